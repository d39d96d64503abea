/**
 * The YAML source view. Loaded with React.lazy after hydration (see SourcePanel), so Monaco's code
 * and CSS reach the browser only on the config editor page.
 */
import {useEffect, useRef, type ReactNode} from 'react';
import Editor, {loader, type OnMount} from '@monaco-editor/react';
import {useColorMode} from '@docusaurus/theme-common';

import {WORKER_THRESHOLD, type ConfigIssue} from '../../../lib/config';

import styles from '../styles.module.css';
import {applyExternalText, type Editor as MonacoEditor} from './applyExternalText';
import {issueMarkers} from './markers';
import {monaco, type Monaco} from './monacoSetup';
import {defineThemes, editorContext, MODEL_URI, registerProviders} from './providers';
import type {SourceProps} from './types';

// Hand @monaco-editor/react the bundled Monaco, so its loader never fetches one from a CDN.
loader.config({monaco: monaco as unknown as Parameters<typeof loader.config>[0]['monaco']});

const MARKER_OWNER = 'geyser-config';

/**
 * The editor's settings. Geyser's comments are long; wrapping keeps them readable in a half-width
 * panel. On a large file, wrapping every line and scanning it for links and words would block the page.
 */
function editorOptions(large: boolean) {
  return {
    ariaLabel: 'config.yml source',
    automaticLayout: true,
    minimap: {enabled: false},
    fontSize: 14,
    tabSize: 2,
    insertSpaces: true,
    detectIndentation: true,
    renderWhitespace: 'boundary',
    scrollBeyondLastLine: false,
    wordWrap: large ? 'off' : 'on',
    links: !large,
    wordBasedSuggestions: large ? 'off' : 'currentDocument',
    wrappingIndent: 'same',
    fixedOverflowWidgets: true,
    unicodeHighlight: {ambiguousCharacters: false},
    accessibilitySupport: 'auto',
  } as const;
}

/**
 * Keeps Monaco and the page's text in step. `agreed` is the text both last agreed on; changes from
 * either side are compared to it, and `applying` is set while the page pushes text into Monaco, whose
 * change events must not flow back.
 */
function useTextSync(text: string, onChange: (text: string) => void) {
  const editorRef = useRef<MonacoEditor | null>(null);
  const agreed = useRef(text);
  const applying = useRef(false);

  const push = (editor: MonacoEditor, value: string) => {
    agreed.current = value;
    applying.current = true;
    try {
      applyExternalText(editor, value);
    } finally {
      applying.current = false;
    }
  };

  useEffect(() => {
    const editor = editorRef.current;
    if (editor && text !== agreed.current) {
      push(editor, text);
    }
  }, [text]);

  const onEditorChange = (value: string | undefined) => {
    if (value === undefined || applying.current || value === agreed.current) {
      return;
    }
    agreed.current = value;
    onChange(value);
  };

  return {editorRef, push, onEditorChange};
}

function drawMarkers(editor: MonacoEditor | null, api: Monaco | null, issues: readonly ConfigIssue[]): void {
  const model = editor?.getModel();
  if (api && model) {
    api.editor.setModelMarkers(model, MARKER_OWNER, issueMarkers(api, issues));
  }
}

export default function MonacoSource({text, onChange, issues, layout, platform, handle}: SourceProps): ReactNode {
  const {colorMode} = useColorMode();
  const apiRef = useRef<Monaco | null>(null);
  const {editorRef, push, onEditorChange} = useTextSync(text, onChange);
  useEffect(() => drawMarkers(editorRef.current, apiRef.current, issues), [editorRef, issues]);

  editorContext.layout = layout;
  editorContext.platform = platform;

  const onMount: OnMount = (editor, api) => {
    editorRef.current = editor;
    apiRef.current = api as unknown as Monaco;
    registerProviders(apiRef.current);
    handle.current = {
      reveal(line, column) {
        editor.revealLineInCenter(line);
        editor.setPosition({lineNumber: line, column});
        editor.focus();
      },
    };
    // The text may have changed while Monaco was starting.
    push(editor, text);
    drawMarkers(editor, apiRef.current, issues);
  };

  useEffect(
    () => () => {
      handle.current = null;
    },
    [handle],
  );

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
        onChange={onEditorChange}
        options={editorOptions(text.length > WORKER_THRESHOLD)}
      />
    </div>
  );
}
