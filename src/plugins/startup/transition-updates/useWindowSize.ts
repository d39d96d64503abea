/**
 * Takes the place of `@docusaurus/theme-common/lib/hooks/useWindowSize.js` (see ./index.ts): the same export
 * and behaviour, except that the first update, right after hydration, is a transition. Later updates (the
 * window resized across the breakpoint) are ordinary ones, as before.
 */
import {startTransition, useEffect, useState} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

/** The theme's breakpoint, the same as Infima's CSS (the theme's `DesktopBreakpoint`). */
const DESKTOP_BREAKPOINT = 996;

function getWindowSize(desktopBreakpoint: number): WindowSize {
  if (!ExecutionEnvironment.canUseDOM) {
    throw new Error('getWindowSize() should only be called after React hydration');
  }
  return window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile';
}

/**
 * `'ssr'` on the server and while the page hydrates (so the browser's first render matches the HTML), then
 * `'desktop'` or `'mobile'`.
 */
export function useWindowSize({desktopBreakpoint = DESKTOP_BREAKPOINT}: {desktopBreakpoint?: number} = {}): WindowSize {
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    function updateWindowSize() {
      setWindowSize(getWindowSize(desktopBreakpoint));
    }
    startTransition(updateWindowSize);
    window.addEventListener('resize', updateWindowSize);
    return () => {
      window.removeEventListener('resize', updateWindowSize);
    };
  }, [desktopBreakpoint]);
  return windowSize;
}
