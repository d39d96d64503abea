import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {BROWSER_CONTEXT_MODULE, WINDOW_SIZE_MODULE} from '../../../src/plugins/startup/transition-updates';

const require = createRequire(import.meta.url);
const root = path.resolve(__dirname, '../../..');

/**
 * The two modules that src/plugins/startup/transition-updates/ replaces, as installed. An upgrade that changes
 * one fails the start-up upgrade guard (startup-upgrade.test.ts); these tests check that the copies match them.
 */
const ORIGINALS = [
  {
    file: require.resolve('@docusaurus/core/lib/client/browserContext.js'),
    pattern: BROWSER_CONTEXT_MODULE,
    copy: 'src/plugins/startup/transition-updates/browserContext.tsx',
    exports: ['BrowserContextProvider', 'Context'],
    changed: 'setIsBrowser(true);',
  },
  {
    file: path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'hooks/useWindowSize.js'),
    pattern: WINDOW_SIZE_MODULE,
    copy: 'src/plugins/startup/transition-updates/useWindowSize.ts',
    exports: ['useWindowSize'],
    changed: 'updateWindowSize();',
  },
];

/** The names a module's source exports (`export function x`, `export const x`). */
function exportedNames(source: string): string[] {
  return [...source.matchAll(/^export (?:const|function) (\w+)/gm)].map((match) => match[1]).sort();
}

describe('the modules replaced by transition-updates', () => {
  for (const original of ORIGINALS) {
    describe(path.basename(original.file), () => {
      const source = fs.readFileSync(original.file, 'utf8');
      const copy = fs.readFileSync(path.join(root, original.copy), 'utf8');

      it("is what the plugin's pattern matches", () => {
        expect(original.pattern.test(original.file)).toBe(true);
      });

      it('is replaced by a copy with the same exports and the one change', () => {
        expect(exportedNames(copy)).toEqual(original.exports);
        expect(source).toContain(original.changed);
        expect(copy).toContain('startTransition(');
      });
    });
  }

  it("keeps the theme's desktop breakpoint", () => {
    const theirs = /const DesktopBreakpoint = (\d+);/.exec(fs.readFileSync(ORIGINALS[1].file, 'utf8'))?.[1];
    const ours = /const DESKTOP_BREAKPOINT = (\d+);/.exec(
      fs.readFileSync(path.join(root, ORIGINALS[1].copy), 'utf8'),
    )?.[1];
    expect(theirs).toBeDefined();
    expect(ours).toBe(theirs);
  });
});
