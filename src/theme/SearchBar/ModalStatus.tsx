import React, {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';

import LogLineHint from '../../components/log-checker/LogLineHint';
import {looksLikeLogLine} from '../../lib/logs/looks-like-log';

/**
 * Points a query that looks like a pasted console line to the log checker, as the search page does, and
 * restores two screens that DocSearch 4.7 no longer shows:
 * - "No recent searches" on an empty start screen (its StartScreen ignores that translation);
 * - "Unable to fetch results" when the index cannot be loaded (its error screen is reset to "no
 *   results" by autocomplete-core 1.19, which sets the status back to idle after every request).
 * Both use DocSearch's own class names so they look native. They are rendered into the modal (a
 * flex column; modal.css orders them above the footer): on an empty start screen DocSearch renders
 * no dropdown to put them in.
 */
export default function ModalStatus({
  container,
  failedQuery,
  texts,
  onClose,
}: {
  /** The element the modal is rendered into. */
  container: HTMLElement;
  /** Closes the modal, when the reader follows the link to the log checker. */
  onClose: () => void;
  /** The last query whose search failed, if the latest search failed. */
  failedQuery: string | null;
  texts: {noRecentSearches: string; errorTitle: string; errorHelp: string};
}): ReactNode {
  const {modal, query, startScreenEmpty} = useModalState(container);
  const failed = failedQuery !== null && query.trim() !== '' && failedQuery === query;

  useEffect(() => {
    container.classList.toggle('local-search-modal--failed', failed);
    return () => container.classList.remove('local-search-modal--failed');
  }, [container, failed]);

  if (!modal) {
    return null;
  }
  if (failed) {
    return createPortal(
      <div className="DocSearch-ErrorScreen local-search-status" role="alert">
        <p className="DocSearch-Title">{texts.errorTitle}</p>
        <p className="DocSearch-Help">{texts.errorHelp}</p>
      </div>,
      modal,
    );
  }
  if (looksLikeLogLine(query)) {
    return createPortal(
      <div className="local-search-status local-search-log-hint">
        <LogLineHint query={query} onFollow={onClose} />
      </div>,
      modal,
    );
  }
  if (query === '' && startScreenEmpty) {
    return createPortal(
      <div className="DocSearch-StartScreen local-search-status">
        <p className="DocSearch-Help">{texts.noRecentSearches}</p>
      </div>,
      modal,
    );
  }
  return null;
}

/** Follows the modal's DOM: the modal element, the query typed, and whether the start screen is blank. */
function useModalState(container: HTMLElement) {
  const [state, setState] = useState<{modal: Element | null; query: string; startScreenEmpty: boolean}>({
    modal: null,
    query: '',
    startScreenEmpty: false,
  });

  useEffect(() => {
    const read = () => {
      const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
      const screen = container.querySelector('.DocSearch-Dropdown-Container');
      const next = {
        modal: container.querySelector('.DocSearch-Modal'),
        query: input?.value ?? '',
        startScreenEmpty: screen === null || screen.childElementCount === 0,
      };
      setState((previous) =>
        previous.modal === next.modal &&
        previous.query === next.query &&
        previous.startScreenEmpty === next.startScreenEmpty
          ? previous
          : next,
      );
    };
    read();
    const observer = new MutationObserver(read);
    observer.observe(container, {childList: true, subtree: true});
    container.addEventListener('input', read);
    return () => {
      observer.disconnect();
      container.removeEventListener('input', read);
    };
  }, [container]);

  return state;
}
