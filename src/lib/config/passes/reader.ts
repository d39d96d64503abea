/**
 * The first pass: whether the text is YAML at all, and what SnakeYAML refuses in it. Messages say
 * where (line and column), what is wrong, and what to do.
 */
import type {YAMLError} from 'yaml';

import type {ConfigIssue} from '../analysis-types';
import {snakeFindings} from '../snake-check';
import {position, type YamlSource} from '../yaml-source';

const LINE_BREAK_NAMES: Record<string, string> = {
  '\u0085': 'U+0085 (NEL)',
  '\u2028': 'U+2028',
  '\u2029': 'U+2029',
};

/** The `yaml` package's message, or the site's own words where its words name its own API. */
function syntaxMessage(error: YAMLError): string {
  if (error.code === 'MULTIPLE_DOCS') {
    return "a second YAML document starts here (after a `---` or `...` line). Geyser's YAML reader (SnakeYAML) reads exactly one document and refuses the file, so Geyser does not start. Keep the part with Geyser's settings and delete the rest.";
  }
  return error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
}

export function syntaxIssues(source: YamlSource): ConfigIssue[] {
  const breakAt = source.text.search(/[\u0085\u2028\u2029]/);
  let explained = false;
  return source.doc.errors.map((error) => {
    const start = position(source, error.pos[0]);
    const end = position(source, Math.max(error.pos[0], error.pos[1]));
    let message = `Line ${start.line}, column ${start.column}: ${syntaxMessage(error)}`;
    if (breakAt !== -1 && !explained && error.pos[0] >= breakAt) {
      // The source view shows no line break there, so the error would make no sense without this.
      explained = true;
      const at = position(source, breakAt);
      message += ` (Geyser's YAML reader, and this check, read the character ${LINE_BREAK_NAMES[source.text[breakAt]]} on line ${at.line}, column ${at.column} as a line break.)`;
    }
    return {rule: 'yaml-syntax' as const, severity: 'error' as const, path: null, message, location: {start, end}};
  });
}

export function readerIssues(source: YamlSource): ConfigIssue[] {
  return snakeFindings(source).map((finding) => {
    const start = position(source, finding.offset);
    return {
      rule: 'yaml-reader' as const,
      severity: finding.severity,
      path: null,
      message: `Line ${start.line}, column ${start.column}: ${finding.message}`,
      location: {start, end: start},
    };
  });
}
