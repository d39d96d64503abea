import {describe, expect, it} from 'vitest';

import {parseOldAnchors} from '../../../src/lib/content/old-anchors';
import rehypeOldAnchors from '../../../src/plugins/old-anchors';

describe('parseOldAnchors', () => {
  it('reads a mapping of old anchor to heading id', () => {
    expect(parseOldAnchors({'whitelist-command': 'whitelisting-bedrock-players', old_1: '#new.2'})).toEqual({
      anchors: [
        {from: 'whitelist-command', to: 'whitelisting-bedrock-players'},
        {from: 'old_1', to: 'new.2'},
      ],
      errors: [],
    });
    expect(parseOldAnchors(undefined)).toEqual({anchors: [], errors: []});
  });

  it('says what is wrong with a malformed value', () => {
    expect(parseOldAnchors(['whitelist-command']).errors).toEqual([
      'old_anchors must be a mapping of old anchor to the id of a heading on this page',
    ]);
    expect(parseOldAnchors({'has space': 'x', ok: 12, same: 'same'}).errors).toEqual([
      'old_anchors: "has space" is not an anchor (letters, digits, "-", "_" and "." only)',
      'old_anchors.ok must be the id of a heading on this page, got 12',
      'old_anchors.same points to itself; a heading with that id needs no old anchor',
    ]);
  });
});

type Node = {type: string; tagName?: string; properties?: Record<string, unknown>; children?: Node[]};

const heading = (tagName: string, id: string): Node => ({type: 'element', tagName, properties: {id}, children: []});
const paragraph = (): Node => ({type: 'element', tagName: 'p', properties: {}, children: []});

function run(tree: Node, oldAnchors: unknown): Node {
  rehypeOldAnchors()(tree, {path: 'wiki/page.mdx', data: {frontMatter: {old_anchors: oldAnchors}}});
  return tree;
}

describe('rehypeOldAnchors', () => {
  it('puts an empty target before the heading, also inside tabs and admonitions', () => {
    const nested: Node = {type: 'mdxJsxFlowElement', children: [paragraph(), heading('h3', 'inside')]};
    const tree = run(
      {type: 'root', children: [paragraph(), heading('h2', 'new-name'), nested]},
      {
        'old-name': 'new-name',
        'older-name': 'new-name',
        'old-inside': 'inside',
      },
    );
    const target = (id: string): Node => ({
      type: 'element',
      tagName: 'span',
      properties: {id, className: ['old-anchor']},
      children: [],
    });
    expect(tree.children).toEqual([
      paragraph(),
      target('old-name'),
      target('older-name'),
      heading('h2', 'new-name'),
      {type: 'mdxJsxFlowElement', children: [paragraph(), target('old-inside'), heading('h3', 'inside')]},
    ]);
  });

  it('fails the build for a heading the file lacks, an id the page has, or a malformed entry', () => {
    const tree = (): Node => ({
      type: 'root',
      children: [heading('h2', 'here'), {...paragraph(), properties: {id: 'box'}}],
    });
    expect(() => run(tree(), {old: 'gone'})).toThrow(
      'wiki/page.mdx: old_anchors.old points to #gone, which no heading of this file has',
    );
    expect(() => run(tree(), {old: 'box'})).toThrow('which no heading of this file has');
    expect(() => run(tree(), {box: 'here'})).toThrow('wiki/page.mdx: old_anchors.box is already an id on this page');
    expect(() => run(tree(), 'old')).toThrow('old_anchors must be a mapping');
  });

  it('leaves pages without old anchors alone', () => {
    const tree: Node = {type: 'root', children: [heading('h2', 'here')]};
    expect(run(structuredClone(tree), undefined)).toEqual(tree);
  });
});
