import {describe, expect, it} from 'vitest';

import {projectDownloadLinks} from '../../../src/lib/downloads/project-links';

const API = 'https://download.geysermc.org';

describe('ProjectDownload links for wiki pages', () => {
  it('gives one labelled button for one platform', () => {
    expect(projectDownloadLinks(API, 'geyser', 'spigot')).toEqual({
      projectName: 'Geyser',
      links: [
        {
          id: 'spigot',
          href: `${API}/v2/projects/geyser/versions/latest/builds/latest/downloads/spigot`,
          label: 'Download Geyser-Spigot.jar',
          external: false,
        },
      ],
      pageHref: '/download/?project=geyser',
      note: 'The newest Geyser build for Spigot / Paper.',
    });
  });

  it('gives every file of a project, with external hosts named', () => {
    const floodgate = projectDownloadLinks(API, 'floodgate');
    expect(floodgate.links.map((link) => link.label)).toEqual([
      'Spigot / Paper',
      'BungeeCord',
      'Velocity',
      'Floodgate for Fabric (Modrinth)',
      'Floodgate for NeoForge (Modrinth)',
    ]);
    expect(floodgate.links[1].href).toBe(`${API}/v2/projects/floodgate/versions/latest/builds/latest/downloads/bungee`);
    expect(floodgate.links[3]).toMatchObject({
      external: true,
      href: 'https://modrinth.com/mod/floodgate/versions?l=fabric',
    });
  });

  it('links other projects to their expanded section', () => {
    expect(projectDownloadLinks(API, 'hydraulic').pageHref).toBe(
      '/download/?project=other-projects&hydraulic=expanded',
    );
  });

  it('fails the build with a helpful message for an unknown platform', () => {
    expect(() => projectDownloadLinks(API, 'geyser', 'forge')).toThrow(
      '<ProjectDownload project="geyser" platform="forge">: no such platform. Known: spigot, bungeecord, velocity, fabric, neoforge, viaproxy, standalone',
    );
  });
});
