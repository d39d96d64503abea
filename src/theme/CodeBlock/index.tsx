/**
 * Code blocks that keep the lines the server highlighted. The theme's code block highlights its code again
 * while the page hydrates, and React then matches a fiber to every highlighted token: on
 * /wiki/floodgate/api/, 1,807 tokens in 17 blocks, for lines that are already in the page.
 *
 * A block hydrated while the page shows the default colour mode (whose Prism colours the server wrote)
 * tells `CodeBlock/Content` (src/theme/CodeBlock/Content/index.tsx) to adopt the server's `<pre>` as it is.
 * A page shown in the other mode, and a block first rendered after hydration (client navigation), get the
 * theme's block unchanged. When the reader switches the colour mode, the whole block is mounted again as
 * the theme's, so that its buttons and word-wrap state follow the new `<pre>`.
 */
import React, {type ReactNode, useCallback, useMemo, useState} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useColorMode} from '@docusaurus/theme-common';

import {NOT_KEPT, ServerHtmlContext} from './serverHtml';

type Props = WrapperProps<typeof CodeBlockType>;

export default function CodeBlockWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const {colorMode} = useColorMode();
  // Decided on the first render: in the browser, `useIsBrowser()` is false only while hydrating, and the
  // colour mode the theme reports then is the default one; `data-theme` is the mode the page shows.
  const [keptIn, setKeptIn] = useState(() =>
    typeof document !== 'undefined' && !isBrowser && document.documentElement.dataset.theme === colorMode
      ? colorMode
      : null,
  );
  const keep = keptIn !== null && keptIn === colorMode;
  if (keptIn !== null && !keep) {
    // The reader switched the colour mode: from now on the theme's block, with that mode's colours.
    setKeptIn(null);
  }
  const lost = useCallback(() => setKeptIn(null), []);
  const serverHtml = useMemo(() => ({keep: true, lost}), [lost]);
  return (
    <ServerHtmlContext.Provider value={keep ? serverHtml : NOT_KEPT}>
      <CodeBlock key={keep ? 'server' : 'theme'} {...props} />
    </ServerHtmlContext.Provider>
  );
}
