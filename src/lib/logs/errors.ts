/**
 * Error records, for the part of the report that lists what no catalogue entry explains: a record is a
 * log line with the stack trace lines that follow it, and records with the same exception (or the same
 * message, numbers aside) form one group.
 */
import type {LogLine} from './lines';

const TRACE_LINE = /^\s+at \S|^\s*\.\.\. \d{1,9} more$|^\s*(?:Caused by|Suppressed): /;
const EXCEPTION =
  /^(?:Exception in thread "[^"\n]{0,120}" )?((?:[a-zA-Z_$][\w$]{0,80}\.){1,20}[A-Z][\w$]{0,80}(?:Exception|Error|Throwable))(?::\s?([^\n]{0,400}))?/;
const CAUSED_BY = /^\s*Caused by: ((?:[a-zA-Z_$][\w$]{0,80}\.){1,20}[A-Z][\w$]{0,80})(?::\s?([^\n]{0,200}))?/;

export interface LogRecord {
  /** Index of the record's first line. */
  start: number;
  end: number;
  level?: LogLine['level'];
  exception?: {name: string; message: string};
  causedBy: string[];
  /** Set when a catalogue entry matched one of its lines. */
  explained: boolean;
}

/** Errors no entry explains, one per group; `starts` are the indexes of each record's first line. */
export interface UnexplainedError {
  readonly key: string;
  readonly title: string;
  readonly causedBy: readonly string[];
  readonly search: string;
  readonly starts: number[];
}

/**
 * Adds the line at `index` to the last record when it continues it (a trace line, or an exception
 * right below it), or else starts a new record; returns the record that holds the line.
 */
export function addToRecords(records: LogRecord[], line: LogLine, index: number): LogRecord {
  const current = records.at(-1);
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
    return current;
  }
  const own = line.level ? null : EXCEPTION.exec(line.message);
  const record: LogRecord = {
    start: index,
    end: index,
    level: line.level,
    exception: own ? {name: own[1], message: own[2] ?? ''} : undefined,
    causedBy: [],
    explained: false,
  };
  records.push(record);
  return record;
}

/** How a record is grouped and shown: the group's key, its title and the words to search the site for. */
function describe(record: LogRecord, lines: readonly LogLine[]): {key: string; title: string; search: string} {
  if (record.exception) {
    const {name, message} = record.exception;
    return {
      key: `${name}: ${message.replace(/\d+/g, '#')}`,
      title: message ? `${name}: ${message}` : name,
      search: name.split('.').at(-1) ?? name,
    };
  }
  const message = lines[record.start].message.trim();
  return {
    key: message.replace(/\d+/g, '#').slice(0, 160),
    title: message.length > 300 ? `${message.slice(0, 300)}…` : message,
    search: message
      .replace(/[^\p{L}\p{N}\s'-]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .split(' ')
      .slice(0, 8)
      .join(' '),
  };
}

/** The records that are errors (an error line, or one with a trace) and that no entry explains, grouped. */
export function groupUnexplained(records: readonly LogRecord[], lines: readonly LogLine[]): UnexplainedError[] {
  const groups = new Map<string, UnexplainedError>();
  for (const record of records) {
    const hasTrace = record.end > record.start || record.exception !== undefined;
    if (record.explained || (record.level !== 'error' && !hasTrace)) {
      continue;
    }
    const {key, title, search} = describe(record, lines);
    const existing = groups.get(key);
    if (existing) {
      existing.starts.push(record.start);
    } else {
      groups.set(key, {key, title, causedBy: record.causedBy.slice(0, 10), search, starts: [record.start]});
    }
  }
  return [...groups.values()];
}
