import type {ReactNode} from 'react';

import InlineScript from '../shared/InlineScript';
import {EARLY_ACTIONS_SCRIPT} from './script';

/** ./script.ts, placed above every zone of the page, so it runs before the reader can reach one. */
export default function EarlyActionsScript(): ReactNode {
  return <InlineScript code={EARLY_ACTIONS_SCRIPT} />;
}
