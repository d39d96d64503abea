import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import type {
  DocSearchHit,
  DocSearchModalProps,
  DocSearchTransformClient,
  InternalDocSearchHit,
  StoredDocSearchHit,
} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import {
  mergeFacetFilters,
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {emptyResponse} from '../../lib/search/lazy-client';
import {SEARCH_INDEX_FILE} from '../../lib/search/mode';
import type {SearchRequest} from '../../lib/search/types';
import {getLocalSearchClient} from '../../components/search/localSearchClient';
import ModalStatus from './ModalStatus';
import {isStorageBlocked, shieldBlockedStorage} from './storage';
import {modalTranslations, translations} from './translations';

/**
 * The navbar search for local mode: the theme's DocSearch button, shortcuts and modal, answered by
 * the index built with the site. It follows the theme's SearchBar (3.10.2) closely; it cannot
 * simply wrap it because the theme's component always adds a `<link rel="preconnect">` to
 * `<appId>-dsn.algolia.net`, which would make every page contact Algolia. It also hides the
 * modal's "Powered by Algolia" logo, which would not be true here.
 */

type ModalComponent = (props: DocSearchModalProps) => ReactNode;
let DocSearchModal: ModalComponent | null = null;

function importDocSearchModalIfNeeded(): Promise<void> {
  if (DocSearchModal) {
    return Promise.resolve();
  }
  return Promise.all([import('@docsearch/react/modal'), import('@docsearch/react/style'), import('./modal.css')]).then(
    ([{DocSearchModal: Modal}]) => {
      DocSearchModal = Modal as ModalComponent;
    },
  );
}

function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode}) {
  return <Link to={hit.url}>{children}</Link>;
}

function ResultsFooter({nbHits, query, onClose}: {nbHits: number; query: string; onClose: () => void}) {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count: nbHits}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

interface AlgoliaThemeConfig {
  appId: string;
  apiKey: string;
  indexName: string;
  contextualSearch?: boolean;
  searchPagePath?: string | false | null;
  searchParameters?: DocSearchModalProps['searchParameters'];
  placeholder?: string;
}

/** The configured search parameters, with the current docs version's facets when contextual search is on. */
function useSearchParameters(algolia: AlgoliaThemeConfig): DocSearchModalProps['searchParameters'] {
  const contextualFacetFilters = useAlgoliaContextualFacetFilters();
  return useMemo(() => {
    const configured = algolia.searchParameters?.facetFilters ?? [];
    return {
      ...algolia.searchParameters,
      facetFilters: algolia.contextualSearch ? mergeFacetFilters(contextualFacetFilters, configured) : configured,
    };
  }, [algolia.contextualSearch, algolia.searchParameters, contextualFacetFilters]);
}

/**
 * DocSearch builds an Algolia client and lets us swap it; the local one answers the same calls. A failed
 * index download is answered with no hits and its query reported (for ModalStatus), since DocSearch cannot
 * show its own error screen.
 */
function useLocalTransformClient(
  indexUrl: string,
  setFailedQuery: (query: string | null) => void,
): DocSearchModalProps['transformSearchClient'] {
  return useCallback(
    (_algoliaClient: DocSearchTransformClient) => {
      const local = getLocalSearchClient(indexUrl);
      const search = async (params: {requests: readonly SearchRequest[]} | readonly SearchRequest[]) => {
        const requests = Array.isArray(params) ? params : (params as {requests: readonly SearchRequest[]}).requests;
        try {
          const response = await local.search(params);
          setFailedQuery(null);
          return response;
        } catch (error) {
          if (error instanceof Error && error.name === 'RetryError') {
            setFailedQuery(String(requests[0]?.query ?? ''));
            return emptyResponse(requests);
          }
          throw error;
        }
      };
      return {...local, search} as unknown as DocSearchTransformClient;
    },
    [indexUrl, setFailedQuery],
  );
}

/**
 * Opening and closing the modal: its container, the index fetched as it opens, the modal's code loaded,
 * and a blocked `localStorage` shielded while it is open and put back once it has closed (./storage.ts).
 */
