import type {OnMount} from '@monaco-editor/react';

export type Editor = Parameters<OnMount>[0];

/** How many characters `a` and `b` share at the start, and then at the end (not overlapping). */
function commonEnds(a: string, b: string): {start: number; end: number} {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) {
    start += 1;
  }
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) {
    end += 1;
  }
  return {start, end};
}

/**
 * Replaces only the changed middle of the text, so undo history and the cursor survive form edits.
 * A model keeps one line ending for all lines, so a text with other line endings replaces the whole
 * value (Monaco then adopts the text's line endings).
 */
export function applyExternalText(editor: Editor, text: string): void {
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
  const {start, end} = commonEnds(current, text);
  const from = model.getPositionAt(start);
  const to = model.getPositionAt(current.length - end);
  const range = {
    startLineNumber: from.lineNumber,
    startColumn: from.column,
    endLineNumber: to.lineNumber,
    endColumn: to.column,
  };
  model.pushEditOperations([], [{range, text: text.slice(start, text.length - end)}], () => null);
}
