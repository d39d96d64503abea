import React, {type ReactNode} from 'react';

import type {TextSegment} from '../../lib/search/marks';

/** Highlighted search text rendered as React text: matches in `<mark>`, never parsed as HTML. */
export default function Highlighted({segments}: {segments: readonly TextSegment[]}): ReactNode {
  return segments.map((segment, index) =>
    segment.highlighted ? (
      <mark key={index}>{segment.text}</mark>
    ) : (
      <React.Fragment key={index}>{segment.text}</React.Fragment>
    ),
  );
}
