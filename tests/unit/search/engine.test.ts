import {describe, expect, it} from 'vitest';

import {buildSearchIndex} from '../../../src/lib/search/build-index';
import {MAX_QUERY_CHARS, SearchEngine, termMatches} from '../../../src/lib/search/engine';
import {extractRecordsFromMdx} from '../../../src/lib/search/extract-mdx';
import {DEFAULT_PROFILE, withOverrides} from '../../../src/lib/search/profile';
import type {PageInfo} from '../../../src/lib/search/types';
import {sampleIndex} from '../../fixtures/search/corpus';

const engine = new SearchEngine(sampleIndex());
/** The terms of each alternative of a query's first word. */
const alternativesOf = (site: SearchEngine, query: string) =>
  site.parse(query).clauses[0].alternatives.map(({terms}) => terms);
/** The terms a query reads as typo corrections of what was typed. */
const typoTerms = (site: SearchEngine, query: string) =>
  new Set(
    site
      .parse(query)
      .clauses.flatMap(({alternatives, phrase}) =>
        alternatives
          .filter(({origin}) => origin === 'typo')
          .flatMap(({terms}) => terms.filter((term) => !phrase.includes(term))),
      ),
  );
/** How much each index term of a query counts. */
const weightOf = (site: SearchEngine, query: string, term: string) => site.lookups(site.parse(query)).get(term)?.weight;
const top = (query: string, count = 3) =>
  engine
    .search(query)
    .slice(0, count)
    .map(({section}) => `${section.url}${section.anchor ? `#${section.anchor}` : ''}`);

describe('SearchEngine ranking', () => {
  it('finds words with a typo', () => {
    expect(top('flodgate', 1)).toEqual(['/wiki/floodgate/']);
    expect(top('forwardign', 1)).toEqual(['/wiki/geyser/port-forwarding/']);
  });

  it('finds words typed without a space or only partly', () => {
    expect(top('portforward', 1)).toEqual(['/wiki/geyser/port-forwarding/']);
    expect(top('floodg', 1)).toEqual(['/wiki/floodgate/']);
  });

  it('finds config keys and permission nodes by their exact names', () => {
    expect(top('clone-remote-port', 1)).toEqual(['/wiki/geyser/fixing-unable-to-connect-to-world/#clone-remote-port']);
    expect(top('geyser.command.dump', 1)).toEqual(['/wiki/geyser/commands/']);
  });

  it('ranks a page title above a passing mention in body text', () => {
    expect(top('port forwarding')[0]).toBe('/wiki/geyser/port-forwarding/');
    expect(engine.search('port forwarding').findIndex(({section}) => section.url === '/blog/java-21/')).toBeGreaterThan(
      0,
    );
  });

  it('ranks sections with every word above those that miss one', () => {
    const hits = engine.search('docker publish');
    expect(hits[0].section.anchor).toBe('docker');
    expect(hits[0].matchedWords).toEqual(['docker', 'publish']);
    expect(hits.slice(1).every(({matchedWords}) => matchedWords.length < 2)).toBe(true);
  });

  it('falls back to the sections that match the most words', () => {
    const hits = engine.search('docker kubernetes');
    expect(hits.map(({section}) => section.anchor)).toEqual(['docker']);
    expect(hits[0].matchedWords).toEqual(['docker']);
  });

  it('lets a second page through before a long page repeats itself', () => {
    const pages = (count: number, url: string): PageInfo & {title: string} => ({
      url,
      title: `Page ${count}`,
      lvl0: 'Geyser',
      kind: 'doc',
      language: 'en',
      docusaurus_tag: 'docs-default-current',
    });
    const long = ['## One', '## Two', '## Three', '## Four']
      .map((heading) => `${heading}\n\nThe resource pack goes in the packs folder.`)
      .join('\n\n');
    const index = buildSearchIndex([
      {info: pages(1, '/long/'), records: extractRecordsFromMdx(long, pages(1, '/long/'))},
      {
        info: pages(2, '/short/'),
        records: extractRecordsFromMdx('Resource pack basics for the packs folder.', pages(2, '/short/')),
      },
    ]);
    const urls = new SearchEngine(index)
      .search('resource pack folder')
      .slice(0, 3)
      .map(({section}) => section.url);
    expect(urls).toContain('/short/');
  });

  const smallEngine = (
    pages: Array<{url: string; title: string; body: string; keywords?: string[]; lvl0?: string; categories?: string[]}>,
  ) =>
    new SearchEngine(
      buildSearchIndex(
        pages.map(({url, title, body, keywords, lvl0 = 'Geyser', categories}) => {
          const info = {url, title, lvl0, kind: 'doc' as const, language: 'en', keywords, categories};
          const page = {...info, docusaurus_tag: 'docs-default-current'};
          return {info: page, records: extractRecordsFromMdx(body, page)};
        }),
      ),
    );

  /** The clauses of `query` that a section must match, in order: what the content words are. */
  const requiredWords = (site: SearchEngine, query: string) =>
    site
      .parse(query)
      .clauses.filter(({required}) => required)
      .map(({word}) => word);

  it('finds a page by the sidebar categories it sits in, as a word above its text', () => {
    const site = smallEngine([
      {
        url: '/paper/',
        title: 'Geyser on Paper',
        body: 'Install the plugin on the Paper server.',
        categories: ['Setup', 'On your own machine'],
      },
      {
        url: '/hosts/',
        title: 'Hosting providers',
        body: 'Hosts with a Paper setup page, and hosts with a Paper setup wizard.',
      },
      {url: '/ports/', title: 'Ports', body: 'Open the port. See the setup notes for the machine.', categories: []},
    ]);
    expect(site.search('paper setup')[0].section.url).toBe('/paper/');
  });

  it('finds other forms of a word, below the form as typed', () => {
    const forms = smallEngine([
      {url: '/applied/', title: 'Applied settings', body: 'The settings are applied at start.'},
      {url: '/apply/', title: 'Apply a pack', body: 'Apply the pack on start.'},
      {url: '/other/', title: 'Something else', body: 'Nothing to see.'},
    ]);
    const urls = (query: string) => forms.search(query).map(({section}) => section.url);
    expect(urls('applying')).toEqual(expect.arrayContaining(['/applied/', '/apply/']));
    expect(urls('applying')).not.toContain('/other/');
    expect(urls('apply')[0]).toBe('/apply/');
    expect(urls('applied')[0]).toBe('/applied/');
  });

  it('prefers the project the reader names over the other one', () => {
    const projects = smallEngine([
      {url: '/floodgate/fabric/', lvl0: 'Floodgate', title: 'Fabric mod', body: 'The Fabric mod works with Geyser.'},
      {url: '/geyser/modded/', title: 'Modded servers', body: 'Geyser is a Fabric mod.'},
    ]);
    const urls = (query: string) => projects.search(query).map(({section}) => section.url);
    expect(urls('fabric mod')[0]).toBe('/floodgate/fabric/');
    expect(urls('geyser fabric mod')[0]).toBe('/geyser/modded/');
    expect(urls('gesyer fabric mod')[0]).toBe('/geyser/modded/');
  });

  /** Pages on other topics, so that the words a test is about are not in every section. */
  const unrelated = (count: number, body?: string) =>
    Array.from({length: count}, (_, i) => ({
      url: `/unrelated-${i}/`,
      title: `Topic ${i}`,
      body: body ?? `Text number ${i}.`,
    }));

  it('lets words that link the clauses of a long title only break ties', () => {
    const titles = smallEngine([
      {
        url: '/packs/',
        title: 'Require resource packs',
        body: 'Players are forced to accept packs while the integrated pack is on.',
      },
      {url: '/limits/', title: 'Limits', body: 'The limit stays disabled despite being set.'},
      ...unrelated(7),
    ]);
    // "despite" and "being" are the rarest words of the title; they must not outweigh what it is about.
    expect(titles.search('packs forced despite being disabled')[0]?.section.url).toBe('/packs/');
  });

  it('lets a long question miss its common words, never the rare word that names the topic', () => {
    const filler = ['Paper', 'Velocity', 'Fabric', 'Standalone', 'Docker', 'Playit'].map((name) => ({
      url: `/${name.toLowerCase()}/`,
      title: `Running on ${name}`,
      body: `Players unable to connect while the server is running on ${name}: check the connection.`,
    }));
    const site = smallEngine([
      ...filler,
      ...unrelated(20),
      {url: '/oracle/', title: 'Oracle Cloud', body: 'Open UDP port 19132 in the security list of the VCN.'},
    ]);
    const parsed = site.parse('unable to connect while running on oracle');
    const rarity = (word: string) => parsed.rarity.get(parsed.clauses.find((clause) => clause.word === word)!);
    expect(rarity('oracle')).toBe(1);
    expect(rarity('running')).toBeLessThan(0.6);
    // Every other section has "unable", "connect" and "running"; only one names Oracle, and it stays listed.
    expect(site.search('unable to connect while running on oracle').map(({section}) => section.url)).toContain(
      '/oracle/',
    );
  });

  it('finds a Java class pasted with its package by the class name a page writes', () => {
    const site = smallEngine([
      {url: '/api/', title: 'Floodgate API', body: 'Without Floodgate the JVM throws `NoClassDefFoundError` at start.'},
      {url: '/other/', title: 'Java versions', body: 'Java 21 or newer; java.lang is where the JVM keeps its classes.'},
    ]);
    expect(site.search('java.lang.NoClassDefFoundError')[0]?.section.url).toBe('/api/');
    // A dotted name that is not a Java class keeps its parts: "geyser.command.dump" is not just "dump".
    expect(alternativesOf(site, 'geyser.command.dump')).not.toContainEqual(['dump']);
  });

  it('reads a word the site has in another form as that word, not as a typo of a neighbour', () => {
    const site = smallEngine([
      {url: '/locating/', title: 'Stuck on Locating server', body: 'The client shows Locating server and stops.'},
      {url: '/locale/', title: 'Locale files', body: 'The locale folder of the server holds the language files.'},
    ]);
    expect(typoTerms(site, 'locate').size).toBe(0);
    expect(site.search('locate server').map(({section}) => section.url)).toEqual(['/locating/']);
  });

  it('finds a name the site writes with a hyphen when it is typed as one word', () => {
    const site = smallEngine([
      {url: '/faq/', title: 'FAQ', body: 'Marketplace worlds and add-ons do nothing on a Java server.'},
      {url: '/other/', title: 'Adding packs', body: 'Add a pack on start.'},
    ]);
    expect(site.search('addons')[0]?.section.url).toBe('/faq/');
  });

  it("counts a page's keyword phrase that the query covers like a covered title", () => {
    // Two pages alike but for how their keywords are grouped: the words are the same, the phrase is not.
    const page = {title: 'Sending packs', body: 'Drop an mcpack file into the folder and restart.'};
    const site = smallEngine([
      {url: '/words/', ...page, keywords: ['resource', 'packs']},
      {url: '/phrase/', ...page, keywords: ['resource packs']},
      ...unrelated(6),
    ]);
    const hits = site.search('resource packs');
    expect(hits[0]?.section.url).toBe('/phrase/');
    expect(hits[0].score).toBeGreaterThan(hits[1].score * 1.1);
  });

  it('lets greetings, issue-title labels and "located" only break ties', () => {
    const site = smallEngine([
      {url: '/config/', title: 'Config', body: 'Where the config file is. A question about it.'},
      ...unrelated(8),
    ]);
    expect(requiredWords(site, 'hello, where is the config file located')).toEqual(['config', 'file']);
    expect(requiredWords(site, 'Question: where is the config file?')).toEqual(['config', 'file']);
  });

  it('lets feature-request openers and verbs of seeing and reporting only break ties', () => {
    const site = smallEngine([
      {url: '/list/', title: 'List command', body: 'Shows which players are online.'},
      {url: '/see/', title: 'What players see', body: 'Players see a command menu; they seem to complain.'},
      ...unrelated(8),
    ]);
    expect(requiredWords(site, 'Ability to see online players with a command')).toEqual(['online', 'command']);
    expect(requiredWords(site, 'players complain they cannot seem to see the list')).toEqual(['list']);
    expect(site.search('a command to see the online players')[0]?.section.url).toBe('/list/');
  });

  it('lets the change a reader asks for, and the wrapping of a feature request, only break ties', () => {
    const site = smallEngine([
      {url: '/port/', title: 'Port', body: 'The port Bedrock players connect to.'},
      {url: '/skulls/', title: 'Custom skulls', body: 'Player heads with custom textures.'},
      {
        url: '/changes/',
        title: 'What changed',
        body: 'Changes, options and support: enable, disable, add, turn, allow.',
      },
      ...unrelated(8),
    ]);
    expect(requiredWords(site, 'how to change the port')).toEqual(['port']);
    expect(requiredWords(site, 'Add an option to disable custom skulls')).toEqual(['custom', 'skulls']);
    expect(requiredWords(site, 'Support for turning off skulls')).toEqual(['turning', 'off', 'skulls']);
    expect(site.search('change port')[0]?.section.url).toBe('/port/');
  });

  it('never takes a product word for another form of a typed word ("edit" is not "edition")', () => {
    const forms = smallEngine([
      {url: '/editions/', title: 'Bedrock Edition and Java Edition', body: 'Both editions can play together.'},
      {url: '/editor/', title: 'Config editor', body: 'Edit the config in the browser.'},
    ]);
    const urls = (query: string) => forms.search(query).map(({section}) => section.url);
    expect(urls('edit config')).toEqual(['/editor/']);
    expect(urls('edition')).toEqual(['/editions/']);
  });
  it('answers with the section, not the top of the page, when only the keywords matched there', () => {
    const faq = smallEngine([
      {
        url: '/faq/',
        title: 'FAQ',
        keywords: ['SRV record'],
        body: 'Answers to questions.\n\n## Can I use a domain name? {#domain}\n\nBedrock never reads SRV records.\n\n## Other {#other}\n\nMore text.',
      },
    ]);
    expect(faq.search('srv record')[0].section.anchor).toBe('domain');
    // A page found by its own title stays first.
    expect(faq.search('faq')[0].section.anchor).toBe('');
  });

  it('answers with the section whose heading names more of the query than the page title does', () => {
    const guide = smallEngine([
      {
        url: '/port-forwarding/',
        title: 'Port forwarding',
        body: 'Open the UDP port on your router, in Docker or in your panel.\n\n## Routers {#routers}\n\nOpen the port on the router.\n\n## Docker {#docker}\n\nPublish the UDP port with `-p 19132:19132/udp`.\n\n## Panels {#panels}\n\nAsk the host.',
      },
    ]);
    expect(guide.search('docker udp port')[0].section.anchor).toBe('docker');
    // The title names as much of the query as any heading: the page's top stays first.
    expect(guide.search('udp port forwarding')[0].section.anchor).toBe('');
    // Never a section that lacks a word the top has: "panel" is in the top's text, not in Docker's.
    expect(guide.search('docker panel')[0].section.anchor).toBe('');
  });

  it('counts a heading word the reader has only begun as covered in part (a title of product words too)', () => {
    const site = smallEngine([
      {
        url: '/geyser/',
        title: 'Geyser',
        body: 'Geyser lets Bedrock players join Java servers. What Geyser translates, and where to start with Geyser.',
      },
      {
        url: '/optional-pack/',
        title: 'GeyserOptionalPack',
        body: 'A resource pack for Geyser that shows more Java features to Bedrock players.',
      },
      ...unrelated(6, 'Ports, packs and Geyser players.'),
    ]);
    const urls = site.search('geyser').map(({section}) => section.url);
    // "Geyser" names the first page in full; it only begins the second one's name.
    expect(urls.indexOf('/geyser/')).toBeLessThan(urls.indexOf('/optional-pack/'));
    // A name typed in full still finds its own page.
    expect(site.search('geyseroptionalpack')[0]?.section.url).toBe('/optional-pack/');
  });

  it('counts several other forms of a word as one match, not one each', () => {
    const others = unrelated(6, 'Ports, packs, players; downloading, downloaded and downloads.');
    const score = (body: string) =>
      smallEngine([
        {url: '/logs/', title: 'Logs', body},
        {url: '/builds/', title: 'Builds', body: 'Download the newest build here.'},
        ...others,
      ])
        .search('download')
        .find(({section}) => section.url === '/logs/')?.score ?? 0;
    const oneForm = score('The download of the files: downloading, uploaded, uploads.');
    const threeForms = score('The download of the files: downloading, downloaded, downloads.');
    expect(oneForm).toBeGreaterThan(0);
    // Each form counted on its own made this 2.8 times as much.
    expect(threeForms / oneForm).toBeLessThan(1.5);
  });

  it('reads a section heading under its page title when choosing it over the top of the page', () => {
    const guide = smallEngine([
      {
        url: '/custom-waypoints/',
        title: 'Custom waypoints',
        body: 'Custom waypoint styles on the locator bar, drawn with textures from the resource pack.\n\n## API {#api}\n\nRegister a custom waypoint style; its textures come from the pack.\n\n## Textures {#textures}\n\nWhere each custom waypoint texture goes.\n\n## Errors {#errors}\n\nA style without textures is skipped.',
      },
      ...unrelated(6, 'Block textures, item textures and a resource pack for the server.'),
    ]);
    // "Custom waypoints › Textures" names every word; the title alone names two of three.
    expect(guide.search('custom waypoint textures')[0].section.anchor).toBe('textures');
    expect(guide.search('custom waypoint')[0].section.anchor).toBe('');
  });

  it('answers a query the same whether its words were typed letter by letter or pasted', () => {
    const typed = new SearchEngine(sampleIndex());
    const fresh = () => new SearchEngine(sampleIndex());
    const ranking = (searcher: SearchEngine, query: string) =>
      searcher.search(query).map(({section, score, matchedWords}) => [section.id, score.toFixed(6), matchedWords]);
    for (const query of ['port forwarding', 'flodgate key', 'docker publish port', 'clone-remote-port']) {
      for (let length = 1; length < query.length; length += 1) {
        typed.search(query.slice(0, length));
      }
      expect(ranking(typed, query), query).toEqual(ranking(fresh(), query));
    }
  });

  it('puts the section that has a pasted message word for word first', () => {
    const pasted = smallEngine([
      {
        url: '/proxy/',
        title: 'Proxy',
        body: 'Players connect through the proxy. Please keep the official key private; it is what the proxy checks. '.repeat(
          3,
        ),
      },
      {
        url: '/errors/',
        title: 'Errors',
        body: 'Intro.\n\n## Key errors {#key}\n\nThe kick message Please connect through the official Geyser means the key differs.',
      },
    ]);
    expect(pasted.search('Please connect through the official Geyser')[0].section.url).toBe('/errors/');
  });

  it('matches terms as typed or by prefix; typos reach the index only as the words they mean', () => {
    expect(termMatches('forw', 'forwarding')).toBe(true);
    expect(termMatches('port', 'port')).toBe(true);
    expect(termMatches('flodgate', 'floodgate')).toBe(false);
    expect(termMatches('port', 'post')).toBe(false);
    expect(termMatches('19132', '19133')).toBe(false);
    expect(typoTerms(engine, 'flodgate').has('floodgate')).toBe(true);
  });

  it('bounds the work a hostile query can cause (issue #20, item 8)', () => {
    // The typo readings of a word grow with its length: a word over the limit gets none.
    const limits = {...DEFAULT_PROFILE.limits, correctionMaxChars: 'flodgate'.length - 1};
    const capped = new SearchEngine(sampleIndex(), undefined, {profile: withOverrides({limits})});
    expect(typoTerms(capped, 'flodgate').size).toBe(0);

    const parsed = engine.parse(`${'x'.repeat(100_000)} ${'word '.repeat(5_000)}`);
    expect(parsed.terms.every((term) => term.length <= MAX_QUERY_CHARS)).toBe(true);
    expect(parsed.terms.join(' ').length).toBeLessThanOrEqual(MAX_QUERY_CHARS);
    expect(engine.parse('y'.repeat(100_000)).terms[0].length).toBeLessThan(100);
    // The cut query still finds what its first words ask for.
    expect(top(`flodgate ${'z'.repeat(100_000)}`, 1)).toEqual(['/wiki/floodgate/']);
  });

  describe('reader phrasing (issue #16)', () => {
    const doc = (url: string, title: string, mdx: string, extra: Partial<PageInfo> = {}) => {
      const info: PageInfo & {title: string} = {
        url,
        title,
        lvl0: 'Geyser',
        kind: 'doc',
        language: 'en',
        docusaurus_tag: 'docs-default-current',
        ...extra,
      };
      return {info, records: extractRecordsFromMdx(mdx, info)};
    };
    const site = new SearchEngine(
      buildSearchIndex([
        doc(
          '/wiki/consoles/',
          'Using Geyser with consoles',
          'Xbox, PlayStation and Switch players join through a DNS trick.',
        ),
        doc(
          '/wiki/setup/',
          'Setting up Floodgate',
          'Copy key.pem to every server.\n\n## Links\n\nThe key file must match.',
        ),
        doc('/wiki/pack/', 'GeyserOptionalPack', 'A resource pack that fixes entity models.'),
        doc('/wiki/items/', 'Custom items', 'Items with their own textures, defined in a mappings file.'),
        doc(
          '/wiki/unable/',
          'Fixing "Unable to connect to world"',
          'Check the UDP port when Bedrock players cannot join.',
          {keywords: ['cannot connect']},
        ),
        doc('/wiki/api/get-skin/', 'Get a skin', 'Returns the skin texture of a Bedrock player.', {kind: 'api'}),
        doc('/wiki/skins/', 'Skins', 'Bedrock skins are uploaded so Java players see them.'),
      ]),
    );
    const first = (query: string) => site.search(query)[0]?.section.url;

    it('reads a swapped pair of letters as one typo', () => {
      expect(first('custom itmes')).toBe('/wiki/items/');
      expect(typoTerms(site, 'itmes').has('item')).toBe(true);
    });

    it('reads a dropped, doubled or changed letter as one typo, and tries joined names with the reading', () => {
      expect(site.parse('optinal').clauses[0].reading).toBe('optional');
      expect(typoTerms(site, 'opttional').has('optional')).toBe(true);
      expect(typoTerms(site, 'optiomal').has('optional')).toBe(true);
      // "optinal pack" reads as "optional pack", which the site writes as one name.
      expect(alternativesOf(site, 'optinal pack')).toContainEqual(['geyseroptionalpack']);
      expect(first('optinal pack')).toBe('/wiki/pack/');
    });

    it('reads a short misspelt plural as typed, not by its stem ("skns" is not "skn")', () => {
      expect(typoTerms(site, 'skns').has('skin')).toBe(true);
      expect(first('skns')).toBe('/wiki/skins/');
      // A plural typed correctly is its singular and nothing else: no typo readings of the plural as typed.
      expect(alternativesOf(site, 'skins')).toEqual([['skin']]);
      expect(alternativesOf(site, 'items')).toEqual([['item']]);
    });

    it('never lets a word that matches nothing empty the results', () => {
      // "wehre" is a misspelt stop word that no section has; "bedrock", a product word that only ranks, then
      // decides alone instead of the query finding nothing.
      const hits = site.search('wehre bedrock');
      expect(hits.length).toBeGreaterThan(0);
      expect(hits.every(({matchedWords}) => matchedWords.includes('bedrock') && !matchedWords.includes('wehre'))).toBe(
        true,
      );
    });

    it('joins two everyday words only when they are not both common', () => {
      const api = new SearchEngine(
        buildSearchIndex([
          doc('/wiki/api/', 'Floodgate API', 'Call getPlayer to get the BedrockPlayer.'),
          doc('/wiki/kicks/', 'Players kicked', 'Bedrock players are kicked after a timeout.'),
        ]),
      );
      // "bedrock" and "player" are product words: the reader's phrase, not the API class.
      expect(api.parse('bedrock players').terms).not.toContain('bedrockplayer');
      expect(api.search('bedrock players kicked')[0]?.section.url).toBe('/wiki/kicks/');
    });

    it('never typo-matches a word the index has as typed', () => {
      // "items" exists, so "itme" neighbours are not tried for it and "items" is not a typo.
      expect(typoTerms(site, 'items').size).toBe(0);
      expect(site.search('items').every(({matchedWords}) => matchedWords.includes('items'))).toBe(true);
    });

    it('reads a misspelt part of a joined name as a typo of the name ("reprot.txt" is report.txt)', () => {
      const files = new SearchEngine(
        buildSearchIndex([
          doc('/wiki/convert/', 'Converting a pack', 'Open report.txt first: it lists every problem.'),
          doc('/wiki/reports/', 'Bug reports', 'Send a report with the log attached.'),
        ]),
      );
      expect(alternativesOf(files, 'reprot.txt')).toContainEqual(['report', 'txt']);
      expect(alternativesOf(files, 'reprot.txt')).toContainEqual(['report.txt']);
      expect(typoTerms(files, 'reprot.txt').has('report')).toBe(true);
      expect(typoTerms(files, 'reprot.txt').has('report.txt')).toBe(true);
      expect(files.search('reprot.txt')[0]?.section.url).toBe('/wiki/convert/');
      // A name whose parts are all spelt right gets no typo reading, even when the site lacks the name.
      expect(typoTerms(files, 'report.log').size).toBe(0);
    });

    it('matches a joined name typed apart, and a CamelCase name by its parts', () => {
      expect(first('key pem')).toBe('/wiki/setup/');
      expect(first('optional pack')).toBe('/wiki/pack/');
    });

    it('finds the site word for a reader word from src/data/synonyms.ts', () => {
      expect(first('ps5')).toBe('/wiki/consoles/');
      expect(first('nintendo switch')).toBe('/wiki/consoles/');
    });

    it('keeps question words and product names from deciding', () => {
      const parsed = site.parse('how do i know if a player is on bedrock skin');
      expect(parsed.clauses.map(({word}) => word)).toEqual(['know', 'player', 'bedrock', 'skin']);
      expect(parsed.clauses.filter(({required}) => required).map(({word}) => word)).toEqual(['skin']);
      const query = 'how do i know if a player is on bedrock skin';
      expect(weightOf(site, query, 'know')).toBeLessThan(weightOf(site, query, 'bedrock') ?? 0);
      expect(weightOf(site, query, 'bedrock')).toBeLessThan(weightOf(site, query, 'skin') ?? 0);
      expect(site.parse('bedrock skin').clauses.map(({word, required}) => [word, required])).toEqual([
        ['bedrock', false],
        ['skin', true],
      ]);
    });

    it('ranks a guide above an API operation page for words both use', () => {
      expect(first('bedrock skins')).toBe('/wiki/skins/');
    });

    it('lets a section that lacks one word of a longer question still rank', () => {
      expect(site.search('cannot connect explained').map(({section}) => section.url)).toContain('/wiki/unable/');
    });

    it('prefers the section with a frequent word the reader typed, while not requiring it', () => {
      const filler = ['Port forwarding', 'Custom items', 'Skins', 'Forms', 'Commands', 'Tunnels', 'Packs', 'Events'];
      const frequent = new SearchEngine(
        buildSearchIndex([
          doc(
            '/wiki/config/',
            'Settings',
            'Intro.\n\n## Config {#config}\n\nThe config file and every option in the config.',
          ),
          doc(
            '/wiki/floodgate/',
            'Setting up Floodgate',
            'Install Floodgate.\n\n## Config reference {#config-reference}\n\nEvery option.',
          ),
          doc('/wiki/linking/', 'Floodgate linking', 'Floodgate links accounts.'),
          doc('/wiki/floodgate-skins/', 'Floodgate skins', 'Floodgate uploads skins.'),
          ...filler.map((title, i) => doc(`/wiki/filler-${i}/`, title, `${title} for Bedrock players.`)),
        ]),
      );
      const parsed = frequent.parse('floodgate config explained');
      expect(parsed.clauses.map(({word, required, frequent: isFrequent}) => [word, required, isFrequent])).toEqual([
        ['floodgate', false, true],
        ['config', true, false],
        ['explained', false, false],
      ]);
      expect(frequent.parse('bedrock config').clauses[0]).toMatchObject({word: 'bedrock', frequent: false});
      // Without the word, the shorter, denser "Config" section would win; with it, Floodgate's does.
      const urls = frequent.search('floodgate config').map(({section}) => section.url);
      expect(urls.slice(0, 2)).toEqual(['/wiki/floodgate/', '/wiki/config/']);
    });
  });
});
