/**
 * Wrapped to give every page its own link preview: the stock component sets the site-wide
 * `themeConfig.image`; this one points `og:image`/`twitter:image` at the card that
 * src/plugins/social-cards draws for the page at build time. A page that sets `image` in its front
 * matter still wins, because its own metadata renders deeper in the tree.
 */
import React, {type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {PageMetadata} from '@docusaurus/theme-common';
import SiteMetadata from '@theme-original/SiteMetadata';

import {socialCardPath} from '../../lib/social-cards/paths';

export default function SiteMetadataWrapper(): ReactNode {
  const {pathname} = useLocation();
  return (
    <>
      <SiteMetadata />
      <PageMetadata image={`/${socialCardPath(pathname)}`} />
    </>
  );
}
