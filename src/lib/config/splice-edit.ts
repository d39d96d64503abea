/**
 * The cheap path of a form edit. `setOptionValue` parses the whole file twice (to find the value and
 * to check the result), which is slow on a very large file. When the last analysis
 * recorded where a value is written (`OptionState.span`), the new value is spliced in at those offsets
 * with the same SnakeYAML-safe rendering `setOptionValue` uses, and the offsets of every later value
 * are shifted. The caller re-analyses the new text off the main thread; until then the returned
 * analysis shows the new value and the problems of the previous text.
 */
import type {ConfigAnalysis, OptionState, ScalarSpan, SpanStyle, ValueSpan} from './analysis-types';
import type {OptionValue} from './types';
import {readsBackAs, renderPlainValue, renderString, type PlainValue, type WritableValue} from './yaml-render';

interface Replacement {
  start: number;
  end: number;
  text: string;
}

function styleOfRendered(rendered: string): SpanStyle {
  return rendered.startsWith("'") ? 'QUOTE_SINGLE' : rendered.startsWith('"') ? 'QUOTE_DOUBLE' : 'PLAIN';
}

function render(value: PlainValue, style: SpanStyle): string | null {
  let rendered: string;
  try {
    rendered = typeof value === 'string' ? renderString(value, style) : renderPlainValue(value, style);
  } catch {
    return null;
  }
  return readsBackAs(rendered, value) ? rendered : null;
}

/** Applies non-overlapping replacements (sorted by offset) and returns the text and an offset mapper. */
function applyReplacements(
  text: string,
  replacements: readonly Replacement[],
): {text: string; shift: (offset: number) => number} {
  let result = '';
  let from = 0;
  for (const replacement of replacements) {
    result += text.slice(from, replacement.start) + replacement.text;
    from = replacement.end;
  }
  result += text.slice(from);
  const shift = (offset: number): number => {
    let delta = 0;
    for (const replacement of replacements) {
      if (replacement.end > offset) {
        break;
      }
      delta += replacement.text.length - (replacement.end - replacement.start);
    }
    return offset + delta;
  };
  return {text: result, shift};
}

function shiftSpan(span: ValueSpan, shift: (offset: number) => number): ValueSpan {
  if (span.kind === 'scalar') {
    return {...span, start: shift(span.start), end: shift(span.end)};
  }
  return {kind: 'list', items: span.items.map((item) => ({...item, start: shift(item.start), end: shift(item.end)}))};
}

/** The replacements for one option, and its span after them; null when the edit needs the parser. */
function plan(span: ValueSpan, value: WritableValue): {replacements: Replacement[]; after: ValueSpan} | null {
  if (span.kind === 'scalar') {
    if (Array.isArray(value)) {
      return null;
    }
    const rendered = render(value as PlainValue, span.style);
    if (rendered === null) {
      return null;
    }
    const style = styleOfRendered(rendered);
    return {
      replacements: [{start: span.start, end: span.end, text: rendered}],
      after: {
        kind: 'scalar',
        start: span.start,
        end: span.start + rendered.length,
        style,
        text: typeof value === 'string' ? value : null,
      },
    };
  }
  if (!Array.isArray(value) || value.length !== span.items.length) {
    return null;
  }
  const items = value as readonly string[];
  const replacements: Replacement[] = [];
  const after: ScalarSpan[] = [];
  for (let index = 0; index < items.length; index += 1) {
    const item = span.items[index];
    if (item.text === items[index]) {
      after.push(item);
      continue;
    }
    const rendered = render(items[index], item.style);
    if (rendered === null) {
      return null;
    }
    replacements.push({start: item.start, end: item.end, text: rendered});
    after.push({
      start: item.start,
      end: item.start + rendered.length,
      style: styleOfRendered(rendered),
      text: items[index],
    });
  }
  return {replacements, after: {kind: 'list', items: after}};
}

/**
 * Writes `value` for `path` into the analysed text without parsing it. Returns the analysis of the
 * new text as far as it is known (the option's new value, every span moved), or null when the edit
 * has to take the parsing path (`setOptionValue`), which then also explains any refusal.
 */
export function spliceEdit(analysis: ConfigAnalysis, path: string, value: WritableValue): ConfigAnalysis | null {
  const state = analysis.options.get(path);
  if (!state?.span || !analysis.syntaxOk) {
    return null;
  }
  const planned = plan(state.span, value);
  if (!planned) {
    return null;
  }
  if (planned.replacements.length === 0) {
    return analysis;
  }
  const {text, shift} = applyReplacements(analysis.text, planned.replacements);
  const edited: OptionValue = Array.isArray(value) ? [...(value as readonly string[])] : (value as PlainValue);
  const options = new Map<string, OptionState>();
  for (const [key, option] of analysis.options) {
    if (key === path) {
      // The edited item spans start where the old ones did: shift only what lies before them.
      const after = planned.after;
      const moved =
        after.kind === 'scalar'
          ? after
          : {
              kind: 'list' as const,
              items: after.items.map((item, index) => {
                const oldStart = (state.span as {items: ScalarSpan[]}).items[index].start;
                const start = shift(oldStart);
                return {...item, start, end: start + (item.end - item.start)};
              }),
            };
      options.set(key, withValue(option, edited, moved));
    } else {
      options.set(key, option.span ? {...option, span: shiftSpan(option.span, shift)} : option);
    }
  }
  return {...analysis, text, source: null, options};
}

/** An option as the file now holds it after an edit: present, with the new value and the given span. */
function withValue(option: OptionState, edited: OptionValue, span: OptionState['span']): OptionState {
  return {
    ...option,
    present: true,
    raw: Array.isArray(edited) ? {kind: 'list', js: edited} : {kind: 'scalar', js: edited},
    effective: edited,
    fileValue: edited,
    span,
  };
}

/**
 * The analysis after an edit made by the parsing path: the option shows its new value at once (so a
 * controlled input never jumps back while the new analysis is on its way), and every span is dropped
 * because offsets after the edit are unknown until then.
 */
export function withEditedValue(
  analysis: ConfigAnalysis,
  text: string,
  path: string,
  value: WritableValue,
): ConfigAnalysis {
  const options = new Map<string, OptionState>();
  for (const [key, option] of analysis.options) {
    if (key === path) {
      const edited: OptionValue = Array.isArray(value) ? [...(value as readonly string[])] : (value as PlainValue);
      options.set(key, withValue(option, edited, null));
    } else {
      options.set(key, option.span ? {...option, span: null} : option);
    }
  }
  return {...analysis, text, source: null, options};
}
