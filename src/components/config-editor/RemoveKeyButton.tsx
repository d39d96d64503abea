import type {ReactNode} from 'react';

import type {ConfigIssue} from '../../lib/config';

interface Props {
  issue: ConfigIssue;
  onRemoveKey: (segments: readonly string[]) => void;
}

/** "Remove key" beside a problem the editor can fix by deleting its key; nothing for any other problem. */
export default function RemoveKeyButton({issue, onRemoveKey}: Props): ReactNode {
  const {removable, segments} = issue;
  if (!removable || !segments) {
    return null;
  }
  return (
    <button type="button" className="button button--sm button--link" onClick={() => onRemoveKey(segments)}>
      Remove key
    </button>
  );
}
