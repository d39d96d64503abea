/**
 * Reads a whole log into a report: the setup facts, one problem per catalogue entry that matched (most
 * serious first), and the errors and stack traces no entry explains, grouped by exception. Pure and
 * synchronous; the log checker runs it in a Web Worker.
 */
import type {KnownMessage, MessageSeverity} from '../../data/messages';
import {AnchorIndex} from './anchors';
import {compiledCatalogue, matchesMessage, SEVERITY_ORDER, type CompiledMessage} from './catalogue';
import {addToRecords, groupUnexplained, type LogRecord} from './errors';
import {parseLine, splitLines, type LogLine} from './lines';
import {readSetupFacts, setupNotes, type SetupFacts, type SetupNote} from './setup';
import {displayTemplate, parseTemplate} from './template';

/** Lines shown before and after a matched line when it is opened in context. */
export const CONTEXT_LINES = 4;
/** Occurrences kept per problem or error group; the count says how many there were. */
export const MAX_OCCURRENCES = 20;
/** Characters of a line kept for display; the rest is cut with a note. */
export const MAX_SHOWN_CHARS = 2_000;

export interface ShownLine {
  readonly number: number;
  readonly text: string;
}

export interface Occurrence {
  readonly line: ShownLine;
  readonly context: readonly ShownLine[];
}

export interface Problem {
  readonly id: string;
  readonly severity: MessageSeverity;
  readonly project: KnownMessage['project'];
  /** The message as the site shows it, placeholders as `<name>`. */
  readonly title: string;
  readonly cause: string;
  readonly url: string;
  readonly count: number;
  readonly occurrences: readonly Occurrence[];
}

export interface ErrorGroup {
  /** The exception class, or the error message with numbers blanked out. */
  readonly key: string;
  readonly title: string;
  /** `Caused by` exceptions, outermost first. */
  readonly causedBy: readonly string[];
  readonly count: number;
  readonly occurrences: readonly Occurrence[];
  /** Words to search the site for. */
  readonly search: string;
}

export interface LogReport {
  readonly lineCount: number;
  readonly setup: SetupFacts;
  readonly notes: readonly SetupNote[];
  readonly problems: readonly Problem[];
  readonly errors: readonly ErrorGroup[];
  /** Nothing to report: no problem and no unexplained error. */
  readonly clean: boolean;
  /** Lines seen that carry a log level: zero means the text does not look like a log at all. */
  readonly loggedLines: number;
}

function shown(line: LogLine): ShownLine {
  const text =
    line.text.length > MAX_SHOWN_CHARS
      ? `${line.text.slice(0, MAX_SHOWN_CHARS)} … (${line.text.length - MAX_SHOWN_CHARS} more characters)`
      : line.text;
  return {number: line.number, text};
}

export interface AnalyzeOptions {
  /** Called every few thousand lines with the share done, for a progress bar. */
  onProgress?: (done: number) => void;
}

/** Everything the report is built from, gathered in one pass over the lines. */
interface Scan {
  lines: LogLine[];
  /** Line indexes matched by each catalogue entry. */
  hits: Map<CompiledMessage, number[]>;
  setup: SetupFacts;
  records: LogRecord[];
  loggedLines: number;
}

/** The log's lines as text, without a byte order mark or the empty line after a final line break. */
function rawLines(text: string): string[] {
  const raw = splitLines(text.replace(/^\uFEFF/, ''));
  if (raw.length > 0 && raw[raw.length - 1] === '') {
    raw.pop();
  }
  return raw;
}

/** Notes the entries that match `line` in `hits`; whether any did. */
function matchLine(anchors: AnchorIndex, line: LogLine, index: number, hits: Scan['hits']): boolean {
  let matched = false;
  for (const entry of anchors.candidates(line.text)) {
    if (matchesMessage(entry, line.text)) {
      matched = true;
      const list = hits.get(entry) ?? [];
      list.push(index);
      hits.set(entry, list);
    }
  }
  return matched;
}

function scan(text: string, options: AnalyzeOptions): Scan {
  const catalogue = compiledCatalogue();
  // Harmless entries only matter on error lines and traces, where they keep a line from being reported
  // as an unexplained error; on ordinary lines they would cost time and change nothing.
  const serious = new AnchorIndex(catalogue.filter((entry) => entry.message.severity !== 'harmless'));
  const all = new AnchorIndex(catalogue);
  const raw = rawLines(text);
  const result: Scan = {lines: new Array(raw.length), hits: new Map(), setup: {}, records: [], loggedLines: 0};
  for (let index = 0; index < raw.length; index += 1) {
    const line = parseLine(raw[index], index + 1);
    result.lines[index] = line;
    // Dropped as soon as it is parsed, so a large log is not held twice.
    raw[index] = '';
    if (line.level) {
      result.loggedLines += 1;
    }
    const matched = matchLine(
      line.level === 'info' || line.level === 'debug' ? serious : all,
      line,
      index,
      result.hits,
    );
    readSetupFacts(line.message, line.number, result.setup);
    const record = addToRecords(result.records, line, index);
    if (matched) {
      record.explained = true;
    }
    if (options.onProgress && index % 20_000 === 0 && index > 0) {
      options.onProgress(index / raw.length);
    }
  }
  return result;
}

/** One problem per entry that matched, harmless ones left out, most serious first, then by first line. */
function problemsFrom(hits: Scan['hits'], occurrence: (index: number) => Occurrence): Problem[] {
  const problems: Problem[] = [];
  for (const [entry, indexes] of hits) {
    const {message} = entry;
    if (message.severity === 'harmless') {
      continue;
    }
    problems.push({
      id: message.id,
      severity: message.severity,
      project: message.project,
      title: displayTemplate(parseTemplate(message.text)),
      cause: message.cause,
      url: `${message.page}#${message.anchor}`,
      count: indexes.length,
      occurrences: indexes.slice(0, MAX_OCCURRENCES).map(occurrence),
    });
  }
  const rank = (severity: MessageSeverity): number => SEVERITY_ORDER.indexOf(severity);
  return problems.sort(
    (a, b) => rank(a.severity) - rank(b.severity) || a.occurrences[0].line.number - b.occurrences[0].line.number,
  );
}

export function analyzeLog(text: string, options: AnalyzeOptions = {}): LogReport {
  const {lines, hits, setup, records, loggedLines} = scan(text, options);
  const occurrence = (index: number): Occurrence => ({
    line: shown(lines[index]),
    context: lines.slice(Math.max(0, index - CONTEXT_LINES), index + CONTEXT_LINES + 1).map(shown),
  });
  const problems = problemsFrom(hits, occurrence);
  const errors: ErrorGroup[] = groupUnexplained(records, lines).map(({starts, ...group}) => ({
    ...group,
    count: starts.length,
    occurrences: starts.slice(0, MAX_OCCURRENCES).map(occurrence),
  }));
  options.onProgress?.(1);
  return {
    lineCount: lines.length,
    setup,
    notes: setupNotes(setup),
    problems,
    errors,
    clean: problems.length === 0 && errors.length === 0,
    loggedLines,
  };
}
