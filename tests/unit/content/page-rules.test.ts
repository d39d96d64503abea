import {describe, expect, it} from 'vitest';

import {bodyHeadings, checkPage, docId, emptyTableHeaders, sidebarDocIds} from '../../../src/lib/content/page-rules';

const options = {sidebarDocIds: new Set(['geyser/listed']), unlisted: {'geyser/hidden': 'reached from the setup page'}};
const good = 'Everything a server owner needs to forward the Bedrock port on a home router.';
const page = (frontMatter: string, body = '\n## Section\n\nText.\n') => `---\n${frontMatter}\n---\n${body}`;

describe('wiki page rules', () => {
  it('accepts a page with a title, a good description and a sidebar entry', () => {
    expect(
      checkPage({file: 'wiki/geyser/listed.mdx', text: page(`title: Listed\ndescription: ${good}`)}, options),
    ).toEqual([]);
  });

  it('names the file and what to do when the description is missing, short or long', () => {
    const missing = checkPage({file: 'wiki/geyser/listed.mdx', text: page('title: Listed')}, options);
    expect(missing).toEqual([
      {file: 'wiki/geyser/listed.mdx', message: expect.stringContaining('has no `description`')},
    ]);
    const short = checkPage(
      {file: 'wiki/geyser/listed.mdx', text: page('title: Listed\ndescription: Too short.')},
      options,
    );
    expect(short[0].message).toMatch(/description of 10 characters\. Make it 60–160/);
    const long = checkPage(
      {file: 'wiki/geyser/listed.mdx', text: page(`title: Listed\ndescription: ${good.repeat(3)}`)},
      options,
    );
    expect(long[0].message).toMatch(/description of 2\d\d characters/);
  });

  it('reports a page in no sidebar unless it is listed as deliberately unlisted', () => {
    const orphan = checkPage(
      {file: 'wiki/geyser/orphan.mdx', text: page(`title: Orphan\ndescription: ${good}`)},
      options,
    );
    expect(orphan).toHaveLength(1);
    expect(orphan[0].message).toContain('is in no sidebar. Add "orphan" to its section in sidebars.ts');
    expect(
      checkPage({file: 'wiki/geyser/hidden.mdx', text: page(`title: Hidden\ndescription: ${good}`)}, options),
    ).toEqual([]);
  });

  it('reports a body "#" heading that differs from the title, with its line, but not "#" inside code', () => {
    const text = page(`title: Listed\ndescription: ${good}`, '\n# Something else\n\n```bash\n# a shell comment\n```\n');
    const problems = checkPage({file: 'wiki/geyser/listed.mdx', text}, options);
    expect(problems).toHaveLength(1);
    expect(problems[0].message).toContain('line 6: the heading "# Something else" differs from the title "Listed"');
  });

  it('reports a table header with an empty cell, but not a table inside code', () => {
    const body = [
      '| | A | B |',
      '| --- | --- | --- |',
      '| x | 1 | 2 |',
      '',
      '```md',
      '| | C |',
      '| --- | --- |',
      '```',
      '',
      '| Name | C |',
      '| --- | --- |',
    ].join('\n');
    expect(emptyTableHeaders(body)).toEqual([0]);
  });

  it('reports broken front matter instead of throwing', () => {
    const problems = checkPage({file: 'wiki/geyser/listed.mdx', text: '---\ntitle: [unclosed\n---\n'}, options);
    expect(problems[0].message).toContain('front matter is not valid YAML');
  });

  it('reads doc ids and sidebars the way Docusaurus does', () => {
    expect(docId('wiki/geyser/setup/self/standalone.mdx', {})).toBe('geyser/setup/self/standalone');
    expect(docId('wiki/geyser/extensions.mdx', {id: 'ext'})).toBe('geyser/ext');
    const ids = sidebarDocIds({
      geyser: [
        'geyser/index',
        {
          type: 'category',
          label: 'Setup',
          link: {type: 'doc', id: 'geyser/setup/index'},
          items: [{type: 'doc', id: 'geyser/a', label: 'A'}],
        },
      ],
    });
    expect([...ids].sort()).toEqual(['geyser/a', 'geyser/index', 'geyser/setup/index']);
    expect(bodyHeadings('# One {#one}\n## Two\n')).toEqual([{line: 0, text: 'One'}]);
  });
});
