/** Tables of a Markdown file (a README), read with mdast's GitHub-flavoured Markdown parser. */
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {toString} from 'mdast-util-to-string';
import {gfm} from 'micromark-extension-gfm';

export interface TableRow {
  readonly cells: readonly string[];
  readonly line: number;
}

/** Every table, each as its rows (the header row first) of plain-text cells. */
export function markdownTables(source: string): TableRow[][] {
  const tree = fromMarkdown(source, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});
  return tree.children
    .filter((node) => node.type === 'table')
    .map((table) =>
      table.children.map((row) => ({
        cells: row.children.map((cell) => toString(cell).trim()),
        line: row.position?.start.line ?? 0,
      })),
    );
}

/** Version numbers in a table cell, before any remark in parentheses: `26.2 (For older…)` gives `['26.2']`. */
export function versionsInCell(cell: string): string[] {
  return cell
    .split('(')[0]
    .split(/[\s,]+/)
    .filter((word) => /^\d+(\.\d+)+$/.test(word));
}
