import {describe, expect, it} from 'vitest';

import {literal, markupToComment, markupToPlainText, parseMarkup, safeHref} from '../../../src/lib/config';

describe('description markup', () => {
  it('turns code, site links and https links into tokens', () => {
    expect(
      parseMarkup('Use `0.0.0.0`, see [forwarding](/wiki/geyser/port-forwarding/) or https://bstats.org/x.'),
    ).toEqual([
      {type: 'text', text: 'Use '},
      {type: 'code', text: '0.0.0.0'},
      {type: 'text', text: ', see '},
      {type: 'link', text: 'forwarding', href: '/wiki/geyser/port-forwarding/', external: false},
      {type: 'text', text: ' or '},
      {type: 'link', text: 'https://bstats.org/x', href: 'https://bstats.org/x', external: true},
      {type: 'text', text: '.'},
    ]);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<b>x</b>',
    '//evil.example/x',
    'http://plain.example/',
    'https://user:pw@host/',
  ])('never links %s', (href) => {
    expect(safeHref(href)).toBeNull();
    const tokens = parseMarkup(`[click](${href})`);
    expect(tokens.some((token) => token.type === 'link')).toBe(false);
  });

  it('keeps HTML-looking text as plain text', () => {
    expect(parseMarkup('<img src=x onerror=alert(1)>')).toEqual([{type: 'text', text: '<img src=x onerror=alert(1)>'}]);
  });

  it('flattens to plain text and to YAML comment text', () => {
    expect(markupToPlainText('Set `port` in [the guide](/wiki/geyser/setup/).')).toBe('Set port in the guide.');
    expect(markupToComment('Set `port` in [the guide](/wiki/geyser/setup/).')).toBe(
      'Set "port" in the guide (https://geysermc.org/wiki/geyser/setup/).',
    );
  });
});

describe('user text in messages', () => {
  it('shows keys and file names literally: no code spans, no links, no reversed text after a bidi control', () => {
    const message = `Geyser does not know ${literal('a`b`[x](/wiki/)\u202Eevil')} and ignores it.`;
    expect(parseMarkup(message)).toEqual([
      {type: 'text', text: 'Geyser does not know '},
      {type: 'code', text: 'a`b`[x](/wiki/)[U+202E]evil'},
      {type: 'text', text: ' and ignores it.'},
    ]);
    expect(markupToPlainText(literal('x\u2066y'))).toBe('x[U+2066]y');
  });
});
