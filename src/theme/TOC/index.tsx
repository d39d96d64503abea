/**
 * Wrapped in a navigation landmark: on blog posts the table of contents sits in a column beside
 * `<main>`, outside every landmark (axe `region`), so screen-reader users could not jump to it.
 */
import React, {type ReactNode} from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';

import styles from './styles.module.css';

type Props = WrapperProps<typeof TOCType>;

export default function TOCWrapper(props: Props): ReactNode {
  return (
    <nav aria-label="On this page" className={styles.landmark}>
      <TOC {...props} />
    </nav>
  );
}
