/**
 * Replaced so the link's own text names the post: the stock link shows "Read more" and only puts the
 * title in `aria-label`, which tools that read link text (Lighthouse `link-text`) and readers
 * listing links by their text still see as a generic "Read more". The title is in the text,
 * visually hidden, so the accessible name starts with the visible words.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';

import VisuallyHidden from '../../../../components/shared/VisuallyHidden';

export default function BlogPostItemFooterReadMoreLink({blogPostTitle, ...linkProps}: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <b>Read more</b>
      <VisuallyHidden> about {blogPostTitle}</VisuallyHidden>
    </Link>
  );
}
