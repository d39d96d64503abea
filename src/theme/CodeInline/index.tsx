/** Markdown's inline code, with break points where a long identifier may wrap (see components/shared/Code). */
import type {ReactNode} from 'react';
import CodeInline from '@theme-original/CodeInline';
import type CodeInlineType from '@theme/CodeInline';
import type {WrapperProps} from '@docusaurus/types';

import {withCodeBreaks} from '../../components/shared/Code';

type Props = WrapperProps<typeof CodeInlineType>;

export default function CodeInlineWrapper({children, ...props}: Props): ReactNode {
  return <CodeInline {...props}>{withCodeBreaks(children)}</CodeInline>;
}
