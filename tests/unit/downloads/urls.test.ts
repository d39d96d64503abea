import {describe, expect, it} from 'vitest';

import {projects} from '../../../src/data/projects';
import {
  buildListUrl,
  commitUrl,
  latestBuildUrl,
  latestDownloadUrl,
  normalizeApiBase,
  pinnedDownloadUrl,
  staticDownloadUrl,
} from '../../../src/lib/downloads/urls';

describe('Downloads API URLs', () => {
  it('normalizes the configured base URL', () => {
    expect(normalizeApiBase('https://download.geysermc.org/')).toBe('https://download.geysermc.org');
    expect(normalizeApiBase(' http://127.0.0.1:4010// ')).toBe('http://127.0.0.1:4010');
    expect(() => normalizeApiBase('download.geysermc.org')).toThrow(/must start with http/);
  });

  it('builds the URLs Geyser itself uses', () => {
    // VersionCommand: https://download.geysermc.org/v2/projects/geyser/versions/latest/builds/latest
    expect(latestBuildUrl('https://download.geysermc.org', 'geyser')).toBe(
      'https://download.geysermc.org/v2/projects/geyser/versions/latest/builds/latest',
    );
    expect(buildListUrl('https://download.geysermc.org', 'geyser')).toBe(
      'https://download.geysermc.org/v2/projects/geyser/versions/latest/builds',
    );
    expect(latestDownloadUrl('https://download.geysermc.org', 'floodgate', 'bungee')).toBe(
      'https://download.geysermc.org/v2/projects/floodgate/versions/latest/builds/latest/downloads/bungee',
    );
    expect(pinnedDownloadUrl('https://download.geysermc.org', 'geyser', '2.9.3', 1107, 'spigot')).toBe(
      'https://download.geysermc.org/v2/projects/geyser/versions/2.9.3/builds/1107/downloads/spigot',
    );
  });

  it('gives every file in the data a download URL', () => {
    for (const project of projects) {
      for (const file of project.files) {
        const url = new URL(staticDownloadUrl('https://download.geysermc.org', file.source));
        expect(url.protocol).toBe('https:');
        if (file.source.kind === 'downloads-api') {
          expect(url.pathname).toBe(
            `/v2/projects/${file.source.project}/versions/latest/builds/latest/downloads/${file.source.download}`,
          );
        }
      }
    }
  });

  it('escapes path segments', () => {
    expect(latestDownloadUrl('https://x.test', 'geyser', 'a b')).toMatch(/downloads\/a%20b$/);
  });

  it('links commits on GitHub', () => {
    expect(commitUrl('https://github.com/GeyserMC/Geyser/', 'abc')).toBe(
      'https://github.com/GeyserMC/Geyser/commit/abc',
    );
  });
});
