/**
 * Inline code with break points (`<wbr>`) where a long identifier may wrap: see src/lib/text/code-breaks.ts.
 * Markdown's inline code reaches it through src/theme/CodeInline; components that draw code into wiki pages
 * use `<Code>` instead of `<code>`. The text is unchanged: copying it, finding it or reading it aloud gives
 * the same characters.
 */
import {Children, Fragment, type ComponentProps, type ReactNode} from 'react';

import {codeSegments} from '../../lib/text/code-breaks';

/** Text children with break points; anything else (an element inside the code) is left as it is. */
export function withCodeBreaks(children: ReactNode): ReactNode {
  const parts = Children.toArray(children);
  if (!parts.every((part) => typeof part === 'string' || typeof part === 'number')) {
    return children;
  }
  const segments = codeSegments(parts.join(''));
  return segments.map((segment, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {segment}
    </Fragment>
  ));
}

export default function Code({children, ...props}: ComponentProps<'code'>): ReactNode {
  return <code {...props}>{withCodeBreaks(children)}</code>;
}
