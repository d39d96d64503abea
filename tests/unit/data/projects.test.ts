import {describe, expect, it} from 'vitest';

import {downloadTabs, getProject, otherProjectIds, projects, projectsInTab} from '../../../src/data/projects';
import {entryProblems, nameOf} from '../../../scripts/shared/entry-check';

const https = {
  type: 'string',
  pattern: '^https://[^\\s/]+\\.[^\\s]+$',
  description: 'a full address starting with https://',
};
const wikiLink = {
  type: 'object',
  required: ['label', 'path'],
  additionalProperties: false,
  properties: {
    label: {type: 'string', minLength: 1},
    path: {type: 'string', pattern: '^/wiki/[a-z0-9/-]*/$', description: 'a wiki path such as /wiki/geyser/setup/'},
  },
};
const projectSchema = {
  type: 'object',
  required: ['id', 'name', 'tab', 'kind', 'description', 'wiki', 'repository', 'files'],
  additionalProperties: false,
  properties: {
    id: {type: 'string', pattern: '^[a-z0-9-]+$', description: 'lower-case letters, digits and dashes'},
    name: {type: 'string', minLength: 1},
    tab: {type: 'string', enum: [...downloadTabs]},
    kind: {type: 'string', minLength: 1},
    description: {type: 'string', minLength: 1},
    wiki: wikiLink,
    repository: https,
    status: {type: 'string', enum: ['beta']},
    files: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'label', 'fileName', 'description', 'setupGuide', 'source'],
        additionalProperties: false,
        properties: {
          id: {type: 'string', minLength: 1},
          label: {type: 'string', minLength: 1},
          fileName: {type: 'string', minLength: 1},
          description: {type: 'string', minLength: 1},
          setupGuide: wikiLink,
          source: {
            type: 'object',
            required: ['kind'],
            properties: {kind: {type: 'string', enum: ['downloads-api', 'external']}, url: https},
          },
        },
      },
    },
  },
};

/** Wiki pages from the site plan that download cards may link to. */
const PLANNED_WIKI_PAGES = new Set([
  '/wiki/geyser/setup/',
  '/wiki/geyser/setup/self/paper-spigot/',
  '/wiki/geyser/setup/self/proxy-servers/',
  '/wiki/geyser/setup/self/modded-servers/',
  '/wiki/geyser/setup/self/standalone/',
  '/wiki/geyser/setup/self/viaproxy/',
  '/wiki/floodgate/setup/',
  '/wiki/floodgate/setup/paper-spigot/',
  '/wiki/floodgate/setup/proxy-servers/',
  '/wiki/floodgate/setup/modded/',
  '/wiki/other/geyserconnect/',
  '/wiki/other/thirdpartycosmetics/',
  '/wiki/other/geyseroptionalpack/',
  '/wiki/other/hurricane/',
  '/wiki/other/rainbow/',
  '/wiki/other/hydraulic/',
  '/wiki/other/thunder/',
]);

/** Geyser's platforms in the order the docs list them; its release workflow names its downloads the same. */
const GEYSER_PLATFORMS = ['spigot', 'bungeecord', 'velocity', 'fabric', 'neoforge', 'viaproxy', 'standalone'];

describe('download projects data', () => {
  // First, so that a misspelt field is reported by name before the other tests trip over it.
  it('has only the fields the site reads, each of the right type', () => {
    const problems = entryProblems([...projects], projectSchema, nameOf('src/data/projects.ts'));
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('names the project and the field when a file entry is misspelt', () => {
    const broken = {...projects[0], files: [{...projects[0].files[0], fileNmae: 'x.jar', fileName: undefined}]};
    const problems = entryProblems([JSON.parse(JSON.stringify(broken))], projectSchema, nameOf('src/data/projects.ts'));
    expect(problems).toContain(`src/data/projects.ts › "${projects[0].name}": missing field "files.0.fileName"`);
    expect(problems).toContain(
      `src/data/projects.ts › "${projects[0].name}": unknown field "fileNmae" in files.0 (did you mean "fileName"?)`,
    );
  });

  it('has unique, lower-case project ids', () => {
    const ids = projects.map((project) => project.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[a-z]+$/);
    }
  });

  it('puts every project in a known tab', () => {
    for (const project of projects) {
      expect(downloadTabs).toContain(project.tab);
    }
    expect(projectsInTab('geyser').map((project) => project.id)).toEqual(['geyser']);
    expect(projectsInTab('floodgate').map((project) => project.id)).toEqual(['floodgate']);
  });

  it('lists the Geyser platforms in the documented order', () => {
    expect(getProject('geyser').files.map((file) => file.id)).toEqual(GEYSER_PLATFORMS);
  });

  it('uses the download names of the Geyser and Floodgate release workflows', () => {
    const names = (id: 'geyser' | 'floodgate') =>
      getProject(id).files.map((file) =>
        file.source.kind === 'downloads-api' ? file.source.download : file.source.url,
      );
    expect(names('geyser')).toEqual(GEYSER_PLATFORMS);
    expect(names('floodgate')).toEqual([
      'spigot',
      'bungee',
      'velocity',
      'https://modrinth.com/mod/floodgate/versions?l=fabric',
      'https://modrinth.com/mod/floodgate/versions?l=neoforge',
    ]);
  });

  it('has the seven other projects, in order, as deep-linkable sections', () => {
    expect(otherProjectIds).toEqual([
      'geyseroptionalpack',
      'thirdpartycosmetics',
      'hurricane',
      'geyserconnect',
      'rainbow',
      'hydraulic',
      'thunder',
    ]);
  });

  it('gives every file a unique id, a description, a file name and a planned setup guide', () => {
    for (const project of projects) {
      const ids = project.files.map((file) => file.id);
      expect(new Set(ids).size, project.id).toBe(ids.length);
      expect(project.files.length, project.id).toBeGreaterThan(0);
      expect(PLANNED_WIKI_PAGES.has(project.wiki.path), project.wiki.path).toBe(true);
      expect(project.description.length).toBeGreaterThan(40);
      for (const file of project.files) {
        expect(file.description.length, `${project.id}/${file.id}`).toBeGreaterThan(20);
        expect(file.fileName).toMatch(/^[A-Za-z0-9._-]+\.(jar|mcpack)$/);
        expect(PLANNED_WIKI_PAGES.has(file.setupGuide.path), file.setupGuide.path).toBe(true);
        if (file.source.kind === 'downloads-api') {
          expect(file.source.project).toMatch(/^[a-z]+$/);
          expect(file.source.download).toMatch(/^[a-zA-Z0-9._-]+$/);
        } else {
          expect(new URL(file.source.url).protocol).toBe('https:');
          expect(file.source.siteName.length).toBeGreaterThan(0);
        }
      }
    }
  });

  it('links repositories on GitHub', () => {
    for (const project of projects) {
      expect(project.repository).toMatch(/^https:\/\/github\.com\/GeyserMC\/[A-Za-z]+$/);
    }
  });

  it('throws a clear error for an unknown project', () => {
    // @ts-expect-error deliberately invalid id
    expect(() => getProject('nope')).toThrow(/Unknown project "nope"/);
  });
});
