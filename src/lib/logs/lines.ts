/**
 * Reading a console log into lines: line endings (LF, CRLF, lone CR), colour codes (ANSI escapes and
 * Minecraft's `§` codes), and the prefix each console format puts before the message. The formats come
 * from the platforms' logging configurations:
 *
 * - Paper/Spigot, Fabric, vanilla: `[12:34:56] [Server thread/INFO]: msg` (file), `[12:34:56 INFO]: msg` (console)
 * - Velocity: `[12:34:56 INFO] [geyser]: msg`, file `[12:34:56] [thread/INFO] [geyser]: msg`
 * - BungeeCord: `12:34:56 [INFO] [Geyser-BungeeCord] msg`; Waterfall `[12:34:56 INFO]: [Geyser-BungeeCord] msg`
 * - NeoForge: `[12:34:56] [Server thread/INFO] [org.geysermc.geyser/]: msg`, file `[13Aug2026 12:34:56.789] [...]`
 * - Geyser Standalone: `[12:34:56 INFO] msg`, file `[12:34:56.789 main/INFO] msg`
 * - ViaProxy: `[12:34:56] [main/INFO] (Geyser) msg`
 *
 * Rather than one parser per format, the prefix is read as what they share: a time, then bracketed or
 * parenthesised groups, one of which names the level. Every pattern here is anchored and bounded, and
 * none nests a quantifier, so each runs in time linear in the prefix it reads.
 */

export type Level = 'error' | 'warn' | 'info' | 'debug';

export interface LogLine {
  /** 1-based line number in the input. */
  readonly number: number;
  /** The line without colour codes or line ending (what is shown). */
  readonly text: string;
  /** The message after the console prefix (what is matched). */
  readonly message: string;
  readonly level?: Level;
  /** Thread name, when the format prints one. */
  readonly thread?: string;
  /** Logger or plugin name, when the format prints one (`Geyser-Spigot`, `geyser`, `floodgate`). */
  readonly logger?: string;
}

// CSI sequences (colours, cursor moves), OSC sequences, and lone escapes. Control characters are the point here.
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;?]{0,32}[ -/]{0,4}[@-~]|\u001b\][^\u0007\u001b]{0,512}(?:\u0007|\u001b\\)|\u001b[@-Z\\-_]/g;
const SECTION = /§[0-9a-fk-orx]/gi;

const LEVELS: Record<string, Level> = {
  FATAL: 'error',
  SEVERE: 'error',
  ERROR: 'error',
  WARN: 'warn',
  WARNING: 'warn',
  INFO: 'info',
  CONFIG: 'debug',
  DEBUG: 'debug',
  FINE: 'debug',
  TRACE: 'debug',
};

const BARE_TIME = /^(?:\d{4}-\d\d-\d\d[ T])?\d\d:\d\d:\d\d(?:[.,]\d{1,3})? /;
const GROUP = /^(?:\[([^[\]\n]{1,120})\]|\(([^()\n]{1,80})\))(:)? ?/;
const TIME_IN_GROUP = /^(?:\d{1,2}[A-Za-z]{3}\d{4} |\d{4}-\d\d-\d\d[ T])?\d\d:\d\d:\d\d(?:[.,]\d{1,3})?(?: |$)/;
const LEVEL_WORD = /(?:^|[ /])(FATAL|SEVERE|ERROR|WARN|WARNING|INFO|CONFIG|DEBUG|FINE|TRACE)$/;
const PROMPT = /^(?:> ?)+/;
const PANEL = /^container@pterodactyl~ /;

/** Removes colour codes. */
export function stripColours(text: string): string {
  return text.replace(ANSI, '').replace(SECTION, '');
}

interface Prefix {
  message: string;
  level?: Level;
  thread?: string;
  logger?: string;
}

/** Reads the console prefix off a line (already without colour codes). */
export function readPrefix(line: string): Prefix {
  let rest = line.replace(PANEL, '').replace(PROMPT, '');
  const result: Prefix = {message: rest};
  const time = BARE_TIME.exec(rest);
  let sawTime = Boolean(time);
  if (time) {
    rest = rest.slice(time[0].length);
  }
  let levelSeen = false;
  for (let groups = 0; groups < 5; groups += 1) {
    const group = GROUP.exec(rest);
    if (!group) {
      break;
    }
    const inner = (group[1] ?? group[2]).trim();
    const timed = TIME_IN_GROUP.exec(inner);
    const afterTime = timed ? inner.slice(timed[0].length).trim() : inner;
    const level = LEVEL_WORD.exec(afterTime);
    if (timed || level) {
      if (timed) {
        sawTime = true;
      }
      if (level) {
        levelSeen = true;
        result.level = LEVELS[level[1]];
        const thread = afterTime.slice(0, afterTime.length - level[0].length).trim();
        if (thread) {
          result.thread = thread;
        }
      }
    } else if (sawTime || levelSeen) {
      // The first group after the time and level that is not itself a level: the logger or plugin name.
      if (result.logger !== undefined) {
        break;
      }
      result.logger = inner.replace(/\/$/, '');
    } else {
      break;
    }
    rest = rest.slice(group[0].length);
    if (group[3] && levelSeen && result.logger !== undefined) {
      break;
    }
  }
  if (!sawTime && !levelSeen) {
    return {message: line};
  }
  result.message = rest;
  return result;
}

/** Splits text into lines: LF and CRLF; a file with only CR line endings is split at CR. */
export function splitLines(text: string): string[] {
  if (!text.includes('\n')) {
    return text.split('\r');
  }
  return text.split('\n').map((line) => {
    const trimmed = line.endsWith('\r') ? line.slice(0, -1) : line;
    // A console redraws its prompt with a carriage return: keep what was written last.
    const carriage = trimmed.lastIndexOf('\r');
    return carriage === -1 ? trimmed : trimmed.slice(carriage + 1) || trimmed.slice(0, carriage);
  });
}

export function parseLine(raw: string, number: number): LogLine {
  const text = stripColours(raw);
  const prefix = readPrefix(text);
  return {number, text, ...prefix};
}
