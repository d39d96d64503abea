/**
 * A code block's lines: the theme's, or, for a block that keeps what the server rendered
 * (src/theme/CodeBlock/index.tsx), a `<pre>` with the server's attributes whose content React leaves as
 * it found it. An empty `__html` makes React adopt the element without looking at its children, and never
 * write them as long as the value stays the same. If the lines are not there (the page was rendered in
 * the browser instead, as in development), the block renders them itself before the first paint.
 */
import React, {type ReactNode, useLayoutEffect} from 'react';
import clsx from 'clsx';
import Content from '@theme-original/CodeBlock/Content';
import type ContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

import {useServerHtml} from '../serverHtml';

type Props = WrapperProps<typeof ContentType>;

/** Never rendered: the `<pre>` keeps the children it was hydrated with. */
const SERVER_CHILDREN = {__html: ''};

function ServerLines({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {lost} = useServerHtml();
  const prismTheme = usePrismTheme();
  const pre = wordWrap.codeBlockRef;
  useLayoutEffect(() => {
    if (!pre.current?.querySelector('code')) {
      lost();
    }
  }, [pre, lost]);
  return (
    <pre
      ref={pre}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- as the theme's: scrollable by keyboard
      tabIndex={0}
      className={clsx(
        className,
        `prism-code language-${metadata.language.toLowerCase()}`,
        styles.codeBlock,
        'thin-scrollbar',
      )}
      style={{color: prismTheme.plain.color, backgroundColor: prismTheme.plain.backgroundColor}}
      dangerouslySetInnerHTML={SERVER_CHILDREN}
      suppressHydrationWarning
    />
  );
}

export default function ContentWrapper(props: Props): ReactNode {
  const {keep} = useServerHtml();
  return keep ? <ServerLines {...props} /> : <Content {...props} />;
}
