import type {ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';

import NotFoundSearch from '../../../components/not-found/NotFoundSearch';

/**
 * The not-found page's content, in place of the theme's (which asks the reader to tell whoever linked here):
 * what happened, then a search filled with the words of the missing address and its best matches. Each
 * part is one component, so a part can be added here without touching the others.
 */
export default function NotFoundContent({className}: Props): ReactNode {
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
          <NotFoundSearch />
        </div>
      </div>
    </main>
  );
}
