import fc from 'fast-check';
import {describe, expect, it} from 'vitest';

import {compileTemplate} from '../../../src/lib/logs/matcher';
import {displayTemplate, parseTemplate, TemplateError} from '../../../src/lib/logs/template';

const compile = (template: string) => compileTemplate(parseTemplate(template));

describe('templates', () => {
  it('splits literals and placeholders, with escaped braces', () => {
    expect(parseTemplate('Expected {{}} arguments, got {n:number}.')).toEqual([
      {kind: 'literal', text: 'Expected {} arguments, got '},
      {kind: 'placeholder', name: 'n', type: 'number', min: 1, max: 30},
      {kind: 'literal', text: '.'},
    ]);
  });

  it('shows placeholders as <name>', () => {
    expect(displayTemplate(parseTemplate('Failed to start Geyser on {address}:{port:number}'))).toBe(
      'Failed to start Geyser on <address>:<port>',
    );
  });

  it.each(['{a}{b}', '{a}', 'text {Bad} text', 'open { brace', 'lone } brace', 'x {a:colour}'])(
    'refuses "%s"',
    (template) => {
      expect(() => parseTemplate(template)).toThrow(TemplateError);
    },
  );
});

describe('matching', () => {
  it('finds a template anywhere in a line', () => {
    const matcher = compile('Failed to start Geyser on {address}:{port:number}');
    expect(matcher.test('[12:00:00 ERROR]: [Geyser-Spigot] Failed to start Geyser on 0.0.0.0:19132')).toBe(true);
    expect(matcher.test('Failed to start Geyser on [::]:19132')).toBe(true);
    expect(matcher.test('Failed to start Geyser on 0.0.0.0:port')).toBe(false);
    expect(matcher.test('Failed to start Geyser on')).toBe(false);
  });

  it('tries every way of splitting a line between placeholders', () => {
    const matcher = compile('{a} is {b} and {c}!');
    expect(matcher.test('x is y is z and w!')).toBe(true);
    expect(matcher.test('x is y and and z!')).toBe(true);
    expect(matcher.test('x is y and z')).toBe(false);
  });

  it('keeps word and number placeholders to their characters', () => {
    expect(compile('session of {player:word}').test('session of Steve')).toBe(true);
    expect(compile('session of {player:word}!').test('session of two words!')).toBe(false);
    expect(compile('port {p:number} open').test('port 19132 open')).toBe(true);
    expect(compile('port {p:number} open').test('port 19a32 open')).toBe(false);
  });

  it('bounds placeholders', () => {
    const matcher = compile('start {x} end');
    expect(matcher.test(`start ${'a'.repeat(300)} end`)).toBe(true);
    expect(matcher.test(`start ${'a'.repeat(301)} end`)).toBe(false);
  });

  it('agrees with a reference regular expression on random lines', () => {
    const alphabet = fc.constantFrom('a', 'b', ' ', ':', '1');
    fc.assert(
      fc.property(fc.string({unit: alphabet, maxLength: 40}), (line) => {
        const reference = /a[^\n]{1,300}b:[0-9.,-]{1,30} a/.test(line);
        expect(compile('a{x}b:{n:number} a').test(line)).toBe(reference);
      }),
      {numRuns: 2000},
    );
  });
});

/** Median time of a few runs, in milliseconds. */
function time(run: () => void): number {
  const samples: number[] = [];
  for (let index = 0; index < 5; index += 1) {
    const started = performance.now();
    run();
    samples.push(performance.now() - started);
  }
  return samples.sort((a, b) => a - b)[2];
}

describe('linear time', () => {
  // Lines built to make a backtracking engine explode: many anchor occurrences, near misses, long runs.
  const templates = ['{a} is {b} and {c} for {d}!', 'Exception caught in session of {player:word}', 'x{a}x{b}x{c}x'];
  const bait = fc.constantFrom(' is ', ' and ', ' for ', 'x', 'xx', 'Exception caught in session of ', 'a', ' ');

  it('takes time proportional to the line, never more, on hostile lines', () => {
    fc.assert(
      fc.property(fc.array(bait, {minLength: 50, maxLength: 50}), fc.constantFrom(...templates), (pieces, template) => {
        const matcher = compile(template);
        const unit = pieces.join('');
        const short = unit.repeat(40);
        const long = unit.repeat(320);
        // Warm the engine up first, so the first measurement is not the compiler's.
        time(() => matcher.test(long));
        const shortTime = time(() => matcher.test(short));
        const longTime = time(() => matcher.test(long));
        // Eight times the text may take about eight times as long; a superlinear matcher takes 64 times or more.
        // The constant allows for timer resolution and noise on a shared machine.
        expect(longTime).toBeLessThan(shortTime * 8 * 3 + 5);
      }),
      {numRuns: 12},
    );
  });
});
