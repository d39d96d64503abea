import type {DownloadSource} from '../../data/projects';

/** The production Downloads API; the site reads the real value from `customFields.downloadsApiUrl`. */
export const DEFAULT_DOWNLOADS_API_URL = 'https://download.geysermc.org';

/** Removes trailing slashes so paths can be appended with a single `/`. */
export function normalizeApiBase(base: string): string {
  const trimmed = base.trim().replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]/.test(trimmed)) {
    throw new Error(`Downloads API URL must start with http:// or https://, got "${base}"`);
  }
  return trimmed;
}

const segment = (value: string | number): string => encodeURIComponent(String(value));

/** Metadata of the newest build of a project's newest version. */
export function latestBuildUrl(base: string, project: string): string {
  return `${normalizeApiBase(base)}/v2/projects/${segment(project)}/versions/latest/builds/latest`;
}

/** All builds of a project's newest version. */
export function buildListUrl(base: string, project: string): string {
  return `${normalizeApiBase(base)}/v2/projects/${segment(project)}/versions/latest/builds`;
}

/** A file of whatever build is newest when the reader clicks: this is what the static HTML links to. */
export function latestDownloadUrl(base: string, project: string, download: string): string {
  return `${latestBuildUrl(base, project)}/downloads/${segment(download)}`;
}

/** A file of one exact build, so the checksum shown next to the button matches the file served. */
export function pinnedDownloadUrl(
  base: string,
  project: string,
  version: string,
  build: number,
  download: string,
): string {
  return `${normalizeApiBase(base)}/v2/projects/${segment(project)}/versions/${segment(version)}/builds/${segment(build)}/downloads/${segment(download)}`;
}

/** The URL a download button points to before any live data is known. */
export function staticDownloadUrl(base: string, source: DownloadSource): string {
  return source.kind === 'downloads-api' ? latestDownloadUrl(base, source.project, source.download) : source.url;
}

/** Link to a commit on GitHub, for the change list of a build. */
export function commitUrl(repository: string, commit: string): string {
  return `${repository.replace(/\/+$/, '')}/commit/${segment(commit)}`;
}
