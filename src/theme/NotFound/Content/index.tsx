/**
 * The theme's 404 content, wrapped: a reader who pasted a console line into the address bar (or followed
 * a link made of one) is pointed to the log checker. Wrapped, not ejected: the stock page stays as it is.
 */
import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';

import LogLineHint from '../../../components/log-checker/LogLineHint';

type Props = WrapperProps<typeof ContentType>;

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export default function ContentWrapper(props: Props): ReactNode {
  const location = useLocation();
  return (
    <>
      <Content {...props} />
      <div className="container">
        <LogLineHint query={decoded(`${location.pathname}${location.search}`)} />
      </div>
    </>
  );
}
