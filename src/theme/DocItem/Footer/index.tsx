import type {ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

import CheckedAgainst from '../../../components/wiki/CheckedAgainst';
import PageTools from '../../../components/wiki/PageTools';

type Props = WrapperProps<typeof FooterType>;

/**
 * Wraps (does not eject) the doc footer to add the "checked against" stamp from the page's
 * `checked_against` front matter, and the page tools (copy as Markdown, report a problem) after it.
 * The stock footer renders nothing on pages without tags or an edit link, so both sit outside it.
 */
export default function FooterWrapper(props: Props): ReactNode {
  const {frontMatter} = useDoc();
  const value: unknown = (frontMatter as Record<string, unknown>).checked_against;
  return (
    <>
      <CheckedAgainst value={value} />
      <Footer {...props} />
      <PageTools />
    </>
  );
}
