/**
 * The YAML source view. Loaded with React.lazy after hydration (see SourcePanel), so Monaco's code
 * and CSS reach the browser only on the config editor page.
 */
import {useEffect, useRef, type MutableRefObject, type ReactNode} from 'react';
import Editor, {loader, type OnMount} from '@monaco-editor/react';
import {useColorMode} from '@docusaurus/theme-common';

import {
  cursorContext,
  keyDocumentation,
  keySuggestions,
  markupToPlainText,
  valueSuggestions,
  WORKER_THRESHOLD,
  type ConfigIssue,
  type Layout,
  type PlatformId,
} from '@site/src/lib/config';

import styles from '../styles.module.css';
import type {SourceHandle} from './SourcePanel';
import {monaco, type Monaco} from './monacoSetup';

// Hand @monaco-editor/react the bundled Monaco, so its loader never fetches one from a CDN.
loader.config({monaco: monaco as unknown as Parameters<typeof loader.config>[0]['monaco']});

const MODEL_URI = 'inmemory://geyser/config.yml';
const MARKER_OWNER = 'geyser-config';
/** Most problems drawn in the source view at once. */
const MAX_MARKERS = 1000;

type Editor = Parameters<OnMount>[0];

/** The editor's view of the page state, read by the completion and hover providers. */
const context: {layout: Layout; platform: PlatformId} = {layout: 'current', platform: 'spigot'};
let providersRegistered = false;

function registerProviders(api: Monaco): void {
  if (providersRegistered) {
    return;
  }
  providersRegistered = true;
  api.languages.registerCompletionItemProvider('yaml', {
    triggerCharacters: [' ', ':'],
    provideCompletionItems(model, position) {
      if (model.uri.toString() !== MODEL_URI) {
        return {suggestions: []};
      }
      const lines = model.getLinesContent();
      const where = cursorContext(lines, position.lineNumber - 1, position.column);
      const word = model.getWordUntilPosition(position);
      const range = new api.Range(position.lineNumber, word.startColumn, position.lineNumber, word.endColumn);
      if (where.inValue && where.key) {
        const path = where.parentPath ? `${where.parentPath}.${where.key}` : where.key;
        return {
          suggestions: valueSuggestions(path).map((value) => ({
            label: value,
            kind: api.languages.CompletionItemKind.Value,
            insertText: value,
            range,
          })),
        };
      }
      if (where.key) {
        return {suggestions: []};
      }
      // Keys already in the same map are not offered again.
      const existing: string[] = [];
      lines.forEach((line, index) => {
        const other = cursorContext(lines, index, 1);
        if (
          index !== position.lineNumber - 1 &&
          other.key &&
          other.parentPath === where.parentPath &&
          other.indent === where.indent
        ) {
          existing.push(other.key);
        }
      });
      return {
        suggestions: keySuggestions(context.layout, context.platform, where.parentPath, existing).map((suggestion) => ({
          label: suggestion.key,
          kind: suggestion.isSection
            ? api.languages.CompletionItemKind.Module
            : api.languages.CompletionItemKind.Property,
          detail: suggestion.path,
          documentation: suggestion.documentation,
          insertText: suggestion.insertText,
          range,
        })),
      };
    },
  });
  api.languages.registerHoverProvider('yaml', {
    provideHover(model, position) {
      if (model.uri.toString() !== MODEL_URI) {
        return null;
      }
      const lines = model.getLinesContent();
      const where = cursorContext(lines, position.lineNumber - 1, position.column);
      if (!where.key) {
        return null;
      }
      const line = lines[position.lineNumber - 1];
      const start = line.indexOf(where.key) + 1;
      if (position.column < start || position.column > start + where.key.length) {
        return null;
      }
      const text = keyDocumentation(context.layout, where.parentPath ? `${where.parentPath}.${where.key}` : where.key);
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
    },
  });
}

let themesDefined = false;

/** Monaco's stock themes draw comments below WCAG AA contrast in dark mode; these lift them. */
function defineThemes(api: Monaco): void {
  if (themesDefined) {
    return;
  }
  themesDefined = true;
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
}

function severityOf(api: Monaco, severity: ConfigIssue['severity']) {
  return severity === 'error'
    ? api.MarkerSeverity.Error
    : severity === 'warning'
      ? api.MarkerSeverity.Warning
      : api.MarkerSeverity.Info;
}

/**
 * Replaces only the changed middle of the text, so undo history and the cursor survive form edits.
 * A model keeps one line ending for all lines, so a text with other line endings replaces the whole
 * value (Monaco then adopts the text's line endings).
 */
