/**
 * Code blocks that keep the lines the server rendered. The theme's `CodeBlock` mounts every block a second
 * time once the page has hydrated (its `key` is `useIsBrowser()`), so that a reader in the non-default
 * colour mode gets that mode's Prism colours: the server can only render the default one. That second
 * mount highlights the code again and replaces every line of every block with the same lines, the largest
 * piece of work after hydration on pages with long code (/wiki/floodgate/api/ has 17 blocks and 1,800
 * highlighted tokens).
 *
 * Here a string block hydrated while the page shows the default mode is rendered by the theme's
 * `CodeBlock/Content/String` directly, without that key, and its `<pre>` adopts the server's lines
 * (src/theme/CodeBlock/Content/index.tsx): nothing is highlighted or rendered again. Every other block,
 * and every block once the reader switches the colour mode, is the theme's own `CodeBlock`.
 */
import React, {type ReactNode, useCallback, useMemo, useState} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import StringContent from '@theme/CodeBlock/Content/String';
import type {WrapperProps} from '@docusaurus/types';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useColorMode} from '@docusaurus/theme-common';

import {keepableMode, ServerHtmlContext} from '../../plugins/lazy-prism/serverHtml';

type Props = WrapperProps<typeof CodeBlockType>;

/** The block's code when it is text only (how the theme decides between its string and element blocks). */
function codeText(children: ReactNode): string | null {
  if (typeof children === 'string') {
    return children;
  }
  if (Array.isArray(children) && children.every((child) => typeof child === 'string')) {
    return children.join('');
  }
  return null;
}

export default function CodeBlockWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const {colorMode} = useColorMode();
  const [keptIn, setKeptIn] = useState(() =>
    keepableMode(
      typeof document !== 'undefined' && !isBrowser,
      colorMode,
      typeof document === 'undefined' ? null : document.documentElement.getAttribute('data-theme'),
    ),
  );
  if (keptIn !== null && keptIn !== colorMode) {
    // The reader switched the colour mode: from now on the theme's block, with that mode's colours.
    setKeptIn(null);
  }
  const lost = useCallback(() => setKeptIn(null), []);
  const serverHtml = useMemo(() => ({keep: true, lost}), [lost]);

  const {children, ...rest} = props;
  const code = codeText(children);
  if (keptIn === null || keptIn !== colorMode || code === null) {
    return <CodeBlock {...props} />;
  }
  return (
    <ServerHtmlContext.Provider value={serverHtml}>
      <StringContent {...rest}>{code}</StringContent>
    </ServerHtmlContext.Provider>
  );
}
