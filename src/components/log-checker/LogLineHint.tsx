import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import {looksLikeLogLine} from '../../lib/logs/looks-like-log';

/**
 * A pointer to the log checker for a query that looks like a pasted console line. Self-contained, so
 * the search page, the search modal and the 404 page each include it with one line; `onFollow` runs when
 * the reader follows the link (the modal closes itself then).
 */
export default function LogLineHint({query, onFollow}: {query: string; onFollow?: () => void}): ReactNode {
  if (!looksLikeLogLine(query)) {
    return null;
  }
  return (
    <p className="alert alert--info" role="note" data-testid="log-line-hint">
      That looks like a line from a server log. The{' '}
      <Link to="/utilities/log-checker/" onClick={onFollow}>
        log checker
      </Link>{' '}
      reads a whole log and explains every message it knows, with the page for each.
    </p>
  );
}
