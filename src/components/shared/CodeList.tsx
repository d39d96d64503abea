import type {ReactNode} from 'react';

import Code from './Code';

/** Names as inline code in running text: `a`, `b` and `c`. */
export default function CodeList({names}: {names: readonly string[]}): ReactNode {
  return names.map((name, index) => (
    <span key={name}>
      {index > 0 ? (index === names.length - 1 ? ' and ' : ', ') : ''}
      <Code>{name}</Code>
    </span>
  ));
}
