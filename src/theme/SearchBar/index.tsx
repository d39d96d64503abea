import React, {useEffect, type ReactNode} from 'react';
import OriginalSearchBar from '@theme-original/SearchBar';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
// The theme loads DocSearch's styles only when the modal first opens, so the navbar button is
// unstyled until then; its own small stylesheet is loaded with the page instead.
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';

import {isLocalSearch} from '../../lib/search/mode';
import LocalSearchBar from './LocalSearchBar';
import {shieldBlockedStorageWhileOpen} from './storage';
import {modalTranslations, translations} from './translations';

import './styles.css';

/**
 * Wraps the theme's SearchBar. With Algolia credentials (`ALGOLIA_*` at build time) the theme's
 * component runs as is (only the no-results wording is the site's); without them, `LocalSearchBar` shows the same DocSearch UI answered by
 * the index built with the site. The choice is made here, at run time, so the bundle is the same
 * in both modes.
 */
export default function SearchBar(props: Record<string, unknown>): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  if (isLocalSearch(siteConfig.themeConfig.algolia as {appId?: string} | undefined)) {
    return <LocalSearchBar />;
  }
  return <AlgoliaSearchBar {...props} />;
}

/**
 * The theme's component as is. DocSearch's modal reads `localStorage` unguarded when it mounts, so
 * with site data blocked it would crash the page; the shield lets the modal open (without recent
 * searches) while other features keep seeing storage as blocked.
 */
function AlgoliaSearchBar(props: Record<string, unknown>): ReactNode {
  useEffect(() => shieldBlockedStorageWhileOpen(), []);
  return <OriginalSearchBar translations={{button: translations.button, modal: modalTranslations()}} {...props} />;
}
