import {downloadTabLabels, projects, projectsInTab, type Project} from '../../data/projects';
import type {ExtractedPage} from './build-index';
import {RecordBuilder} from './records';
import type {PageInfo} from './types';

/**
 * Records for the pages outside the docs and the blog that readers search for. They are built
 * from the data the pages render (never from a second copy of their text):
 * - the download page: one record per Geyser and Floodgate tab, and one per other project with its
 *   section expanded, so "download floodgate" opens `/download/?project=floodgate`;
 * - the utilities and the home page: read from their built HTML by the plugin (see `LANDING_PAGES`).
 */

const DOWNLOAD_PATH = '/download/';
const DOWNLOAD_SECTION = 'Download';

function pageInfo(
  url: string,
  title: string,
  lvl0: string,
  description: string,
  keywords: string[] = [],
): PageInfo & {title: string} {
  return {url, title, lvl0, kind: 'page', language: 'en', docusaurus_tag: 'default', description, keywords};
}

function projectBlocks(builder: RecordBuilder, project: Project): void {
  builder.block(`${project.name}, ${project.kind}. ${project.description}`);
  for (const file of project.files) {
    builder.block(`${project.name} for ${file.label}: ${file.fileName}. ${file.description}`);
  }
}

/** The download page's records: a page per tab, and one per other project, in data order. */
export function downloadPages(language = 'en'): ExtractedPage[] {
  const pages: ExtractedPage[] = [];
  for (const tab of ['geyser', 'floodgate'] as const) {
    const [project] = projectsInTab(tab);
    const label = downloadTabLabels[tab];
    const info = pageInfo(
      `${DOWNLOAD_PATH}?project=${tab}`,
      `Download ${label}`,
      DOWNLOAD_SECTION,
      `The newest ${label} build for each server platform: ${project.files.map((file) => file.label).join(', ')}.`,
      ['download', 'jar', 'latest build', ...project.files.map((file) => file.label)],
    );
    const builder = new RecordBuilder({...info, language});
    projectBlocks(builder, project);
    pages.push({info, records: builder.records(info.title, {language})});
  }
  for (const project of projectsInTab('other-projects')) {
    const info = pageInfo(
      `${DOWNLOAD_PATH}?project=other-projects&${project.id}=expanded`,
      `Download ${project.name}`,
      DOWNLOAD_SECTION,
      `The newest ${project.name} build: ${project.kind}.`,
      ['download', 'jar', 'latest build'],
    );
    const builder = new RecordBuilder({...info, language});
    projectBlocks(builder, project);
    pages.push({info, records: builder.records(info.title, {language})});
  }
  return pages;
}

/**
 * Built pages indexed from the HTML's `<main>`: their headings and text are in React components,
 * not Markdown. Keywords name what readers call them.
 */
export const LANDING_PAGES: ReadonlyArray<PageInfo & {title: string}> = [
  pageInfo('/', 'GeyserMC home page', 'Home', '', ['what is geyser', 'how it fits together', 'about GeyserMC']),
  pageInfo('/utilities/config-editor/', 'Config editor', 'Utilities', '', [
    'config.yml',
    'edit config',
    'online editor',
    'validator',
    'check config',
    'config checker',
    'config errors',
    'yaml checker',
  ]),
  pageInfo('/utilities/dump-viewer/', 'Dump viewer', 'Utilities', '', [
    'geyser dump',
    'dump.geysermc.org',
    'read dump',
  ]),
];

/** Every project name, so tests can check the download records cover the data. */
export const DOWNLOAD_PROJECT_NAMES = projects.map((project) => project.name);