function applyExternalText(editor: Editor, text: string): void {
  const model = editor.getModel();
  if (!model) {
    return;
  }
  const current = model.getValue();
  if (current === text) {
    return;
  }
  const textEol = text.includes('\r\n') ? '\r\n' : '\n';
  if (textEol !== model.getEOL()) {
    model.setValue(text);
    return;
  }
  let start = 0;
  while (start < current.length && start < text.length && current[start] === text[start]) {
    start += 1;
  }
  let end = 0;
  while (
    end < current.length - start &&
    end < text.length - start &&
    current[current.length - 1 - end] === text[text.length - 1 - end]
  ) {
    end += 1;
  }
  const from = model.getPositionAt(start);
  const to = model.getPositionAt(current.length - end);
  model.pushEditOperations(
    [],
    [
      {
        range: {
          startLineNumber: from.lineNumber,
          startColumn: from.column,
          endLineNumber: to.lineNumber,
          endColumn: to.column,
        },
        text: text.slice(start, text.length - end),
      },
    ],
    () => null,
  );
}

interface Props {
  text: string;
  onChange: (text: string) => void;
  issues: readonly ConfigIssue[];
  layout: Layout;
  platform: PlatformId;
  handle: MutableRefObject<SourceHandle | null>;
}

export default function MonacoSource({text, onChange, issues, layout, platform, handle}: Props): ReactNode {
  const {colorMode} = useColorMode();
  const editorRef = useRef<Editor | null>(null);
  const apiRef = useRef<Monaco | null>(null);
  /** The text the editor and the page last agreed on; changes from either side are compared to it. */
  const agreed = useRef(text);
  /** Set while the page pushes text into Monaco, whose change events must not flow back. */
  const applying = useRef(false);

  context.layout = layout;
  context.platform = platform;

  useEffect(() => {
    const editor = editorRef.current;
    if (editor && text !== agreed.current) {
      agreed.current = text;
      applying.current = true;
      try {
        applyExternalText(editor, text);
      } finally {
        applying.current = false;
      }
    }
  }, [text]);

  useEffect(() => {
    const editor = editorRef.current;
    const api = apiRef.current;
    const model = editor?.getModel();
    if (!api || !model) {
      return;
    }
    // A hostile file can have tens of thousands of problems; Monaco slows down with as many markers.
    // Errors first, then the rest up to the cap: the Problems list holds them all.
    const located = issues.filter((issue) => issue.location);
    const shown =
      located.length > MAX_MARKERS
        ? [
            ...located.filter((issue) => issue.severity === 'error'),
            ...located.filter((issue) => issue.severity !== 'error'),
          ].slice(0, MAX_MARKERS)
        : located;
    api.editor.setModelMarkers(
      model,
      MARKER_OWNER,
      shown.map((issue) => ({
        severity: severityOf(api, issue.severity),
        message: markupToPlainText(issue.message),
        startLineNumber: issue.location?.start.line ?? 1,
        startColumn: issue.location?.start.column ?? 1,
        endLineNumber: issue.location?.end.line ?? 1,
        // A zero-width range would draw no squiggle.
        endColumn:
          issue.location?.start.line === issue.location?.end.line
            ? Math.max(issue.location?.end.column ?? 1, (issue.location?.start.column ?? 1) + 1)
            : (issue.location?.end.column ?? 1),
      })),
    );
  }, [issues]);

  const onMount: OnMount = (editor, api) => {
    editorRef.current = editor;
    apiRef.current = api as unknown as Monaco;
    registerProviders(api as unknown as Monaco);
    handle.current = {
      reveal(line, column) {
        editor.revealLineInCenter(line);
        editor.setPosition({lineNumber: line, column});
        editor.focus();
      },
    };
    // The text may have changed while Monaco was starting.
    agreed.current = text;
    applying.current = true;
    try {
      applyExternalText(editor, text);
    } finally {
      applying.current = false;
    }
  };

  useEffect(
    () => () => {
      handle.current = null;
    },
    [handle],
  );

  const large = text.length > WORKER_THRESHOLD;
  return (
    <div className={styles.monaco} data-testid="monaco-source">
      <Editor
        height="100%"
        defaultLanguage="yaml"
        defaultValue={text}
        path={MODEL_URI}
        theme={colorMode === 'dark' ? 'geyser-dark' : 'geyser-light'}
        beforeMount={(api) => defineThemes(api as unknown as Monaco)}
        loading={<p className={styles.sourceLoading}>Starting the source editor…</p>}
        onMount={onMount}
        onChange={(value) => {
          if (value === undefined || applying.current || value === agreed.current) {
            return;
          }
          agreed.current = value;
          onChange(value);
        }}
        options={{
          ariaLabel: 'config.yml source',
          automaticLayout: true,
          minimap: {enabled: false},
          fontSize: 14,
          tabSize: 2,
          insertSpaces: true,
          detectIndentation: true,
          renderWhitespace: 'boundary',
          scrollBeyondLastLine: false,
          // Geyser's comments are long; wrapping keeps them readable in a half-width panel. On a large
          // file, wrapping every line and scanning it for links and words would block the page.
          wordWrap: large ? 'off' : 'on',
          links: !large,
          wordBasedSuggestions: large ? 'off' : 'currentDocument',
          wrappingIndent: 'same',
          fixedOverflowWidgets: true,
          unicodeHighlight: {ambiguousCharacters: false},
          accessibilitySupport: 'auto',
        }}
      />
    </div>
  );
}
