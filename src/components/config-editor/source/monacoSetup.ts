/**
 * Loads the parts of Monaco the config editor uses, from the bundled `monaco-editor` package (never a
 * CDN). Only the core editor, a handful of editor features and the YAML grammar are imported, not
 * `monaco-editor`'s main entry, which would pull in every language and the TypeScript, CSS, HTML
 * and JSON workers. This module is reached only through a dynamic import, so all of it lands in the
 * async chunks that `src/plugins/monaco` keeps off every other page.
 */
import * as monaco from 'monaco-editor/editor/editor.api.js';
import 'monaco-editor/features/codicon/register.js';
import 'monaco-editor/features/find/register.js';
import 'monaco-editor/features/hover/register.js';
import 'monaco-editor/features/suggest/register.js';
import 'monaco-editor/features/folding/register.js';
import 'monaco-editor/features/bracketMatching/register.js';
import 'monaco-editor/features/comment/register.js';
import 'monaco-editor/features/contextmenu/register.js';
import 'monaco-editor/features/clipboard/register.js';
import 'monaco-editor/features/cursorUndo/register.js';
import 'monaco-editor/features/gotoError/register.js';
import 'monaco-editor/features/indentation/register.js';
import 'monaco-editor/features/linesOperations/register.js';
import 'monaco-editor/features/multicursor/register.js';
import 'monaco-editor/features/wordHighlighter/register.js';
import 'monaco-editor/features/wordOperations/register.js';
import 'monaco-editor/features/toggleTabFocusMode/register.js';
import 'monaco-editor/features/unicodeHighlighter/register.js';
import 'monaco-editor/languages/definitions/yaml/register.js';

type MonacoEnvironment = {getWorker: (workerId: string, label: string) => Worker};

const globalScope = globalThis as typeof globalThis & {MonacoEnvironment?: MonacoEnvironment};

// Monaco computes diffs and word suggestions in a web worker. The bundler turns this
// `new Worker(new URL(...))` into a separate worker chunk served from the site itself.
globalScope.MonacoEnvironment ??= {
  getWorker: () =>
    new Worker(new URL('monaco-editor/editor/editor.worker.js', import.meta.url), {name: 'monaco-editor-worker'}),
};

export {monaco};
export type Monaco = typeof monaco;
