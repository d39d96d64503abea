import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {extractRecordsFromMdx, inlineText} from '../../../src/lib/search/extract-mdx';

const fixtures = path.join(__dirname, '..', '..', 'fixtures', 'search');
const pagePath = path.join(fixtures, 'page.mdx');

const page = {
  url: '/wiki/geyser/opening-the-port/',
  title: 'Opening the Bedrock port',
  lvl0: 'Geyser',
  kind: 'doc' as const,
  language: 'en',
  docusaurus_tag: 'docs-default-current',
  sourcePath: pagePath,
};

const readImport = (specifier: string, importerId: string) => {
  const file = path.resolve(path.dirname(importerId), specifier);
  return {text: fs.readFileSync(file, 'utf8'), id: file};
};

describe('extractRecordsFromMdx (the dev server index)', () => {
  const records = extractRecordsFromMdx(fs.readFileSync(pagePath, 'utf8'), page, readImport);

  it('gives headings the ids Docusaurus gives them: explicit ids, both comment forms, numbered repeats', () => {
    const headings = records.filter((record) => record.type !== 'content');
    expect(
      headings.map((record) => [record.type, record.anchor, record.hierarchy.lvl2, record.hierarchy.lvl3]),
    ).toEqual([
      ['lvl1', null, null, null],
      ['lvl2', 'forward-the-port-on-your-router', 'Forward the port on your router', null],
      ['lvl3', 'outside', 'Forward the port on your router', 'Check from outside'],
      ['lvl2', 'forward-the-port-on-your-router-1', 'Forward the port on your router', null],
      ['lvl2', 'containers', 'Docker', null],
      // Partials are separate documents: their ids are counted on their own.
      ['lvl2', 'shared-step', 'Shared step', null],
      ['lvl2', 'errors', '"Unable to connect" & other errors', null],
    ]);
  });

  it('reads the text a reader sees, in order, without imports, comments, JSX tags or admonition fences', () => {
    expect(records.filter((record) => record.type === 'content').map((record) => record.content)).toEqual([
      'Bedrock clients talk UDP. The default port is 19132, set by bedrock.port.',
      'Setting · Default',
      'bedrock.port · 19132',
      'a|b · none',
      'Rented servers pick the port for you.',
      "Open the router's admin page & add a rule that spans two lines.",
      'Pick UDP as the protocol.',
      'Enter the local address:',
      'IPv4 only',
      'Run ipconfig in a terminal.',
      'Started Geyser on UDP port 19132',
      'A second heading with the same text gets a numbered id.',
      'Publish the port with -p 19132:19132/udp.',
      'See the Ctrl key.',
    ]);
  });

  it('files text under its section', () => {
    const shared = records.find((record) => record.content?.startsWith('Publish'));
    expect(shared).toMatchObject({anchor: 'shared-step', url: '/wiki/geyser/opening-the-port/#shared-step'});
  });

  it('skips partials it cannot read and never loops on a partial that imports itself', () => {
    const looping = "import Self from './self.mdx';\n\nText.\n\n<Self />\n";
    const self = (): {text: string; id: string} => ({text: looping, id: '/self.mdx'});
    const result = extractRecordsFromMdx(looping, {...page, sourcePath: '/self.mdx'}, self);
    expect(result.filter((record) => record.type === 'content').map((record) => record.content)).toEqual(['Text.']);
    expect(extractRecordsFromMdx(looping, page)).toHaveLength(2);
  });
});

describe('inlineText', () => {
  it('keeps inline code verbatim and drops Markdown syntax around text', () => {
    expect(inlineText('Set `auth_type` to **floodgate** in _config.yml_, see [the guide](/x/) ~~old~~')).toBe(
      'Set auth_type to floodgate in config.yml, see the guide old',
    );
    expect(inlineText('Escaped \\{braces\\} and \\<tags&gt; and `a*b*c`')).toBe(
      'Escaped {braces} and <tags> and a*b*c',
    );
  });
});
