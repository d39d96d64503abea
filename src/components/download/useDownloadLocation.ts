import {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';

import type {DownloadTabId, ProjectId} from '../../data/projects';
import {EARLY_TAB_ATTRIBUTE} from '../../lib/downloads/early-tab';
import {
  DEFAULT_TAB,
  formatDownloadSearch,
  parseDownloadLocation,
  type DownloadLocation,
} from '../../lib/downloads/location';

const SERVER_LOCATION: DownloadLocation = {tab: DEFAULT_TAB, expanded: []};

/**
 * Docusaurus moves focus (and so the scroll position) to the top of the page on every history push;
 * a tab switch is not a new page, so both are put back afterwards. Returns where to note them.
 */
function useKeptPosition(location: unknown) {
  const keep = useRef<{focus: HTMLElement | null; scrollY: number} | null>(null);
  useEffect(() => {
    const kept = keep.current;
    if (!kept) {
      return undefined;
    }
    keep.current = null;
    const frame = window.requestAnimationFrame(() => {
      if (Math.abs(window.scrollY - kept.scrollY) > 1) {
        window.scrollTo({top: kept.scrollY});
      }
      if (kept.focus?.isConnected && document.activeElement !== kept.focus) {
        kept.focus.focus({preventScroll: true});
      }
    });
    return () => window.cancelAnimationFrame(frame);
  }, [location]);
  return keep;
}

/**
 * The download page's selection, which lives in the URL (`?project=…`, `?<project>=expanded`), so
 * switching tabs adds a history entry (back and forward work) without reloading. Server rendering
 * shows the Geyser tab; before hydration an inline script shows a linked tab instead
 * (lib/downloads/early-tab.ts), and React takes over from it here.
 */
export function useDownloadLocation() {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const current = useMemo(
    () => (isBrowser ? parseDownloadLocation(location.search, location.hash) : SERVER_LOCATION),
    [isBrowser, location.search, location.hash],
  );
  // What the page was opened with, to scroll a deep-linked section into view once.
  const [initial] = useState<{value?: DownloadLocation}>({});
  if (isBrowser && !initial.value) {
    initial.value = current;
  }
  const keep = useKeptPosition(location);

  useEffect(() => {
    // React now shows the tab from the URL; the pre-hydration hint must not override it later.
    if (isBrowser) {
      document.documentElement.removeAttribute(EARLY_TAB_ATTRIBUTE);
    }
  }, [isBrowser]);

  /** Switches to `tab`; focus then goes to `focus` (a tab chosen by keyboard) or stays where it was. */
  const selectTab = useCallback(
    (tab: DownloadTabId, focus?: HTMLElement | null) => {
      if (tab === current.tab) {
        return;
      }
      const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      keep.current = {focus: focus ?? active, scrollY: window.scrollY};
      history.push({
        pathname: location.pathname,
        search: formatDownloadSearch(location.search, tab, current.expanded),
        hash: '',
      });
    },
    [current, history, keep, location.pathname, location.search],
  );

  const toggleSection = useCallback(
    (id: ProjectId, open: boolean) => {
      const expanded = open ? [...current.expanded, id] : current.expanded.filter((other) => other !== id);
      // Opening a section is not a navigation: replace, so Back still leaves the tab.
      history.replace({
        pathname: location.pathname,
        search: formatDownloadSearch(location.search, 'other-projects', expanded),
        hash: '',
      });
    },
    [current.expanded, history, location.pathname, location.search],
  );

  return {isBrowser, current, initial: initial.value, selectTab, toggleSection};
}
