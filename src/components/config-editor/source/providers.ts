/**
 * Completion and hover for the config in the source view, from the schema. Monaco registers providers
 * per language for every editor on the page, so each one answers only for the config's model, and
 * reads the layout and platform the page shows from `editorContext`.
 */
import type * as MonacoApi from 'monaco-editor/editor/editor.api.js';

import {
  cursorContext,
  keyDocumentation,
  keySuggestions,
  valueSuggestions,
  type Layout,
  type PlatformId,
} from '../../../lib/config';

import type {Monaco} from './monacoSetup';

export const MODEL_URI = 'inmemory://geyser/config.yml';

/** The page state the providers read; MonacoSource keeps it current. */
export const editorContext: {layout: Layout; platform: PlatformId} = {layout: 'current', platform: 'spigot'};

type Model = MonacoApi.editor.ITextModel;
type Position = MonacoApi.Position;

const keyPath = (parentPath: string | null | undefined, key: string): string =>
  parentPath ? `${parentPath}.${key}` : key;

/** Keys already in the same map as the cursor's line, which are not offered again. */
function siblingKeys(lines: string[], line: number, where: ReturnType<typeof cursorContext>): string[] {
  const existing: string[] = [];
  lines.forEach((_, index) => {
    const other = cursorContext(lines, index, 1);
    if (index !== line && other.key && other.parentPath === where.parentPath && other.indent === where.indent) {
      existing.push(other.key);
    }
  });
  return existing;
}

function completions(api: Monaco, model: Model, position: Position): MonacoApi.languages.CompletionList {
  if (model.uri.toString() !== MODEL_URI) {
    return {suggestions: []};
  }
  const lines = model.getLinesContent();
  const where = cursorContext(lines, position.lineNumber - 1, position.column);
  const word = model.getWordUntilPosition(position);
  const range = new api.Range(position.lineNumber, word.startColumn, position.lineNumber, word.endColumn);
  const kinds = api.languages.CompletionItemKind;
  if (where.inValue && where.key) {
    const values = valueSuggestions(keyPath(where.parentPath, where.key));
    return {suggestions: values.map((value) => ({label: value, kind: kinds.Value, insertText: value, range}))};
  }
  if (where.key) {
    return {suggestions: []};
  }
  const existing = siblingKeys(lines, position.lineNumber - 1, where);
  const keys = keySuggestions(editorContext.layout, editorContext.platform, where.parentPath, existing);
  return {
    suggestions: keys.map((suggestion) => ({
      label: suggestion.key,
      kind: suggestion.isSection ? kinds.Module : kinds.Property,
      detail: suggestion.path,
      documentation: suggestion.documentation,
      insertText: suggestion.insertText,
      range,
    })),
  };
}

function hover(api: Monaco, model: Model, position: Position): MonacoApi.languages.Hover | null {
  if (model.uri.toString() !== MODEL_URI) {
    return null;
  }
  const lines = model.getLinesContent();
  const where = cursorContext(lines, position.lineNumber - 1, position.column);
  if (!where.key) {
    return null;
  }
  const start = lines[position.lineNumber - 1].indexOf(where.key) + 1;
  if (position.column < start || position.column > start + where.key.length) {
    return null;
  }
  const text = keyDocumentation(editorContext.layout, keyPath(where.parentPath, where.key));
  if (!text) {
    return null;
  }
  const [title, ...rest] = text.split('\n\n');
  return {
    range: new api.Range(position.lineNumber, start, position.lineNumber, start + where.key.length),
    // Plain text in code-free paragraphs: the hover renders Markdown, and none of this is trusted.
    contents: [
      {value: `**${title}**`},
      ...rest.map((paragraph) => ({value: paragraph.replace(/[\\`*_{}[\]()#+!<>|]/g, '\\$&')})),
    ],
  };
}

/** Monaco keeps providers and themes for every later editor on the page: each is set up once. */
function once(setUp: (api: Monaco) => void): (api: Monaco) => void {
  let done = false;
  return (api) => {
    if (!done) {
      done = true;
      setUp(api);
    }
  };
}

export const registerProviders = once((api) => {
  api.languages.registerCompletionItemProvider('yaml', {
    triggerCharacters: [' ', ':'],
    provideCompletionItems: (model, position) => completions(api, model, position),
  });
  api.languages.registerHoverProvider('yaml', {provideHover: (model, position) => hover(api, model, position)});
});

/** Monaco's stock themes draw comments below WCAG AA contrast in dark mode; these lift them. */
export const defineThemes = once((api) => {
  api.editor.defineTheme('geyser-dark', {
    base: 'vs-dark',
    inherit: true,
    rules: [{token: 'comment', foreground: '7ca668'}],
    colors: {},
  });
  api.editor.defineTheme('geyser-light', {
    base: 'vs',
    inherit: true,
    rules: [{token: 'comment', foreground: '1b6e1b'}],
    colors: {},
  });
});
