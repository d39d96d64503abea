import fc from 'fast-check';

/** Strings for the property tests: any code points, biased towards what YAML 1.1 treats specially. */
export const yamlishString = fc.oneof(
  fc.string({unit: 'binary', maxLength: 24}),
  fc.string({
    unit: fc.constantFrom(
      ...'<>:#-?&*!|\'"%@`,[]{}=~ \t\n\r\u0085\u2028\u2029\u00a0\ufeff\u007f\u0000.0123456789eE+_xob'.split(''),
      'yes',
      'on',
      'null',
      'true',
      '<<',
      'NaN',
      '.inf',
    ),
    maxLength: 12,
  }),
);

/** Every character SnakeYAML (YAML 1.1) ends a line with. */
export const LINE_BREAKS = ['\n', '\r\n', '\r', '\u0085', '\u2028', '\u2029'] as const;
const lineBreak = fc.constantFrom(...LINE_BREAKS);

/** `%YAML` and `%TAG` lines, mostly well-formed, and directives SnakeYAML skips or cannot read. */
const directive = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom('%YAML 1.1', '%YAML 1.2', '%YAML 1.0', '%YAML 1.3', '%YAML  01.1', '%YAML 1.1 # note'),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '%YAML 2.0',
      '%YAML 0.9',
      '%YAML\t1.1',
      '%YAML 1',
      '%YAML 1.2.3',
      '%YAML 1.1 x',
      '%YAML 1.1#x',
      '%YAML 1.99999999999',
    ),
  },
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        fc.constantFrom('!e!', '!g!', '!!', '!'),
        fc.constantFrom('tag:yaml.org,2002:', 'tag:example.com,2000:', 'tag:yaml.org,2002:int', '!local-'),
      )
      .map(([handle, prefix]) => `%TAG ${handle} ${prefix}`),
  },
  {weight: 1, arbitrary: fc.constantFrom('%FOO bar baz', '%RESERVED', '%', '%TAG !e!', '%TAG !bad tag:x:', '%YAML')},
);

/** Explicit tags, as written before a value: the safe ones, `%TAG` shorthands, verbatim, local and unknown. */
const tag = fc.oneof(
  {weight: 16, arbitrary: fc.constant('')},
  {
    weight: 6,
    arbitrary: fc.constantFrom('!!str ', '!!int ', '!!float ', '!!bool ', '!!null ', '!!binary ', '!!timestamp ', '! '),
  },
  {weight: 2, arbitrary: fc.constantFrom('!e!int ', '!g!float ', '!g!str ', '!<tag:yaml.org,2002:float> ')},
  {weight: 1, arbitrary: fc.constantFrom('!local ', '!!map ', '!!python/object ')},
);

/** Texts each YAML 1.1 resolver and safe constructor treats in its own way, and their near misses. */
const SCALAR_TEXTS = [
  ...['yes', 'No', 'ON', 'off', 'y', 'n', 'True', 'tRUE', 'oN', 'maybe'],
  ...[
    '012',
    '0x1F',
    '0x_1F',
    '0b101',
    '0b',
    '0o17',
    '08',
    '09',
    '1:30',
    '190:20:30',
    '1:60',
    '1_000',
    '+12',
    '-0',
    '0',
  ],
  ...[
    '19132',
    '19132.0',
    '1e3',
    '1.0e+3',
    '1.5e-7',
    '.5',
    '1.',
    '._',
    '1.5f',
    '0.0',
    '-1.0',
    '12345678901',
    '99999999999999999999',
  ],
  ...['.inf', '-.Inf', '.NaN', '+.nan', 'Infinity', '~', 'null', 'Null', 'NULL', 'nULL', ''],
  ...[
    '2024-01-02',
    '2024-1-2',
    '2024-13-45',
    '2024-01-02T03:04:05.678+01:00',
    '2024-01-02 03:04:05',
    '2024-01-02t03:04:05Z',
  ],
  ...['R2V5c2Vy', 'R2V5c2V', 'R2V5 c2Vy', '<<', '=', 'abc', 'Geyser', 'a b', 'port'],
];

const scalarText = fc.oneof(
  {weight: 6, arbitrary: fc.constantFrom(...SCALAR_TEXTS)},
  {weight: 1, arbitrary: fc.integer().map(String)},
  {weight: 1, arbitrary: fc.double({noNaN: true, noDefaultInfinity: true}).map(String)},
);

