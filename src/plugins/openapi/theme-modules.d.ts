// docusaurus-theme-openapi-docs ships no type declaration for its page component.
declare module '@theme/ApiItem' {
  import type {ComponentType} from 'react';
  import type {Props} from '@theme/DocItem';

  const ApiItem: ComponentType<Props>;
  export default ApiItem;
}