function useModalState(indexUrl: string) {
  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [storageBlocked, setStorageBlocked] = useState(false);
  const restoreStorage = useRef<(() => void) | null>(null);

  const openModal = useCallback(() => {
    if (!searchContainer.current) {
      const container = document.createElement('div');
      container.className = 'local-search-modal';
      searchContainer.current = container;
      document.body.insertBefore(container, document.body.firstChild);
    }
    // The reader is about to type: fetch the index while the modal opens.
    getLocalSearchClient(indexUrl).preload();
    void importDocSearchModalIfNeeded().then(() => {
      setStorageBlocked(isStorageBlocked());
      restoreStorage.current ??= shieldBlockedStorage();
      setIsOpen(true);
    });
  }, [indexUrl]);

  useEffect(() => {
    // Runs after the modal has unmounted, so DocSearch's own clean-up still saw the stand-in.
    if (!isOpen && restoreStorage.current) {
      restoreStorage.current();
      restoreStorage.current = null;
    }
  }, [isOpen]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
  }, []);

  return {searchContainer, searchButtonRef, isOpen, storageBlocked, openModal, closeModal};
}

/** Where results lead: their URLs as the site serves them, followed by the router, and "See all" to /search. */
function useResultLinks(closeModal: () => void) {
  const history = useHistory();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const [transformItems] = useState(
    () => (items: DocSearchHit[]) => items.map((item) => ({...item, url: processSearchResultUrl(item.url)})),
  );
  const [navigator] = useState<DocSearchModalProps['navigator']>(() => ({
    navigate({itemUrl}) {
      history.push(itemUrl);
    },
  }));
  const resultsFooterComponent = useMemo<DocSearchModalProps['resultsFooterComponent']>(
    () =>
      ({state}) => (
        <ResultsFooter nbHits={Number(state.context.nbHits ?? 0)} query={state.query} onClose={closeModal} />
      ),
    [closeModal],
  );
  return {transformItems, navigator, resultsFooterComponent};
}

export default function LocalSearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const algolia = siteConfig.themeConfig.algolia as AlgoliaThemeConfig;
  const indexUrl = useBaseUrl(`/${SEARCH_INDEX_FILE}`);
  const [failedQuery, setFailedQuery] = useState<string | null>(null);
  const [texts] = useState(() => modalTranslations());
  const searchParameters = useSearchParameters(algolia);
  const transformSearchClient = useLocalTransformClient(indexUrl, setFailedQuery);
  const {searchContainer, searchButtonRef, isOpen, storageBlocked, openModal, closeModal} = useModalState(indexUrl);

  const {transformItems, navigator, resultsFooterComponent} = useResultLinks(closeModal);

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    searchButtonRef,
    isAskAiActive: false,
    onAskAiToggle: () => {},
  });

  const Modal = DocSearchModal;
  return (
    <>
      <DocSearchButton
        onTouchStart={importDocSearchModalIfNeeded}
        onFocus={importDocSearchModalIfNeeded}
        onMouseOver={importDocSearchModalIfNeeded}
        onClick={openModal}
        ref={searchButtonRef}
        translations={translations.button}
      />
      {isOpen &&
        Modal &&
        searchContainer.current &&
        createPortal(
          <Modal
            appId={algolia.appId}
            apiKey={algolia.apiKey}
            indexName={algolia.indexName}
            onClose={closeModal}
            initialScrollY={window.scrollY}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient}
            {...(algolia.searchPagePath ? {resultsFooterComponent} : {})}
            placeholder={translations.modal?.searchBox?.placeholderText ?? algolia.placeholder}
            translations={texts}
            searchParameters={searchParameters}
            disableUserPersonalization={storageBlocked}
            onAskAiToggle={() => {}}
          />,
          searchContainer.current,
        )}
      {isOpen && Modal && searchContainer.current && (
        <ModalStatus
          container={searchContainer.current}
          onClose={closeModal}
          failedQuery={failedQuery}
          texts={{
            noRecentSearches: texts.startScreen?.noRecentSearchesText ?? '',
            errorTitle: texts.errorScreen?.titleText ?? '',
            errorHelp: texts.errorScreen?.helpText ?? '',
          }}
        />
      )}
    </>
  );
}
