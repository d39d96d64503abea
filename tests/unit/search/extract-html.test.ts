import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {extractRecordsFromHtml} from '../../../src/lib/search/extract-html';
import type {PageInfo} from '../../../src/lib/search/types';

const fixtures = path.join(__dirname, '..', '..', 'fixtures', 'search');
const read = (name: string) => fs.readFileSync(path.join(fixtures, name), 'utf8');

const docPage: PageInfo = {
  url: '/wiki/geyser/opening-the-port/',
  lvl0: 'Geyser',
  kind: 'doc',
  language: 'xx',
  docusaurus_tag: 'guess',
};

describe('extractRecordsFromHtml on a built doc page', () => {
  const records = extractRecordsFromHtml(read('doc-page.html'), docPage);
  const contents = records.filter((record) => record.type === 'content').map((record) => record.content);

  it('starts with the page title as the lvl1 record', () => {
    expect(records[0]).toEqual({
      url: '/wiki/geyser/opening-the-port/',
      url_without_anchor: '/wiki/geyser/opening-the-port/',
      anchor: null,
      type: 'lvl1',
      content: null,
      hierarchy: {
        lvl0: 'Geyser',
        lvl1: 'Opening the Bedrock port',
        lvl2: null,
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
      language: 'en',
      docusaurus_tag: 'docs-default-current',
    });
  });

  it('takes language and docusaurus_tag from the docsearch meta tags', () => {
    expect(new Set(records.map((record) => `${record.language}/${record.docusaurus_tag}`))).toEqual(
      new Set(['en/docs-default-current']),
    );
  });

  it('records headings with their anchors and a hierarchy that resets deeper levels', () => {
    const headings = records.filter((record) => record.type !== 'content' && record.type !== 'lvl1');
    expect(headings.map((record) => [record.type, record.url, record.hierarchy.lvl2, record.hierarchy.lvl3])).toEqual([
      ['lvl2', '/wiki/geyser/opening-the-port/#router', 'Forward the port on your router', null],
      [
        'lvl3',
        '/wiki/geyser/opening-the-port/#check-from-outside',
        'Forward the port on your router',
        'Check from outside',
      ],
      ['lvl2', '/wiki/geyser/opening-the-port/#docker', 'Docker', null],
    ]);
  });

  it('reads paragraphs, list items, table rows, code and definitions in page order', () => {
    expect(contents).toEqual([
      'Bedrock clients talk UDP. The default port is 19132, set by bedrock.port.',
      'Setting · Default',
      'bedrock.port · 19132',
      'clone-remote-port · false',
      'Rented servers pick the port for you.',
      "Open the router's admin page & add a rule.",
      'Pick UDP as the protocol.',
      'Enter the local address:',
      'IPv4 only',
      'Run ipconfig in a terminal.',
      'Run ip addr in a terminal.',
      'Started Geyser on UDP port 19132 Done (2.1s)!',
      'Port checker',
      'Works only for TCP, so it cannot test Bedrock.',
      'Publish the port with -p 19132:19132/udp.',
    ]);
  });

  it('files content under the nearest heading', () => {
    const dockerText = records.find((record) => record.content?.startsWith('Publish the port'));
    expect(dockerText).toMatchObject({anchor: 'docker', url: '/wiki/geyser/opening-the-port/#docker'});
    expect(dockerText?.hierarchy.lvl2).toBe('Docker');
    const intro = records.find((record) => record.content?.startsWith('Bedrock clients'));
    expect(intro).toMatchObject({anchor: null, url: '/wiki/geyser/opening-the-port/'});
  });

  it('leaves out navigation, tab labels, admonition labels, heading links, buttons, footers and scripts', () => {
    const text = records
      .map((record) => `${record.content ?? ''} ${Object.values(record.hierarchy).join(' ')}`)
      .join(' ');
    for (const chrome of [
      'Sidebar link',
      'Networking',
      'Version: Next',
      'On this page',
      'Windows',
      'Linux',
      'tip',
      'Copy',
      'console',
      'Edit this page',
      'Next page',
      'Copyright',
      'not content',
      '\u200b',
    ]) {
      expect(text, chrome).not.toContain(chrome);
    }
  });

  it('shortens long code blocks', () => {
    const longCode = `<article><div class=markdown><h1>T</h1><pre><code>${'word '.repeat(400)}</code></pre></div></article>`;
    const [, code] = extractRecordsFromHtml(longCode, docPage);
    expect(code.content?.length).toBeLessThanOrEqual(502);
    expect(code.content?.endsWith(' …')).toBe(true);
  });

  it('returns nothing for a page without a title', () => {
    expect(extractRecordsFromHtml('<html><body><p>Hello</p></body></html>', docPage)).toEqual([]);
  });
});

describe('extractRecordsFromHtml on a blog post', () => {
  const records = extractRecordsFromHtml(read('blog-post.html'), {
    url: '/blog/java-21/',
    lvl0: 'Blog',
    kind: 'blog',
    language: 'en',
    docusaurus_tag: 'default',
  });

  it('uses the post title and body, not its date, authors or tags', () => {
    expect(
      records.map((record) => [record.type, record.hierarchy.lvl1, record.hierarchy.lvl2, record.content]),
    ).toEqual([
      ['lvl1', 'Geyser moves to Java 21', null, null],
      ['content', 'Geyser moves to Java 21', null, 'From this release on, servers need Java 21.'],
      ['lvl2', 'Geyser moves to Java 21', 'Why the change', null],
      ['content', 'Geyser moves to Java 21', 'Why the change', 'Minecraft itself requires it.'],
    ]);
    expect(records.every((record) => record.docusaurus_tag === 'default')).toBe(true);
  });
});
