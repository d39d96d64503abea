import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import {parseInlineMarkup} from '../../lib/downloads/inline-markup';
import Code from '../shared/Code';

/** Renders the `code` and [label](href) markup of data files as React elements, never as HTML. */
export default function InlineMarkup({text}: {text: string}): ReactNode {
  return parseInlineMarkup(text).map((token, index) => {
    switch (token.type) {
      case 'code':
        return <Code key={index}>{token.text}</Code>;
      case 'link':
        return token.href.startsWith('/') ? (
          <Link key={index} to={token.href}>
            {token.text}
          </Link>
        ) : (
          <Link key={index} href={token.href}>
            {token.text}
          </Link>
        );
      default:
        return token.text;
    }
  });
}
