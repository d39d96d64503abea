import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import type {MessageLink} from '../../lib/config';
import RichText from './RichText';

/**
 * A message about the reader's file. Its text may quote the file, so it renders with `links={false}`;
 * the one link a message may carry is a field of its own, drawn after the text.
 */
export default function MessageText({text, link}: {text: string; link?: MessageLink}): ReactNode {
  return (
    <>
      <RichText text={text} links={false} />
      {link && (
        <>
          {' '}
          <Link to={link.href}>{link.label}</Link>
        </>
      )}
    </>
  );
}
