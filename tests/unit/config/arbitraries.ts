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
