import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {DEFAULT_DOWNLOADS_API_URL, normalizeApiBase} from '../../lib/downloads/urls';

/** The Downloads API base URL chosen at build time (`DOWNLOADS_API_URL`, via `customFields`). */
export function useDownloadsApiBase(): string {
  const {siteConfig} = useDocusaurusContext();
  const configured = siteConfig.customFields?.downloadsApiUrl;
  return normalizeApiBase(typeof configured === 'string' && configured ? configured : DEFAULT_DOWNLOADS_API_URL);
}
