import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';

import LogLineHint from '../../../components/log-checker/LogLineHint';
import NotFoundSearch from '../../../components/not-found/NotFoundSearch';

/**
 * The not-found page's content, in place of the theme's (which asks the reader to tell whoever linked here):
 * what happened, then a search filled with the words of the missing address and its best matches, and a pointer
 * to the log checker when the address is a pasted console line. Each part is one component, so a part can be
 * added here without touching the others.
 */
export default function NotFoundContent({className}: Props): ReactNode {
  const location = useLocation();
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            Page not found
          </Heading>
          <p>
            Nothing is at this address. The page may have moved or been renamed, or the address was cut short when it
            was copied.
          </p>
          <LogLineHint query={decoded(`${location.pathname}${location.search}`)} />
          <NotFoundSearch />
        </div>
      </div>
    </main>
  );
}

/** The address as the reader typed or pasted it; a malformed escape is left as it is. */
function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
