import {describe, expect, it} from 'vitest';

import {downloadPageHref, formatDownloadSearch, parseDownloadLocation} from '../../../src/lib/downloads/location';

describe('parseDownloadLocation', () => {
  it.each([
    ['?project=geyser', 'geyser'],
    ['?project=floodgate', 'floodgate'],
    ['?project=other-projects', 'other-projects'],
    ['?project=FLOODGATE', 'floodgate'],
    ['', 'geyser'],
  ])('reads %s as the %s tab', (search, tab) => {
    expect(parseDownloadLocation(search).tab).toBe(tab);
  });

  it('opens Geyser for an unknown project', () => {
    expect(parseDownloadLocation('?project=minecraft')).toEqual({tab: 'geyser', expanded: []});
    expect(parseDownloadLocation('?project=')).toEqual({tab: 'geyser', expanded: []});
  });

  it('accepts the hash forms printed by Geyser and the Discord bot', () => {
    expect(parseDownloadLocation('', '#floodgate').tab).toBe('floodgate');
    expect(parseDownloadLocation('', '#geyser').tab).toBe('geyser');
    expect(parseDownloadLocation('', '#other-projects').tab).toBe('other-projects');
    expect(parseDownloadLocation('', '#nonsense').tab).toBe('geyser');
  });

  it('opens Floodgate for the capitalised names Floodgate prints, with the platform highlighted', () => {
    expect(parseDownloadLocation('', '#Spigot')).toEqual({tab: 'floodgate', expanded: [], highlight: 'spigot'});
    expect(parseDownloadLocation('', '#Bungeecord')).toEqual({tab: 'floodgate', expanded: [], highlight: 'bungeecord'});
    expect(parseDownloadLocation('', '#Velocity')).toEqual({tab: 'floodgate', expanded: [], highlight: 'velocity'});
  });

  it('opens Geyser for lower-case platform hashes from older bot replies', () => {
    expect(parseDownloadLocation('', '#spigot')).toEqual({tab: 'geyser', expanded: [], highlight: 'spigot'});
    expect(parseDownloadLocation('', '#standalone')).toEqual({tab: 'geyser', expanded: [], highlight: 'standalone'});
  });

  it('prefers the query over the hash', () => {
    expect(parseDownloadLocation('?project=geyser', '#floodgate').tab).toBe('geyser');
  });

  it('reads expanded sections of Other Projects', () => {
    expect(parseDownloadLocation('?project=other-projects&hydraulic=expanded')).toEqual({
      tab: 'other-projects',
      expanded: ['hydraulic'],
    });
    expect(parseDownloadLocation('?project=other-projects&thunder=expanded&rainbow=expanded').expanded).toEqual([
      'rainbow',
      'thunder',
    ]);
    expect(parseDownloadLocation('?project=other-projects&hydraulic=collapsed').expanded).toEqual([]);
    expect(parseDownloadLocation('?project=other-projects&minecraft=expanded').expanded).toEqual([]);
  });

  it('opens Other Projects when only an expanded flag or a project hash is given', () => {
    expect(parseDownloadLocation('?geyserconnect=expanded').tab).toBe('other-projects');
    expect(parseDownloadLocation('', '#hydraulic')).toEqual({tab: 'other-projects', expanded: ['hydraulic']});
  });
});

describe('formatDownloadSearch', () => {
  it('writes the tab and keeps unrelated parameters', () => {
    expect(formatDownloadSearch('?utm_source=discord', 'floodgate')).toBe('?utm_source=discord&project=floodgate');
  });

  it('writes expanded flags only for Other Projects, in data order', () => {
    expect(formatDownloadSearch('', 'other-projects', ['thunder', 'hydraulic'])).toBe(
      '?project=other-projects&hydraulic=expanded&thunder=expanded',
    );
    expect(formatDownloadSearch('?project=other-projects&hydraulic=expanded', 'geyser', ['hydraulic'])).toBe(
      '?project=geyser',
    );
  });

  it('round-trips through parseDownloadLocation', () => {
    const search = formatDownloadSearch('', 'other-projects', ['geyseroptionalpack']);
    expect(parseDownloadLocation(search)).toEqual({tab: 'other-projects', expanded: ['geyseroptionalpack']});
  });

  it('builds links to the download page', () => {
    expect(downloadPageHref('floodgate')).toBe('/download/?project=floodgate');
    expect(downloadPageHref('other-projects', ['hydraulic'])).toBe(
      '/download/?project=other-projects&hydraulic=expanded',
    );
  });
});
