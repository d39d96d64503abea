import type {MutableRefObject} from 'react';

import type {ConfigIssue, Layout, PlatformId} from '../../../lib/config';

/** What the page can ask of the source view (the Problems list's "Show in source"). */
export interface SourceHandle {
  reveal: (line: number, column: number) => void;
}

/** Shared by the panel and the Monaco view it loads on demand. */
export interface SourceProps {
  text: string;
  onChange: (text: string) => void;
  issues: readonly ConfigIssue[];
  layout: Layout;
  platform: PlatformId;
  handle: MutableRefObject<SourceHandle | null>;
}
