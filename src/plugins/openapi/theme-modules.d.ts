// docusaurus-theme-openapi-docs ships no type declaration for its page component.
declare module '@theme/ApiItem' {
  import type {ComponentType} from 'react';
  import type {Props} from '@theme/DocItem';

  const ApiItem: ComponentType<Props>;
  export default ApiItem;
}

// The explorer's props, for the wrapper in src/theme/ApiExplorer.
declare module '@theme/ApiExplorer' {
  import type {ComponentType} from 'react';
  import type {ApiItem} from 'docusaurus-plugin-openapi-docs/src/types';

  export interface Props {
    item: NonNullable<ApiItem>;
    infoPath: string;
  }
  const ApiExplorer: ComponentType<Props>;
  export default ApiExplorer;
}
