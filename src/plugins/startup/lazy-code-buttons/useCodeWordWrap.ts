/**
 * Stands in for `useCodeWordWrap` from `@docusaurus/theme-common/internal` in the theme's
 * `CodeBlock/Content/String` (see ./index.ts), with the same result and the same toggle. The difference is
 * when it measures whether the code scrolls sideways (which decides whether the word-wrap button shows):
 * the theme's hook measures every code block of the page in one effect right after hydration, and each
 * block whose code scrolls then renders all of its lines again. On a long page at a phone's width that is
 * most blocks, in one task. This one measures a block when it comes near the viewport (or into view in a
 * tab panel), on resize while it is near, and after the reader toggles wrapping.
 */
import {useCallback, useEffect, useRef, useState} from 'react';
import type {useCodeWordWrap as useThemeCodeWordWrap} from '@docusaurus/theme-common/internal';

import {observeNearViewport} from '../../../theme/CodeBlock/Buttons/nearViewport';

type WordWrap = ReturnType<typeof useThemeCodeWordWrap>;

export function useCodeWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement | null>(null);
  const near = useRef(false);

  const measure = useCallback(() => {
    const pre = codeBlockRef.current;
    if (pre) {
      setIsCodeScrollable(
        pre.scrollWidth > pre.clientWidth || Boolean(pre.querySelector('code')?.hasAttribute('style')),
      );
    }
  }, []);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) {
      return;
    }
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long words and tokens must wrap too, or a scrollbar would remain.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);

  useEffect(() => {
    const pre = codeBlockRef.current;
    if (!pre) {
      return undefined;
    }
    const stop = observeNearViewport(pre, (isNear) => {
      near.current = isNear;
      if (isNear) {
        measure();
      }
    });
    const onResize = () => {
      if (near.current) {
        measure();
      }
    };
    window.addEventListener('resize', onResize, {passive: true});
    return () => {
      stop();
      window.removeEventListener('resize', onResize);
    };
  }, [measure]);

  // After the reader toggles wrapping (not on mount: the observer measures then).
  const toggled = useRef(false);
  useEffect(() => {
    if (toggled.current) {
      measure();
    }
    toggled.current = true;
  }, [isEnabled, measure]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
