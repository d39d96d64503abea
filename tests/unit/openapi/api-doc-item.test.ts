import {createElement as h, type ComponentType} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';

vi.mock('@docusaurus/useBaseUrl', () => ({default: (url: string) => url}));
vi.mock('@docusaurus/useGlobalData', () => ({usePluginData: () => ({stylesheet: '/api.css'})}));
vi.mock('@theme/ApiItem', () => ({default: () => null}));

const {memoisedContent} = await import('../../../src/plugins/openapi/ApiDocItem');

/** The data the docs plugin attaches to an MDX page component. */
const FIELDS = {
  metadata: {id: 'downloads.geysermc.org/get-build', title: 'Get one build'},
  frontMatter: {api: 'eJy…', info_path: 'wiki/api/downloads.geysermc.org/downloads-api'},
  toc: [{id: 'request', value: 'Request', level: 2}],
  assets: {},
  contentTitle: 'Get one build',
};

/** An MDX page component as the docs plugin hands it to a page: a function with its data as fields. */
function page(): ComponentType & typeof FIELDS {
  const Content: ComponentType = () => h('p', null, 'Returns one build.');
  return Object.assign(Content, FIELDS);
}

describe('ApiDocItem: the page content handed to the theme', () => {
  it('is a memoised copy of the content, so a re-render of the theme page stops there', () => {
    const content = page();
    const copy = memoisedContent(content as never) as unknown as {$$typeof: symbol; type: unknown};
    expect(copy.$$typeof).toBe(Symbol.for('react.memo'));
    expect(copy.type).toBe(content);
  });

  it('keeps every field the theme and the docs plugin read from the content', () => {
    const content = page();
    const copy = memoisedContent(content as never) as unknown as Record<string, unknown>;
    for (const field of Object.keys(FIELDS) as (keyof typeof FIELDS)[]) {
      expect(copy[field], field).toBe(content[field]);
    }
  });

  it('renders what the content renders', () => {
    const content = page();
    const copy = memoisedContent(content as never) as unknown as ComponentType;
    expect(renderToStaticMarkup(h(copy))).toBe(renderToStaticMarkup(h(content)));
  });
});
