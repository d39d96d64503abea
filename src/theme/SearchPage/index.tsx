import React, {type ReactNode} from 'react';
import OriginalSearchPage from '@theme-original/SearchPage';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {isLocalSearch} from '../../lib/search/mode';
import LocalSearchPage from './LocalSearchPage';

/**
 * Wraps the theme's `/search` page. With Algolia credentials the theme's page runs unchanged. In
 * local mode it cannot be reused: it builds its own Algolia client internally (no way to hand it
 * another), has no error state, and renders result HTML with `dangerouslySetInnerHTML`.
 * `LocalSearchPage` keeps its layout and texts, sends the same request shape to the local client,
 * and renders highlights as text.
 */
export default function SearchPage(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  if (isLocalSearch(siteConfig.themeConfig.algolia as {appId?: string} | undefined)) {
    return <LocalSearchPage />;
  }
  return <OriginalSearchPage />;
}
