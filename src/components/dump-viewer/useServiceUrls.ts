import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {DEFAULT_DOWNLOADS_API_URL} from '../../lib/dump/builds';
import {DEFAULT_DUMP_SERVICE_URL, normalizeServiceBase} from '../../lib/dump/load';

export interface ServiceUrls {
  dumpService: string;
  downloadsApi: string;
}

function configured(value: unknown, fallback: string): string {
  try {
    return normalizeServiceBase(typeof value === 'string' && value ? value : fallback);
  } catch {
    return fallback;
  }
}

/** The dump service and Downloads API chosen at build time (`DUMP_SERVICE_URL`, `DOWNLOADS_API_URL`). */
export function useServiceUrls(): ServiceUrls {
  const {siteConfig} = useDocusaurusContext();
  return {
    dumpService: configured(siteConfig.customFields?.dumpServiceUrl, DEFAULT_DUMP_SERVICE_URL),
    downloadsApi: configured(siteConfig.customFields?.downloadsApiUrl, DEFAULT_DOWNLOADS_API_URL),
  };
}
