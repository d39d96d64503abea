import type {ReactNode} from 'react';

import InlineScript from '../shared/InlineScript';
import {EARLY_ACTIONS_SCRIPT} from './script';

/**
 * ./script.ts, placed above every zone of the page, so it runs before the reader can reach one. `before`
 * holds a page's own early scripts, written into the same element (see InlineScript for why).
 */
export default function EarlyActionsScript({before = []}: {before?: readonly string[]}): ReactNode {
  return <InlineScript code={[...before, EARLY_ACTIONS_SCRIPT]} />;
}
