import type {ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

import CheckedAgainst from '@site/src/components/wiki/CheckedAgainst';

type Props = WrapperProps<typeof FooterType>;

/**
 * Wraps (does not eject) the doc footer to add the "checked against" stamp from the page's
 * `checked_against` front matter. The stock footer renders nothing on pages without tags or an
 * edit link, so the stamp sits before it rather than inside it.
 */
export default function FooterWrapper(props: Props): ReactNode {
  const {frontMatter} = useDoc();
  const value: unknown = (frontMatter as Record<string, unknown>).checked_against;
  return (
    <>
      <CheckedAgainst value={value} />
      <Footer {...props} />
    </>
  );
}
