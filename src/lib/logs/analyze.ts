/**
 * Reads a whole log into a report: the setup facts, one problem per catalogue entry that matched (most
 * serious first), and the errors and stack traces no entry explains, grouped by exception. Pure and
 * synchronous; the log checker runs it in a Web Worker.
 */
import type {KnownMessage, MessageSeverity} from '../../data/messages';
import {compiledCatalogue, matchesMessage, SEVERITY_ORDER, type CompiledMessage} from './catalogue';
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

const TRACE_LINE = /^\s+at \S|^\s*\.\.\. \d{1,9} more$|^\s*(?:Caused by|Suppressed): /;
const EXCEPTION =
  /^(?:Exception in thread "[^"\n]{0,120}" )?((?:[a-zA-Z_$][\w$]{0,80}\.){1,20}[A-Z][\w$]{0,80}(?:Exception|Error|Throwable))(?::\s?([^\n]{0,400}))?/;
const CAUSED_BY = /^\s*Caused by: ((?:[a-zA-Z_$][\w$]{0,80}\.){1,20}[A-Z][\w$]{0,80})(?::\s?([^\n]{0,200}))?/;

function shown(line: LogLine): ShownLine {
  const text =
    line.text.length > MAX_SHOWN_CHARS
      ? `${line.text.slice(0, MAX_SHOWN_CHARS)} … (${line.text.length - MAX_SHOWN_CHARS} more characters)`
      : line.text;
  return {number: line.number, text};
}

function escapeForRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Finds the catalogue entries a line may match, by their anchors (each wording's longest literal): one
 * regular expression of plain literals, longest first, read from every position where one starts. A
 * pure alternation of literals cannot backtrack beyond the length of the literals. An anchor that is a
 * prefix of another one found at the same position is added from a table, so none is missed.
 */
class AnchorIndex {
  private readonly pattern: RegExp;
  private readonly entries = new Map<string, CompiledMessage[]>();
  private readonly prefixes = new Map<string, string[]>();

  constructor(catalogue: readonly CompiledMessage[]) {
    for (const entry of catalogue) {
      for (const wording of entry.wordings) {
        const list = this.entries.get(wording.anchor) ?? [];
        if (!list.includes(entry)) {
          list.push(entry);
        }
        this.entries.set(wording.anchor, list);
      }
    }
    const anchors = [...this.entries.keys()].sort((a, b) => b.length - a.length);
    for (const anchor of anchors) {
      this.prefixes.set(
        anchor,
        anchors.filter((other) => other !== anchor && anchor.startsWith(other)),
      );
    }
    this.pattern = new RegExp(anchors.map(escapeForRegExp).join('|'), 'g');
  }

  /** The entries whose anchor occurs in `text`. */
  candidates(text: string): Set<CompiledMessage> {
    const found = new Set<CompiledMessage>();
    this.pattern.lastIndex = 0;
    for (let match = this.pattern.exec(text); match; match = this.pattern.exec(text)) {
      for (const anchor of [match[0], ...(this.prefixes.get(match[0]) ?? [])]) {
        for (const entry of this.entries.get(anchor) ?? []) {
          found.add(entry);
        }
      }
      this.pattern.lastIndex = match.index + 1;
    }
    return found;
  }
}

interface Record {
  /** Index of the record's first line. */
  start: number;
  end: number;
  level?: LogLine['level'];
  exception?: {name: string; message: string};
  causedBy: string[];
  explained: boolean;
}

export interface AnalyzeOptions {
  /** Called every few thousand lines with the share done, for a progress bar. */
  onProgress?: (done: number) => void;
}

export function analyzeLog(text: string, options: AnalyzeOptions = {}): LogReport {
  const catalogue = compiledCatalogue();
  // Harmless entries only matter on error lines and traces, where they keep a line from being reported
  // as an unexplained error; on ordinary lines they would cost time and change nothing.
  const serious = new AnchorIndex(catalogue.filter((entry) => entry.message.severity !== 'harmless'));
  const all = new AnchorIndex(catalogue);
  const raw = splitLines(text.replace(/^\uFEFF/, ''));
  if (raw.length > 0 && raw[raw.length - 1] === '') {
    raw.pop();
  }
  const lines: LogLine[] = new Array(raw.length);
  const hits = new Map<CompiledMessage, number[]>();
  const setup: SetupFacts = {};
  const records: Record[] = [];
  let current: Record | undefined;
  let loggedLines = 0;

  for (let index = 0; index < raw.length; index += 1) {
    const line = parseLine(raw[index], index + 1);
    lines[index] = line;
    raw[index] = '';
    if (line.level) {
      loggedLines += 1;
    }
    let matched = false;
    const anchors = line.level === 'info' || line.level === 'debug' ? serious : all;
    for (const entry of anchors.candidates(line.text)) {
      if (matchesMessage(entry, line.text)) {
        matched = true;
        const list = hits.get(entry) ?? [];
        list.push(index);
        hits.set(entry, list);
      }
    }
    readSetupFacts(line.message, line.number, setup);

    const isTrace = TRACE_LINE.test(line.text);
    const exception = !line.level && !isTrace ? EXCEPTION.exec(line.message) : null;
    if (current && (isTrace || (exception && current.end === index - 1))) {
      current.end = index;
      const cause = isTrace ? CAUSED_BY.exec(line.text) : null;
      if (cause) {
        current.causedBy.push(cause[2] ? `${cause[1]}: ${cause[2]}` : cause[1]);
      } else if (exception && !current.exception) {
        current.exception = {name: exception[1], message: exception[2] ?? ''};
      }
    } else {
      const own = line.level ? null : EXCEPTION.exec(line.message);
      current = {
        start: index,
        end: index,
        level: line.level,
        exception: own ? {name: own[1], message: own[2] ?? ''} : undefined,
        causedBy: [],
        explained: false,
      };
      records.push(current);
    }
    if (matched) {
      current.explained = true;
    }
    if (options.onProgress && index % 20_000 === 0 && index > 0) {
      options.onProgress(index / raw.length);
    }
  }

  const occurrence = (index: number): Occurrence => ({
    line: shown(lines[index]),
    context: lines.slice(Math.max(0, index - CONTEXT_LINES), index + CONTEXT_LINES + 1).map(shown),
  });

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
  problems.sort(
    (a, b) => rank(a.severity) - rank(b.severity) || a.occurrences[0].line.number - b.occurrences[0].line.number,
  );

  const groups = new Map<string, {group: Omit<ErrorGroup, 'count' | 'occurrences'>; indexes: number[]}>();
  for (const record of records) {
    const hasTrace = record.end > record.start || record.exception !== undefined;
    if (record.explained || (record.level !== 'error' && !hasTrace)) {
      continue;
    }
    let key: string;
    let title: string;
    let search: string;
    if (record.exception) {
      key = `${record.exception.name}: ${record.exception.message.replace(/\d+/g, '#')}`;
      title = record.exception.message
        ? `${record.exception.name}: ${record.exception.message}`
        : record.exception.name;
      search = record.exception.name.split('.').at(-1) ?? record.exception.name;
    } else {
      const message = lines[record.start].message.trim();
      key = message.replace(/\d+/g, '#').slice(0, 160);
      title = message.length > 300 ? `${message.slice(0, 300)}…` : message;
      search = message
        .replace(/[^\p{L}\p{N}\s'-]+/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .split(' ')
        .slice(0, 8)
        .join(' ');
    }
    const existing = groups.get(key);
    if (existing) {
      existing.indexes.push(record.start);
    } else {
      groups.set(key, {group: {key, title, causedBy: record.causedBy.slice(0, 10), search}, indexes: [record.start]});
    }
  }
  const errors: ErrorGroup[] = [...groups.values()].map(({group, indexes}) => ({
    ...group,
    count: indexes.length,
    occurrences: indexes.slice(0, MAX_OCCURRENCES).map(occurrence),
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
