import type {ReactNode} from 'react';

import {downloadTabs, getProject, projectsInTab, type DownloadTabId} from '../../data/projects';
import {earlyZone, useEarlyActions} from '../early-actions/useEarlyActions';
import OtherProjects from './OtherProjects';
import ProjectPanel from './ProjectPanel';
import TabList, {tabId} from './TabList';
import {useDownloadLocation} from './useDownloadLocation';
import styles from './styles.module.css';

const ZONE = 'download-tabs';

const isTab = (value: string | undefined): value is DownloadTabId => downloadTabs.some((tab) => tab === value);

/**
 * The download page's tabs (the selection lives in the URL: ./useDownloadLocation.ts). Without
 * JavaScript every panel is shown (the <noscript> rule below). A tab clicked, or a section opened,
 * before the page is ready is switched to once it is.
 */
export default function DownloadTabs(): ReactNode {
  const {isBrowser, current, initial, selectTab, toggleSection} = useDownloadLocation();
  useEarlyActions(ZONE, {
    tab: ({key}) => {
      if (isTab(key)) {
        selectTab(key);
      }
    },
    section: ({key, open}) => {
      const project = projectsInTab('other-projects').find((entry) => entry.id === key);
      if (project && open !== undefined && open !== current.expanded.includes(project.id)) {
        toggleSection(project.id, open);
      }
    },
  });

  return (
    <div className={styles.tabs} {...earlyZone(ZONE)}>
      <noscript>
        {/* Without JavaScript the tabs cannot switch, so show every panel, one after another. */}
        <style>{`.${styles.tabList}{display:none!important}.${styles.tabPanel}[hidden]{display:block!important}`}</style>
      </noscript>
      <TabList selected={current.tab} onSelect={selectTab} />
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
                initiallyExpanded={initial?.tab === 'other-projects' ? initial.expanded : []}
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