/** Texts each explicit tag can construct, so a tagged value is as often read as refused. */
const FITTING_TEXTS: Record<string, readonly string[]> = {
  '!!int ': ['012', '0x1F', '0b101', '1:30', '1_000', '+12', '-0', '19132', '12345678901', '+-5'],
  '!!float ': ['19132', '1e3', '.5', '1.5f', 'Infinity', '.inf', '-.Inf', '.NaN', '1:30', '1_000.5', '-0.0'],
  '!!bool ': ['yes', 'No', 'ON', 'off', 'true', 'FALSE', 'y', 'maybe'],
  '!!binary ': ['R2V5c2Vy', 'R2V5 c2Vy', 'AAAA', '', 'R2V5'],
  '!!timestamp ': [
    '2024-01-02',
    '2024-13-45',
    '2024-01-02T03:04:05.678+01:00',
    '2024-01-02 03:04:05',
    '2024-1-2 3:04:05 -05:30',
  ],
  '!e!int ': ['19132', '012'],
  '!g!float ': ['19132', '1e3'],
};

/** A value line's text: tag, then the text plain, single- or double-quoted, sometimes broken across two lines. */
const value = tag
  .chain((written) =>
    fc.record({
      tag: fc.constant(written),
      text: FITTING_TEXTS[written]
        ? fc.oneof({weight: 3, arbitrary: fc.constantFrom(...FITTING_TEXTS[written])}, scalarText)
        : scalarText,
      style: fc.constantFrom('plain', 'plain', 'single', 'double', 'literal', 'folded'),
      blockBreak: lineBreak,
      broken: fc.option(fc.tuple(lineBreak, fc.constantFrom('more', 'two words')), {freq: 4}),
      comment: fc.boolean(),
    }),
  )
  .map(({tag: written, text, style, blockBreak, broken, comment}) => {
    // A second line of the value, indented under the key: folded into the value by both readers.
    const rest = broken ? `${broken[0]}    ${broken[1]}` : '';
    if (style === 'literal' || style === 'folded') {
      // A block value: its lines indented under the key, each ended by a generated line break.
      return `${written}${style === 'literal' ? '|' : '>'}${comment ? ' # note' : ''}${blockBreak}    ${text}${rest}`;
    }
    const body =
      style === 'single'
        ? `'${text.replace(/'/g, "''")}${rest}'`
        : style === 'double'
          ? `"${text.replace(/[\\"]/g, (char) => `\\${char}`)}${rest}"`
          : `${text}${rest}`;
    return `${written}${body}${comment ? ' # note' : ''}`;
  });

/**
 * Small Geyser configs for the differential test: directives on top, tagged and untagged values of
 * every kind, and every line-break character at line ends, inside comments and inside values.
 */
export const snakeDocument = fc
  .record({
    directives: fc.oneof(
      {weight: 1, arbitrary: fc.constant([])},
      {weight: 1, arbitrary: fc.array(directive, {minLength: 1, maxLength: 2})},
    ),
    start: fc.constantFrom('---\n', '---\n', '---\n', '--- # start\n', '---\n', ''),
    declareHandles: fc.boolean(),
    values: fc.array(value, {minLength: 4, maxLength: 4}),
    breaks: fc.array(lineBreak, {minLength: 9, maxLength: 9}),
    commentBreak: fc.option(lineBreak, {freq: 3}),
  })
  .map(({directives, start, declareHandles, values, breaks, commentBreak}) => {
    // Mostly declare the shorthand handles the values use; sometimes leave them undefined.
    const handles = declareHandles
      ? ['!e!', '!g!']
          .filter((handle) => values.some((text) => text.startsWith(handle)))
          .map((handle) => `%TAG ${handle} tag:yaml.org,2002:`)
      : [];
    const lines = [...handles, ...directives];
    const prelude = lines.map((line) => `${line}\n`).join('') + (lines.length > 0 || start ? start : '');
    const body = [
      'bedrock:',
      `  port: ${values[0]}`,
      `  address: ${values[1]}`,
      // A line break inside a comment ends the comment: what follows is read as a key.
      commentBreak ? `# note${commentBreak}  clone-remote-port: true` : '# note',
      'motd:',
      `  primary-motd: ${values[2]}`,
      'gameplay:',
      `  server-name: ${values[3]}`,
      'config-version: 7',
    ];
    return prelude + body.map((line, index) => line + breaks[index]).join('');
  });
