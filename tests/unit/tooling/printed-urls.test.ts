import {describe, expect, it} from 'vitest';

import {findGeyserUrls, siteTarget} from '../../support/printed-urls';

describe('findGeyserUrls', () => {
  it('finds URLs of both host names in Java strings, Markdown links and bare text, with their lines', () => {
    const text = [
      'String a = "https://geysermc.org/download#floodgate";',
      'See the [Floodgate API](https://wiki.geysermc.org/floodgate/api/) for more.',
      'https://wiki.geysermc.org/floodgate/features/#whitelist-command',
      'Read https://geysermc.org/wiki/geyser/setup/. Then restart.',
    ].join('\n');
    expect(findGeyserUrls(text)).toEqual([
      {url: 'https://geysermc.org/download#floodgate', line: 1},
      {url: 'https://wiki.geysermc.org/floodgate/api/', line: 2},
      {url: 'https://wiki.geysermc.org/floodgate/features/#whitelist-command', line: 3},
      {url: 'https://geysermc.org/wiki/geyser/setup/', line: 4},
    ]);
  });

  it('keeps query strings and leaves other services and look-alike hosts out', () => {
    const text = [
      '"https://geysermc.org/download?project=other-projects&hydraulic=expanded"',
      'https://download.geysermc.org/v2/projects https://api.geysermc.org/v2 https://geysermc.org.example/x',
      '`https://geysermc.org/utilities/config-editor`, **https://geysermc.org/wiki**',
      'Copyright (c) GeyserMC. http://geysermc.org&#10;&#10;Permission',
    ].join('\n');
    expect(findGeyserUrls(text).map((found) => found.url)).toEqual([
      'https://geysermc.org/download?project=other-projects&hydraulic=expanded',
      'https://geysermc.org/utilities/config-editor',
      'https://geysermc.org/wiki',
      'http://geysermc.org',
    ]);
  });
});

describe('siteTarget', () => {
  it('opens the path and query on this site and checks the anchor', () => {
    expect(siteTarget('https://wiki.geysermc.org/floodgate/features/#whitelist-command')).toEqual({
      path: '/floodgate/features/',
      anchor: 'whitelist-command',
      isPrefix: false,
    });
    expect(siteTarget('https://geysermc.org/download?project=floodgate')).toEqual({
      path: '/download?project=floodgate',
      anchor: null,
      isPrefix: false,
    });
  });

  it('checks only the page of a URL the software completes', () => {
    expect(siteTarget('https://geysermc.org/download#%s')).toEqual({path: '/download', anchor: null, isPrefix: true});
    expect(siteTarget('https://geysermc.org/utilities/dump-viewer#')).toEqual({
      path: '/utilities/dump-viewer',
      anchor: null,
      isPrefix: true,
    });
    expect(siteTarget('https://geysermc.org/search?q=')).toEqual({path: '/search?q=', anchor: null, isPrefix: true});
  });
});
