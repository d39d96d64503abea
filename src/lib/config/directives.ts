/**
 * The `%YAML` and `%TAG` lines at the top of a file, checked by SnakeYAML's scanner and parser rules
 * rather than the `yaml` package's: SnakeYAML refuses `%YAML 2.0` ("found incompatible YAML
 * document"), a second `%YAML` line, a `%TAG` handle given twice, and a directive it cannot scan
 * (`%YAML\t1.1`, `%YAML 1.2.3`); it reads the document by YAML 1.1 rules whatever minor version the
 * line names, and skips directives it does not know.
 */

/** A problem with one directive line (the same shape as the other reader findings, see `snake-check.ts`). */
export interface DirectiveFinding {
  offset: number;
  severity: 'error' | 'info';
  message: string;
}

/** SnakeYAML's `Constant.NULL_BL_LINEBR` and its line breaks. */
const BLANK_OR_BREAK = /^(?:$| |\r|\n|\u0085|\u2028|\u2029)/;
const LINE = /[^\r\n\u0085\u2028\u2029]*(?:\r\n|[\r\n\u0085\u2028\u2029]|$)/y;

interface DirectiveLine {
  offset: number;
  text: string;
}

/** The directive lines before the first document, with their offsets (a BOM at the start is skipped). */
function preludeDirectives(text: string): DirectiveLine[] {
  const lines: DirectiveLine[] = [];
  LINE.lastIndex = text.startsWith('\ufeff') ? 1 : 0;
  while (LINE.lastIndex < text.length) {
    const offset = LINE.lastIndex;
    const line = (LINE.exec(text)?.[0] ?? '').replace(/(?:\r\n|[\r\n\u0085\u2028\u2029])$/, '');
    if (line.startsWith('%')) {
      lines.push({offset, text: line});
    } else if (line.trim() !== '' && !/^\s*#/.test(line)) {
      break;
    }
    if (LINE.lastIndex === offset) {
      break;
    }
  }
  return lines;
}

type Scanned = {name: string; rest: string} | {error: string};

/** One directive line as SnakeYAML's scanner reads it: the name, then what follows it. */
function scanName(line: string): Scanned {
  const name = /^%([A-Za-z0-9_-]*)/.exec(line)?.[1] ?? '';
  const rest = line.slice(1 + name.length);
  if (name === '' || !BLANK_OR_BREAK.test(rest)) {
    return {
      error: 'a `%` line that is not a directive SnakeYAML can read (a letter or digit must follow `%`, then a space)',
    };
  }
  return {name, rest};
}

/** The rest of the line after a directive's value: spaces, an optional comment, nothing else. */
function endsCleanly(rest: string): boolean {
  return /^ *(?:#.*)?$/.test(rest);
}

function scanYaml(rest: string): {major: number; minor: number} | {error: string} {
  const match = /^ *([0-9]+)\.([0-9]+)(.*)$/.exec(rest);
  if (!match || !BLANK_OR_BREAK.test(match[3]) || !endsCleanly(match[3])) {
    return {error: 'a `%YAML` line that is not `%YAML` followed by a version such as `1.1`'};
  }
  const [major, minor] = [Number(match[1]), Number(match[2])];
  if (major > 2 ** 31 - 1 || minor > 2 ** 31 - 1) {
    return {error: 'a `%YAML` version number too large to read'};
  }
  return {major, minor};
}

function scanTag(rest: string): {handle: string} | {error: string} {
  const match = /^ *(!(?:[A-Za-z0-9_-]*!)?) +([^ \t]+)(.*)$/.exec(rest);
  if (!match || !endsCleanly(match[3])) {
    return {error: 'a `%TAG` line that is not `%TAG`, a handle such as `!e!`, and a prefix'};
  }
  return {handle: match[1]};
}

function refused(offset: number, reason: string, advice: string): DirectiveFinding {
  return {
    offset,
    severity: 'error',
    message: `${reason}. Geyser's YAML reader (SnakeYAML) refuses the whole file, so Geyser does not start. ${advice}`,
  };
}

const DELETE_LINE = 'Delete the line: a Geyser config needs no directives.';

/** What SnakeYAML says about the directives at the top of the file. */
export function directiveFindings(text: string): DirectiveFinding[] {
  const findings: DirectiveFinding[] = [];
  let yamlSeen = false;
  const handles = new Set<string>();
  for (const {offset, text: line} of preludeDirectives(text)) {
    const scanned = scanName(line);
    if ('error' in scanned) {
      findings.push(refused(offset, `The file starts with ${scanned.error}`, DELETE_LINE));
      continue;
    }
    if (scanned.name === 'YAML') {
      const version = scanYaml(scanned.rest);
      if ('error' in version) {
        findings.push(refused(offset, `The file starts with ${version.error}`, DELETE_LINE));
      } else if (yamlSeen) {
        findings.push(refused(offset, 'The file has a second `%YAML` line', 'Keep at most one.'));
      } else if (version.major !== 1) {
        findings.push(
          refused(
            offset,
            `The file is marked \`%YAML ${version.major}.${version.minor}\`, and SnakeYAML reads only YAML 1.x`,
            DELETE_LINE,
          ),
        );
      } else if (version.minor !== 1) {
        findings.push({
          offset,
          severity: 'info',
          message: `\`%YAML ${version.major}.${version.minor}\` changes nothing for Geyser: its YAML reader (SnakeYAML) applies the YAML 1.1 rules whatever this line says (so \`yes\` and \`on\` are true, \`012\` is the octal number 10), and so does this editor.`,
        });
      }
      yamlSeen = true;
    } else if (scanned.name === 'TAG') {
      const tag = scanTag(scanned.rest);
      if ('error' in tag) {
        findings.push(refused(offset, `The file starts with ${tag.error}`, DELETE_LINE));
      } else if (handles.has(tag.handle)) {
        findings.push(
          refused(offset, `The tag handle \`${tag.handle}\` is defined twice`, 'Keep one `%TAG` line per handle.'),
        );
      } else {
        handles.add(tag.handle);
      }
    }
  }
  return findings;
}
