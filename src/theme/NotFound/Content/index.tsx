import React, {useEffect} from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useHistory, useLocation} from '@docusaurus/router';
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';

import {htmlPathCandidates} from '@site/src/lib/routing/html-paths';

type Props = WrapperProps<typeof ContentType>;

function routeExists(pathname: string): boolean {
  return matchRoutes(routes, pathname).some(({route, match}) => route.exact === true && match.isExact);
}

/**
 * Old links and some hosts add `.html` or `/index.html` to page URLs. When no page has that exact
 * path, send the reader to the page it names instead of showing "Page Not Found".
 */
export default function ContentWrapper(props: Props): React.JSX.Element {
  const location = useLocation();
  const history = useHistory();
  const target = htmlPathCandidates(location.pathname).find(routeExists);

  useEffect(() => {
    if (target) {
      history.replace(target + location.search + location.hash);
    }
  }, [target, history, location.search, location.hash]);

  return <Content {...props} />;
}
