import {afterEach, describe, expect, it, vi} from 'vitest';

import {configSections, formatConfigScalar, type ConfigSection} from '../../../src/lib/dump/config-view';
import {jsonDepth, MAX_CONFIG_DISPLAY_DEPTH, MAX_JSON_SCAN_DEPTH, nestsDeeperThan} from '../../../src/lib/dump/depth';
import {findJsonError} from '../../../src/lib/dump/json-error';
import {parseDumpText} from '../../../src/lib/dump/load';
import type {JsonValue} from '../../../src/lib/dump/types';
import {
  deepConfigDump,
  deepJsonText,
  deepMalformedJson,
  manyFlagsDump,
  manyPluginsDump,
} from '../../fixtures/dumps/generate.mjs';

/** How deeply `configSections` nests its sections, counted without recursion. */
function sectionDepth(sections: ConfigSection[]): number {
  let deepest = 0;
  const stack: [ConfigSection, number][] = sections.map((section) => [section, 1]);
  while (stack.length > 0) {
    const [section, depth] = stack.pop()!;
    deepest = Math.max(deepest, depth);
    stack.push(...section.sections.map((child): [ConfigSection, number] => [child, depth + 1]));
  }
  return deepest;
}

describe('jsonDepth', () => {
  it('counts levels of lists and maps', () => {
    expect(jsonDepth(1)).toBe(0);
    expect(jsonDepth([])).toBe(1);
    expect(jsonDepth({a: [1, {b: []}]})).toBe(4);
    expect(nestsDeeperThan({a: {b: 1}}, 2)).toBe(false);
    expect(nestsDeeperThan({a: {b: {c: 1}}}, 2)).toBe(true);
  });

  it('walks 100,000 levels without recursion and stops early at a limit', () => {
    const deep = JSON.parse(deepJsonText(100_000, 'map')) as JsonValue;
    expect(jsonDepth(deep)).toBe(100_000);
    expect(jsonDepth(deep, 16)).toBe(17);
  });
});

describe('malformed JSON nested 300,000 levels deep', () => {
  const text = deepMalformedJson(300_000);

  it('gets a place from the error locator instead of a stack overflow', () => {
    expect(() => JSON.parse(text)).toThrow(SyntaxError);
    const place = findJsonError(text);
    expect(place).toMatchObject({tooDeep: true, truncated: false, line: 1});
    expect(place!.offset).toBeGreaterThan(MAX_JSON_SCAN_DEPTH);
  });

  it('still finds the error in text nested less than the limit', () => {
    expect(findJsonError(deepMalformedJson(500))).toMatchObject({
      tooDeep: false,
      offset: '{"versionInfo": '.length + 500 + 2,
    });
  });

  it('gives the reader a specific message', () => {
    const result = parseDumpText(text, 'file');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.kind).toBe('not-json');
    expect(!result.ok && result.error.message).toMatch(
      /more than 1,000 levels deep .* stopped looking for the error at line 1, column \d+/,
    );
  });
});

describe('a dump whose config nests 10,000 levels', () => {
  for (const kind of ['list', 'map'] as const) {
    it(`is read, with a note, and the config view stays bounded (${kind}s)`, () => {
      const result = parseDumpText(deepConfigDump(10_000, kind), 'service');
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.dump.notes.join(' ')).toContain(`more than ${MAX_CONFIG_DISPLAY_DEPTH} levels deep`);
      const sections = configSections(result.dump.config.raw!, result.dump.config.layout);
      expect(sectionDepth(sections)).toBeLessThanOrEqual(MAX_CONFIG_DISPLAY_DEPTH);
      const advanced = sections.find((section) => section.path === 'advanced')!;
      if (kind === 'list') {
        const deepEntry = advanced.entries.find((entry) => entry.key === 'nested-too-deep')!;
        expect(deepEntry.depthLeft).toBeLessThan(MAX_CONFIG_DISPLAY_DEPTH);
      } else {
        expect(advanced.sections.map((section) => section.path)).toContain('advanced.nested-too-deep');
      }
      // The rest of the dump is still there.
      expect(result.dump.platform.id).toBe('spigot');
    });
  }

  it('nests its sections at most the display limit when the deep value is a map', () => {
    const sections = configSections({a: JSON.parse(deepJsonText(10_000, 'map')) as JsonValue} as never, 'current');
    expect(sectionDepth(sections)).toBe(MAX_CONFIG_DISPLAY_DEPTH - 1);
  });

  it('is not turned into text by JSON.stringify past the limit', () => {
    const deep = JSON.parse(deepJsonText(10_000, 'map')) as JsonValue;
    expect(formatConfigScalar(deep)).toBeUndefined();
    expect(formatConfigScalar({a: [1]})).toBe('{"a":[1]}');
  });
});

describe('an engine whose JSON parser runs out of stack', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is reported as too deep, not as a crash', () => {
    vi.spyOn(JSON, 'parse').mockImplementation(() => {
      throw new RangeError('Maximum call stack size exceeded');
    });
    const result = parseDumpText('[[[[1]]]]', 'paste');
    expect(!result.ok && result.error).toMatchObject({kind: 'too-deep', title: 'Nested too deeply to read'});
  });
});

describe('large generated dumps', () => {
  it('keep every JVM flag and plugin', () => {
    const flags = parseDumpText(manyFlagsDump(200_000), 'file');
    expect(flags.ok && flags.dump.jvmFlags.length).toBe(200_000);
    const plugins = parseDumpText(manyPluginsDump(10_000), 'file');
    expect(plugins.ok && plugins.dump.addons.length).toBe(10_000);
  });
});
