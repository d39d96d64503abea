import {describe, expect, it} from 'vitest';

import {codePointMarker, hasHiddenCharacters, visibleText} from '../../../src/lib/text/visible';

describe('visible text', () => {
  it.each([
    ['a\u202Eb', 'a[U+202E]b'],
    ['a\u2066b\u2069', 'a[U+2066]b[U+2069]'],
    ['x\u061Cy', 'x[U+061C]y'],
    ['zero\u200Bwidth\uFEFF', 'zero[U+200B]width[U+FEFF]'],
    ['line\u2028sep', 'line[U+2028]sep'],
    ['c1\u0085', 'c1[U+0085]'],
    ['x\u0000\u0007\u001b', 'x\u2400\u2407\u241B'],
    ['del\u007f', 'del\u2421'],
  ])('shows %j as %j', (input, shown) => {
    expect(visibleText(input)).toBe(shown);
    expect(hasHiddenCharacters(input)).toBe(true);
  });

  it('keeps tabs, new lines and ordinary text from any script', () => {
    for (const text of ['tab\tand\nnewline', 'plain', 'Привет', 'مرحبا', '§a§lGreen', '😀']) {
      expect(visibleText(text)).toBe(text);
      expect(hasHiddenCharacters(text)).toBe(false);
    }
  });

  it('answers the same on every call (the shared pattern keeps no state between calls)', () => {
    expect([hasHiddenCharacters('a\u200Fb'), hasHiddenCharacters('a\u200Fb'), hasHiddenCharacters('ab')]).toEqual([
      true,
      true,
      false,
    ]);
    expect(codePointMarker('\u{1F600}')).toBe('[U+1F600]');
  });
});
