/**
 * Matching templates against log lines in time linear in the line's length, whatever the line holds.
 *
 * Nothing here builds a regular expression from a template or from the log: a backtracking engine can
 * take exponential time on a crafted line. Instead each template is a small automaton (one state per
 * literal character, one per placeholder) simulated over the text, Thompson style: all states advance
 * together, one character at a time, so the work is (characters read) x (states). Two things keep the
 * characters read small:
 * - the template's longest literal (its anchor) must occur in the line, which `indexOf` finds;
 * - every placeholder has a maximum length, so a match lies within a bounded window around each
 *   occurrence of the anchor, and overlapping windows are read once.
 * A placeholder state keeps only the smallest count of characters it has consumed: any thread that
 * entered it later can do everything an earlier one can, which keeps the state set of a fixed size.
 */
import type {PlaceholderKind, TemplatePart} from './template';

type State = {kind: 'char'; code: number} | {kind: 'hole'; type: PlaceholderKind; min: number; max: number};

export interface CompiledTemplate {
  readonly parts: readonly TemplatePart[];
  /** The longest literal part: a line without it cannot match. */
  readonly anchor: string;
  /** Automaton states: the work per character read. */
  readonly states: number;
  /**
   * Whether the template matches somewhere in `line`. `work`, when given, counts the characters the
   * automaton read, which is what the tests bound to prove the time linear.
   */
  test(line: string, work?: {characters: number}): boolean;
}

function accepts(type: PlaceholderKind, code: number): boolean {
  // No placeholder spans a line break; "word" stops at white space; "number" takes digits and separators.
  if (code === 10 || code === 13) {
    return false;
  }
  if (type === 'text') {
    return true;
  }
  const space = code === 32 || code === 9 || code === 0xa0;
  if (type === 'word') {
    return !space;
  }
  return (code >= 48 && code <= 57) || code === 46 || code === 44 || code === 45;
}

const INACTIVE = -1;

/** The automaton's states, one per literal character and one per placeholder, and the longest literal. */
function statesOf(parts: readonly TemplatePart[]): {states: State[]; anchor: string; anchorIndex: number} {
  const states: State[] = [];
  let anchorIndex = -1;
  let anchor = '';
  parts.forEach((part, index) => {
    if (part.kind === 'literal') {
      if (part.text.length > anchor.length) {
        anchor = part.text;
        anchorIndex = index;
      }
      for (let offset = 0; offset < part.text.length; offset += 1) {
        states.push({kind: 'char', code: part.text.charCodeAt(offset)});
      }
    } else {
      states.push({kind: 'hole', type: part.type, min: part.min, max: part.max});
    }
  });
  return {states, anchor, anchorIndex};
}

/** The most characters `parts` can match. */
function maxLength(parts: readonly TemplatePart[]): number {
  return parts.reduce((sum, part) => sum + (part.kind === 'literal' ? part.text.length : part.max), 0);
}

/** The template's states simulated over a stretch of text, all threads advancing together. */
class Automaton {
  private readonly accept: number;
  // counts[s] is INACTIVE, or the characters the thread in state s has consumed (0 for a char state).
  private counts: Int32Array;
  private next: Int32Array;

  constructor(private readonly states: readonly State[]) {
    this.accept = states.length;
    this.counts = new Int32Array(this.accept + 1);
    this.next = new Int32Array(this.accept + 1);
  }

  /** Adds state `s` (and what it reaches without reading) to `set`, with `count` consumed. */
  private enter(set: Int32Array, s: number, count: number): void {
    let state = s;
    let consumed = count;
    while (state <= this.accept) {
      if (set[state] !== INACTIVE && set[state] <= consumed) {
        return;
      }
      set[state] = consumed;
      const current = this.states[state];
      if (state === this.accept || current.kind === 'char' || consumed < current.min) {
        return;
      }
      // A placeholder that has consumed enough may end here: the thread also moves on.
      state += 1;
      consumed = 0;
    }
  }

  /** Moves every thread in `counts` over the character `code`, into `next`. */
  private step(code: number): void {
    const {counts, next, states} = this;
    next.fill(INACTIVE);
    for (let s = 0; s < this.accept; s += 1) {
      const count = counts[s];
      if (count === INACTIVE) {
        continue;
      }
      const state = states[s];
      if (state.kind === 'char') {
        if (state.code === code) {
          this.enter(next, s + 1, 0);
        }
      } else if (count < state.max && accepts(state.type, code)) {
        this.enter(next, s, count + 1);
      }
    }
    this.counts = next;
    this.next = counts;
  }

  /** Runs the automaton over text[from, to), starting afresh at every position. */
  run(text: string, from: number, to: number, work?: {characters: number}): boolean {
    if (work) {
      work.characters += to - from;
    }
    this.counts.fill(INACTIVE);
    for (let position = from; position < to; position += 1) {
      this.enter(this.counts, 0, 0);
      if (this.counts[this.accept] !== INACTIVE) {
        return true;
      }
      this.step(text.charCodeAt(position));
    }
    this.enter(this.counts, 0, 0);
    return this.counts[this.accept] !== INACTIVE;
  }
}

export function compileTemplate(parts: readonly TemplatePart[]): CompiledTemplate {
  const {states, anchor, anchorIndex} = statesOf(parts);
  const maxBefore = maxLength(parts.slice(0, anchorIndex));
  const maxAfter = maxLength(parts.slice(anchorIndex + 1));
  const automaton = new Automaton(states);

  // Reads the window around each occurrence of the anchor; overlapping windows are merged and read once.
  const test = (line: string, work?: {characters: number}): boolean => {
    let runStart = -1;
    let runEnd = -1;
    for (let found = line.indexOf(anchor); found !== -1; found = line.indexOf(anchor, found + 1)) {
      const windowStart = Math.max(0, found - maxBefore);
      const windowEnd = Math.min(line.length, found + anchor.length + maxAfter);
      if (windowStart > runEnd) {
        if (runEnd !== -1 && automaton.run(line, runStart, runEnd, work)) {
          return true;
        }
        runStart = windowStart;
      }
      runEnd = Math.max(runEnd, windowEnd);
    }
    return runEnd !== -1 && automaton.run(line, runStart, runEnd, work);
  };

  return {parts, anchor, states: states.length, test};
}
