/** Filtering for the hosting provider list: pure, so the wiki page and tests share it. */

/** Lower-case, accents and punctuation removed: "ZAP-Hosting" and "zap hosting" match. */
export function normalizeForSearch(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

export interface NamedEntry {
  readonly name: string;
  readonly url: string;
}

/** Matches the query against the provider name and its web address. */
export function matchesProvider(entry: NamedEntry, query: string): boolean {
  const needle = normalizeForSearch(query);
  if (!needle) {
    return true;
  }
  let host = '';
  try {
    host = new URL(entry.url).hostname.replace(/^www\./, '');
  } catch {
    host = entry.url;
  }
  return normalizeForSearch(entry.name).includes(needle) || normalizeForSearch(host).includes(needle);
}

export function filterProviders<T extends NamedEntry>(entries: readonly T[], query: string): T[] {
  return entries.filter((entry) => matchesProvider(entry, query));
}

/** Stable id for a provider's entry on the page, e.g. `provider-zap-hosting`. */
export function providerAnchor(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `provider-${slug}`;
}
