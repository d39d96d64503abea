import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';

import {EARLY_ACTIONS_SCRIPT} from './script';

/** Puts ./script.ts in the page's head, so it runs before the reader can reach any control. */
export default function EarlyActionsScript(): ReactNode {
  return (
    <Head>
      <script>{EARLY_ACTIONS_SCRIPT}</script>
    </Head>
  );
}
