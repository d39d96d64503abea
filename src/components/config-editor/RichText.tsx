import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import {parseMarkup} from '../../lib/config';
import Code from '../shared/Code';

/**
 * Renders schema text (`code`, [links](/wiki/...), https URLs) as React elements. The text is never
 * treated as HTML, and only site paths and https URLs become links. Messages that quote a user's
 * file pass `links={false}`, so text from an upload can never turn into a link.
 */
export default function RichText({text, links = true}: {text: string; links?: boolean}): ReactNode {
  return parseMarkup(text).map((token, index) => {
    if (token.type === 'link' && !links) {
      return <span key={index}>{token.text}</span>;
    }
    switch (token.type) {
      case 'code':
        return <Code key={index}>{token.text}</Code>;
      case 'link':
        return token.external ? (
          <a key={index} href={token.href} target="_blank" rel="noopener noreferrer">
            {token.text}
          </a>
        ) : (
          <Link key={index} to={token.href}>
            {token.text}
          </Link>
        );
      default:
        return <span key={index}>{token.text}</span>;
    }
  });
}
