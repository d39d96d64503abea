import {describe, expect, it} from 'vitest';

import {analyzeConfig, generateConfig, markupToPlainText} from '../../../src/lib/config';
import {reducer} from '../../../src/components/config-editor/state/reducer';
import {initialState, notice, type Action, type EditorState} from '../../../src/components/config-editor/state/types';

/** The editor with the default Spigot config open and checked, as after "Default" and its analysis. */
function openDefault(): EditorState {
  const text = generateConfig('spigot');
  const loaded = reducer(
    {...initialState, tabReady: true},
    {type: 'load', text, fileName: 'config.yml', platform: 'spigot', notice: notice('success', 'Loaded.')},
  );
  return reducer(loaded, {type: 'analysis', analysis: analyzeConfig(text, {platform: 'spigot'})});
}

/** Applies the actions, then lets the analysis of the resulting text arrive, as the worker would. */
function run(state: EditorState, ...actions: Action[]): EditorState {
  const after = actions.reduce(reducer, state);
  if (after.text === null || after.checked?.text === after.text) {
    return after;
  }
  return reducer(after, {type: 'analysis', analysis: analyzeConfig(after.text, {platform: after.platform})});
}

const entry = (path: string, text: string): Action => ({type: 'number-entry', path, entry: text});
const exportedNotice = (state: EditorState) => {
  const exported = run(state, {type: 'exported'});
  return {kind: exported.notice?.kind, text: markupToPlainText(exported.notice?.text ?? '')};
};

describe('whole-number entries', () => {
  it('writes a whole number and keeps no entry', () => {
    const state = run(openDefault(), entry('bedrock.port', '19133'));
    expect(state.text).toContain('port: 19133');
    expect(state.unwritten).toEqual({});
  });

  it.each([
    ['an exponent', '1e3'],
    ['a decimal point', '1.5'],
    ['an empty field', ''],
    ['a sign alone', '-'],
  ])('keeps %s as an entry that is not written', (_, text) => {
    const before = openDefault();
    const state = run(before, entry('bedrock.port', text));
    expect(state.text).toBe(before.text);
    expect(state.unwritten).toEqual({'bedrock.port': text});
  });

  it('drops the entry when the field gets a valid one', () => {
    const state = run(openDefault(), entry('bedrock.port', '1e3'), entry('bedrock.port', '19140'));
    expect(state.unwritten).toEqual({});
    expect(state.text).toContain('port: 19140');
  });

  it('keeps the entry across edits elsewhere, and drops it when the value changes in the source', () => {
    let state = run(openDefault(), entry('bedrock.port', '1.5'), {
      type: 'set-value',
      path: 'motd.primary-motd',
      value: 'Hi',
    });
    expect(state.unwritten).toEqual({'bedrock.port': '1.5'});
    state = run(state, {type: 'edit', text: (state.text ?? '').replace('port: 19132', 'port: 19150')});
    expect(state.unwritten).toEqual({});
  });

  it('forgets entries when another file is loaded or the config is closed', () => {
    const state = run(openDefault(), entry('bedrock.port', '1e3'));
    expect(run(state, {type: 'close'}).unwritten).toEqual({});
    const text = generateConfig('velocity');
    const loaded = run(state, {
      type: 'load',
      text,
      fileName: 'x.yml',
      platform: 'velocity',
      notice: notice('info', ''),
    });
    expect(loaded.unwritten).toEqual({});
  });
});

describe('Export', () => {
  it('reports plain success when the file holds everything the form shows', () => {
    expect(exportedNotice(openDefault())).toEqual({
      kind: 'success',
      text: "Exported config.yml. Put it in Geyser's folder and restart the server (or run /geyser reload).",
    });
  });

  it('names every field whose entry was not written, and the value the file keeps', () => {
    const state = run(openDefault(), entry('bedrock.port', '1e3'), entry('java.port', ''));
    const {kind, text} = exportedNotice(state);
    expect(kind).toBe('warning');
    expect(text).toContain('without what 2 fields show');
    expect(text).toContain('bedrock.port holds 1e3, which is not a whole number: the file keeps 19132');
    expect(text).toContain('java.port holds no number: the file leaves it out, so Geyser uses 25565');
    expect(text).toContain('Enter whole numbers and export again.');
  });

  it('says so when the export is reported after its check arrives', () => {
    const state = run(openDefault(), entry('bedrock.port', '1e3'), {
      type: 'set-value',
      path: 'motd.primary-motd',
      value: 'X',
    });
    // The text changed and its analysis has not arrived: Export waits for it.
    const waiting = reducer({...state, checked: null}, {type: 'exported'});
    expect(waiting.notice?.kind).toBe('info');
    const reported = reducer(waiting, {
      type: 'analysis',
      analysis: analyzeConfig(waiting.text ?? '', {platform: 'spigot'}),
    });
    expect(markupToPlainText(reported.notice?.text ?? '')).toContain('bedrock.port holds 1e3');
  });

  it('still counts the errors of a file with an unwritten entry', () => {
    const broken = run(openDefault(), {type: 'set-value', path: 'bedrock.port', value: 99_999_999});
    const {text} = exportedNotice(run(broken, entry('java.port', '1.5')));
    expect(text).toContain('java.port holds 1.5');
    expect(text).toMatch(/It also has \d+ errors?: Geyser will refuse to load it/);
  });
});
