/**
 * The theme's code block buttons (copy, word wrap), rendered once the block is within a screen's height of
 * the viewport rather than for every block of the page right after hydration; see
 * src/plugins/startup/lazy-code-buttons/. The server renders no buttons either way.
 */
import React, {type ReactNode, useEffect, useState} from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import type {WrapperProps} from '@docusaurus/types';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';

import {observeNearViewport} from './nearViewport';

type Props = WrapperProps<typeof ButtonsType>;

export default function ButtonsWrapper(props: Props): ReactNode {
  const {wordWrap} = useCodeBlockContext();
  const [near, setNear] = useState(false);
  useEffect(() => {
    const pre = wordWrap.codeBlockRef.current;
    if (!pre) {
      setNear(true);
      return undefined;
    }
    return observeNearViewport(pre, (isNear) => {
      if (isNear) {
        setNear(true);
      }
    });
  }, [wordWrap.codeBlockRef]);
  return near ? <Buttons {...props} /> : null;
}
