import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

export interface ListedLink {
  label: string;
  href: string;
}

interface Props {
  links: readonly ListedLink[];
  className?: string;
  /** Names the list when what precedes it does not (`aria-label`). */
  label?: string;
}

/** A list of links to pages of the site, one an item. */
export default function LinkList({links, className, label}: Props): ReactNode {
  return (
    <ul className={className} aria-label={label}>
      {links.map((link) => (
        <li key={link.href}>
          <Link to={link.href}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}
