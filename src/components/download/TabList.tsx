import {useRef, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';

import {downloadTabLabels, downloadTabs, type DownloadTabId} from '../../data/projects';
import {earlyAction} from '../early-actions/useEarlyActions';
import styles from './styles.module.css';

export const tabId = (tab: DownloadTabId): string => `download-tab-${tab}`;

interface Props {
  selected: DownloadTabId;
  /** `focus` is the tab to focus after the switch, when the keyboard chose it. */
  onSelect: (tab: DownloadTabId, focus?: HTMLElement | null) => void;
}

const KEY_STEPS: Record<string, (index: number) => number> = {
  ArrowRight: (index) => (index + 1) % downloadTabs.length,
  ArrowLeft: (index) => (index - 1 + downloadTabs.length) % downloadTabs.length,
  Home: () => 0,
  End: () => downloadTabs.length - 1,
};

/** The tabs, with the arrow keys, Home and End moving between them (the ARIA tabs pattern). */
export default function TabList({selected, onSelect}: Props): ReactNode {
  const tabRefs = useRef<Partial<Record<DownloadTabId, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>): void => {
    const step = KEY_STEPS[event.key];
    if (!step) {
      return;
    }
    event.preventDefault();
    const tab = downloadTabs[step(downloadTabs.indexOf(selected))];
    const element = tabRefs.current[tab];
    element?.focus();
    onSelect(tab, element);
  };

  return (
    <div role="tablist" aria-label="Projects" className={clsx('tabs', styles.tabList)}>
      {downloadTabs.map((tab) => (
        <button
          key={tab}
          ref={(element) => {
            tabRefs.current[tab] = element;
          }}
          id={tabId(tab)}
          data-tab={tab}
          type="button"
          role="tab"
          aria-selected={tab === selected}
          aria-controls={tab}
          tabIndex={tab === selected ? 0 : -1}
          className={clsx('tabs__item', styles.tab, tab === selected && 'tabs__item--active')}
          onClick={() => onSelect(tab)}
          onKeyDown={onKeyDown}
          {...earlyAction('tab', tab)}
        >
          {downloadTabLabels[tab]}
        </button>
      ))}
    </div>
  );
}
