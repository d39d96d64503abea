import React, {memo, useEffect, useMemo, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {usePluginData} from '@docusaurus/useGlobalData';
import ApiItem from '@theme/ApiItem';
import type {Props} from '@theme/DocItem';

import type {OpenApiReferenceGlobalData} from './index';

/**
 * Page component of the `api` docs instance (`docItemComponent` in docusaurus.config.ts): the
 * theme's ApiItem, plus
 * - the API explorer's stylesheet, which ./theme.ts keeps out of the site-wide CSS
 *   (see ./stylesheet.ts). It is linked here, in the page body, rather than through <Head>: that
 *   way it always comes after the site's stylesheet, on first load and after client-side
 *   navigation alike, so the theme's rules win over Infima's as they were written to;
 * - a fix for the theme's markup, which puts <div> items directly in <ul> elements (axe rule
 *   `list`). Those lists are drawn in the browser only, so the fix runs there;
 * - the page's content (the operation's parameters, request body and responses) as a memoised
 *   component, see `memoisedContent`.
 */
export default function ApiDocItem(props: Props): ReactNode {
  const {stylesheet} = usePluginData('geysermc-openapi-reference') as OpenApiReferenceGlobalData;
  const href = useBaseUrl(stylesheet);
  const content = useMemo(() => memoisedContent(props.content), [props.content]);
  useNonListsAsPresentation();
  return (
    <>
      <link rel="stylesheet" href={href} />
      <ApiItem {...props} content={content} />
    </>
  );
}

/**
 * The theme's ApiItem renders again as soon as the page has hydrated (it reads `useIsBrowser()` to set up
 * the request builder's store), and each time it creates the page's content element anew, so React
 * rendered every parameter and schema of the operation a second time, in one long task, for the same
 * output. The
 * memoised copy takes no props, so that second render stops at it; what inside it reads a context
 * (the store, the colour mode) still updates as before. The copy carries the content's static fields
 * (`metadata`, `frontMatter`, `toc`, …), which ApiItem and the docs plugin read from it.
 */
export function memoisedContent(content: Props['content']): Props['content'] {
  return Object.assign(memo(content), content) as unknown as Props['content'];
}

const LIST_CHILDREN = new Set(['LI', 'SCRIPT', 'TEMPLATE']);

/** Marks `<ul>`/`<ol>` elements whose children are not list items as presentation-only. */
function markNonLists(root: ParentNode): void {
  for (const list of Array.from(root.querySelectorAll<HTMLElement>('ul:not([role]), ol:not([role])'))) {
    if (Array.from(list.children).some((child) => !LIST_CHILDREN.has(child.tagName))) {
      list.setAttribute('role', 'presentation');
    }
  }
}

function useNonListsAsPresentation(): void {
  useEffect(() => {
    const main = document.querySelector('main');
    if (!main) return undefined;
    markNonLists(main);
    const observer = new MutationObserver(() => markNonLists(main));
    observer.observe(main, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, []);
}
