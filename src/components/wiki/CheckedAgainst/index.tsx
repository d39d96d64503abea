import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import {commitUrl, parseCheckedAgainst, shortCommit} from './checkedAgainst';
import Code from '../../shared/Code';
import styles from './styles.module.css';

/**
 * "Checked against" stamp: tells readers (and the next reviewer) which commit of which GeyserMC
 * repository the page's facts were verified against. Fed by the page's `checked_against` front
 * matter; entries with a wrong shape are left out here and reported by tests/unit/content.
 */
export default function CheckedAgainst({value}: {value: unknown}): ReactNode {
  const {entries} = parseCheckedAgainst(value);
  if (entries.length === 0) {
    return null;
  }
  return (
    <div className={styles.stamp} role="note" aria-label="Source check" data-testid="checked-against">
      <p className={styles.title}>Checked against the source</p>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.repo}>
            <span className={styles.repo}>{entry.repo}</span> at commit{' '}
            <Link to={commitUrl(entry)} className={styles.commit}>
              <Code>{shortCommit(entry)}</Code>
            </Link>{' '}
            of <time dateTime={entry.date}>{entry.date}</time>
          </li>
        ))}
      </ul>
    </div>
  );
}
