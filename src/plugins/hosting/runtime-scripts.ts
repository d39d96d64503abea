import {createHash} from 'node:crypto';

import {earlyTabScript} from '../../lib/downloads/early-tab';

/**
 * Inline scripts that pages put in `<Head>`. The built HTML holds a minified copy (hashed from the
 * HTML), but on hydration and on client-side navigation the head manager inserts the original
 * text again, which the browser checks against the policy under its own hash.
 * A page that adds a `<script>` to `<Head>` lists its text here, or its script is blocked.
 */
export const headScripts: readonly (() => string)[] = [earlyTabScript];

export function headScriptHashes(): string[] {
  return headScripts.map((script) => `sha256-${createHash('sha256').update(script(), 'utf8').digest('base64')}`);
}
