import {useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';

import {
  downloadTabLabels,
  downloadTabs,
  getProject,
  projectsInTab,
  type DownloadTabId,
  type ProjectId,
} from '../../data/projects';
import {
  DEFAULT_TAB,
  formatDownloadSearch,
  parseDownloadLocation,
  type DownloadLocation,
} from '../../lib/downloads/location';
import {EARLY_TAB_ATTRIBUTE} from '../../lib/downloads/early-tab';
import OtherProjects from './OtherProjects';
import ProjectPanel from './ProjectPanel';
import styles from './styles.module.css';

const SERVER_LOCATION: DownloadLocation = {tab: DEFAULT_TAB, expanded: []};

const tabId = (tab: DownloadTabId): string => `download-tab-${tab}`;

/**
 * The download page's tabs. The selection lives in the URL (`?project=…`), so switching tabs adds
 * a history entry (back/forward work) without reloading. Server rendering shows the Geyser tab;
 * before hydration an inline head script shows a linked tab instead (lib/downloads/early-tab.ts),
 * and without JavaScript every panel is shown (the <noscript> rule below).
 */
export default function DownloadTabs(): ReactNode {
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
  const tabRefs = useRef<Partial<Record<DownloadTabId, HTMLButtonElement | null>>>({});

  useEffect(() => {
    // React now shows the tab from the URL; the pre-hydration hint must not override it later.
    if (isBrowser) {
      document.documentElement.removeAttribute(EARLY_TAB_ATTRIBUTE);
    }
  }, [isBrowser]);

  // Docusaurus moves focus (and so the scroll position) to the top of the page on every
  // history push; a tab switch is not a new page, so both are put back afterwards.
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

  const selectTab = useCallback(
    (tab: DownloadTabId, focusTab = false) => {
      if (tab === current.tab) {
        return;
      }
      const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      keep.current = {focus: focusTab ? (tabRefs.current[tab] ?? active) : active, scrollY: window.scrollY};
      history.push({
        pathname: location.pathname,
        search: formatDownloadSearch(location.search, tab, current.expanded),
        hash: '',
      });
    },
    [current, history, location.pathname, location.search],
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

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>): void => {
    const index = downloadTabs.indexOf(current.tab);
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % downloadTabs.length,
      ArrowLeft: (index - 1 + downloadTabs.length) % downloadTabs.length,
      Home: 0,
      End: downloadTabs.length - 1,
    };
    const next = targets[event.key];
    if (next === undefined) {
      return;
    }
    event.preventDefault();
    const tab = downloadTabs[next];
    tabRefs.current[tab]?.focus();
    selectTab(tab, true);
  };

  return (
    <div className={styles.tabs}>
      <noscript>
        {/* Without JavaScript the tabs cannot switch, so show every panel, one after another. */}
        <style>{`.${styles.tabList}{display:none!important}.${styles.tabPanel}[hidden]{display:block!important}`}</style>
      </noscript>
      <div role="tablist" aria-label="Projects" className={clsx('tabs', styles.tabList)}>
        {downloadTabs.map((tab) => {
          const selected = tab === current.tab;
          return (
            <button
              key={tab}
              ref={(element) => {
                tabRefs.current[tab] = element;
              }}
              id={tabId(tab)}
              data-tab={tab}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={tab}
              tabIndex={selected ? 0 : -1}
              className={clsx('tabs__item', styles.tab, selected && 'tabs__item--active')}
              onClick={() => selectTab(tab)}
              onKeyDown={onKeyDown}
            >
              {downloadTabLabels[tab]}
            </button>
          );
        })}
      </div>
      {downloadTabs.map((tab) => {
        const selected = tab === current.tab;
        return (
          <div
            key={tab}
            id={tab}
            data-tab={tab}
            role="tabpanel"
            aria-labelledby={tabId(tab)}
            hidden={!selected}
            tabIndex={0}
            className={styles.tabPanel}
          >
            {tab === 'other-projects' ? (
              <OtherProjects
                projects={projectsInTab('other-projects')}
                expanded={current.expanded}
                initiallyExpanded={initial.value?.tab === 'other-projects' ? initial.value.expanded : []}
                onToggle={toggleSection}
              />
            ) : (
              <ProjectPanel
                project={getProject(tab)}
                active={isBrowser && selected}
                highlight={selected ? current.highlight : undefined}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
