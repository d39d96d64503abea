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

describe('linear time', () => {
  // Lines built to make a backtracking engine explode: many anchor occurrences, near misses, long runs.
  // The automaton does a fixed amount of work per character it reads (one step per state), so counting
  // the characters it reads measures its time without a clock: a test of time would depend on the load.
  const templates = ['{a} is {b} and {c} for {d}!', 'Exception caught in session of {player:word}', 'x{a}x{b}x{c}x'];
  const bait = fc.constantFrom(' is ', ' and ', ' for ', 'x', 'xx', 'Exception caught in session of ', 'a', ' ', '!');

  it('reads each character of a line at most once, whatever the line holds', () => {
    fc.assert(
      fc.property(
        fc.array(bait, {minLength: 1, maxLength: 60}),
        fc.integer({min: 1, max: 200}),
        fc.constantFrom(...templates),
        (pieces, repeat, template) => {
          const matcher = compile(template);
          const line = pieces.join('').repeat(repeat);
          const work = {characters: 0};
          matcher.test(line, work);
          expect(work.characters).toBeLessThanOrEqual(line.length);
        },
      ),
      {numRuns: 300},
    );
  });

  it('does work proportional to the line: eight times the text, at most eight times the work', () => {
    fc.assert(
      fc.property(fc.array(bait, {minLength: 50, maxLength: 50}), fc.constantFrom(...templates), (pieces, template) => {
        const matcher = compile(template);
        const unit = pieces.join('');
        const short = {characters: 0};
        const long = {characters: 0};
        matcher.test(unit.repeat(40), short);
        matcher.test(unit.repeat(320), long);
        expect(long.characters * matcher.states).toBeLessThanOrEqual(
          8 * short.characters * matcher.states + 2_000 * matcher.states,
        );
      }),
      {numRuns: 100},
    );
  });
});
