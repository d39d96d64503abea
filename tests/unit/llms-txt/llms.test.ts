import {describe, expect, it} from 'vitest';

import {llmsFullTxt, llmsTxt, markdownDocument, markdownPath, type LlmsPage} from '../../../src/lib/llms-txt/llms';

const site = {title: 'GeyserMC', tagline: 'Crossplay for Minecraft.', url: 'https://geysermc.org'};

describe('markdownPath', () => {
  it('puts the copy beside the page, ending in .md', () => {
    expect(markdownPath('/wiki/geyser/setup/')).toBe('/wiki/geyser/setup.md');
    expect(markdownPath('/wiki/geyser/setup')).toBe('/wiki/geyser/setup.md');
    expect(markdownPath('/')).toBe('/index.md');
    expect(markdownPath('/download/?project=geyser')).toBe('/download.md');
  });
});

describe('llmsTxt', () => {
  const pages: LlmsPage[] = [
    {url: '/blog/post/', title: 'A post', description: 'News.', section: 'Blog'},
    {url: '/wiki/geyser/setup/', title: 'Setup', description: 'Install\n Geyser.', section: 'Geyser'},
    {url: '/wiki/floodgate/', title: 'Floodgate [intro]', description: '', section: 'Floodgate'},
  ];

  it('lists every page once, under its section, in the order asked', () => {
    const text = llmsTxt(site, pages, ['Geyser', 'Floodgate']);
    expect(text.startsWith('# GeyserMC\n\n> Crossplay for Minecraft.\n')).toBe(true);
    const headings = text.split('\n').filter((line) => line.startsWith('## '));
    expect(headings).toEqual(['## Geyser', '## Floodgate', '## Blog']);
    expect(text).toContain('- [Setup](https://geysermc.org/wiki/geyser/setup.md): Install Geyser.');
    expect(text).toContain('- [Floodgate \\[intro\\]](https://geysermc.org/wiki/floodgate.md)\n');
    expect(text.match(/^- /gm)).toHaveLength(3);
    expect(text).toContain('all of them in one file at https://geysermc.org/llms-full.txt.');
  });
});

describe('llmsFullTxt', () => {
  it('joins the Markdown copies in the order of llms.txt, leaving out pages without a copy', () => {
    const listed: LlmsPage[] = [
      {url: '/blog/post/', title: 'A post', description: '', section: 'Blog'},
      {url: '/wiki/geyser/setup/', title: 'Setup', description: '', section: 'Geyser'},
      {url: '/wiki/gone/', title: 'Gone', description: '', section: 'Geyser'},
    ];
    const documents = new Map([
      ['/blog/post/', '# A post\n\nNews.\n'],
      ['/wiki/geyser/setup/', '# Setup\n\n```bash\n# a comment, not a heading\n```\n'],
    ]);
    expect(llmsFullTxt(site, listed, documents, ['Geyser'])).toBe(
      '# GeyserMC\n\n> Crossplay for Minecraft.\n\n---\n\n' +
        '# Setup\n\n```bash\n# a comment, not a heading\n```\n\n---\n\n' +
        '# A post\n\nNews.\n',
    );
  });
});

describe('markdownDocument', () => {
  it('starts with the title, the description and the page address', () => {
    const doc = markdownDocument(pages()[0], '\n## Step one\n\nText.\n', site.url);
    expect(doc).toBe(
      '# Setup\n\n> Install Geyser.\n\nSource: https://geysermc.org/wiki/geyser/setup/\n\n## Step one\n\nText.\n',
    );
  });
});

function pages(): LlmsPage[] {
  return [{url: '/wiki/geyser/setup/', title: 'Setup', description: 'Install Geyser.', section: 'Geyser'}];
}
