import {describe, expect, it} from 'vitest';

import {
  implicitTag,
  javaDateText,
  javaDoubleText,
  javaDoubleValue,
  javaText,
  snakeScalar,
} from '../../../src/lib/config/snake-scalar';

describe("SnakeYAML's resolver for plain text", () => {
  it.each([
    ['yes', 'bool'],
    ['Off', 'bool'],
    ['y', 'str'],
    ['tRUE', 'str'],
    ['012', 'int'],
    ['09', 'str'],
    ['0x_1F', 'int'],
    ['0b', 'str'],
    ['1:30', 'int'],
    ['1:60', 'str'],
    ['1e3', 'float'],
    ['1.', 'float'],
    ['._', 'float'],
    ['.inf', 'float'],
    ['+.nan', 'str'],
    ['~', 'null'],
    ['nULL', 'str'],
    ['', 'null'],
    ['2024-01-02', 'timestamp'],
    ['2024-1-2', 'str'],
    ['<<', 'merge'],
    ['=', 'str'],
  ])('%j is %s', (text, tag) => {
    expect(implicitTag(text)).toBe(tag);
  });
});

describe("SnakeYAML's safe constructors", () => {
  it.each([
    ['012', null, {type: 'int', value: 10n}],
    ['190:20:30', null, {type: 'int', value: 685230n}],
    ['99999999999999999999', null, {type: 'int', value: 99999999999999999999n}],
    ['+-5', 'tag:yaml.org,2002:int', {type: 'int', value: -5n}],
    ['19132', 'tag:yaml.org,2002:float', {type: 'float', value: 19132}],
    ['1.5f', 'tag:yaml.org,2002:float', {type: 'float', value: 1.5}],
    [' 12 ', 'tag:yaml.org,2002:float', {type: 'float', value: 12}],
    ['maybe', 'tag:yaml.org,2002:bool', {type: 'null'}],
    ['abc', 'tag:yaml.org,2002:null', {type: 'null'}],
    ['5', '!', {type: 'int', value: 5n}],
  ])('%j tagged %s', (text, tag, expected) => {
    expect(snakeScalar(text, tag === null, tag)).toEqual(expected);
  });

  it('reads the non-specific tag like plain text even when quoted, as SnakeYAML does', () => {
    expect(snakeScalar('yes', false, '!')).toEqual({type: 'bool', value: true});
    expect(snakeScalar('yes', false, null)).toEqual({type: 'str', value: 'yes'});
  });

  it.each([
    ['abc', 'tag:yaml.org,2002:int'],
    ['0x10', 'tag:yaml.org,2002:float'],
    ['R2V5c2V', 'tag:yaml.org,2002:binary'],
    ['abc', 'tag:yaml.org,2002:timestamp'],
    ['x', 'tag:yaml.org,2002:map'],
    ['x', '!local'],
  ])('refuses %j tagged %s', (text, tag) => {
    expect(snakeScalar(text, false, tag)).toHaveProperty('refused');
  });

  it('decodes Base64 and lenient dates', () => {
    expect(snakeScalar('R2V5\n c2Vy', false, 'tag:yaml.org,2002:binary')).toEqual({
      type: 'binary',
      value: new TextEncoder().encode('Geyser'),
    });
    expect(snakeScalar('2024-13-45', true, null)).toEqual({type: 'timestamp', value: new Date(Date.UTC(2025, 1, 14))});
    expect(snakeScalar('2024-01-02T03:04:05.678+01:00', true, null)).toEqual({
      type: 'timestamp',
      value: new Date(Date.UTC(2024, 0, 2, 2, 4, 5, 678)),
    });
  });
});

describe("Java's text of each value", () => {
  it.each([
    [19132, '19132.0'],
    [1000, '1000.0'],
    [1e7, '1.0E7'],
    [123456789, '1.23456789E8'],
    [0.001, '0.001'],
    [0.0001, '1.0E-4'],
    [-0, '-0.0'],
    [0.1 + 0.2, '0.30000000000000004'],
    [Infinity, 'Infinity'],
    [NaN, 'NaN'],
  ])('Double.toString(%d) is %s', (value, text) => {
    expect(javaDoubleText(value)).toBe(text);
    expect(javaDoubleValue(text)).toBe(value);
  });

  it('writes dates as a JVM in UTC, and byte arrays as their type', () => {
    expect(javaDateText(new Date(Date.UTC(2024, 0, 2)))).toBe('Tue Jan 02 00:00:00 UTC 2024');
    expect(javaText({type: 'binary', value: new Uint8Array([1])})).toBe('[B@…');
    expect(javaText({type: 'int', value: 10n})).toBe('10');
    expect(javaText({type: 'null'})).toBeNull();
  });
});
