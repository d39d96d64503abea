import type {ReactNode} from 'react';
import clsx from 'clsx';

import styles from './styles.module.css';

interface Props {
  id: string;
  title: string;
  /** Spans the full width of the report grid. */
  wide?: boolean;
  children: ReactNode;
}

/** One card of the report, labelled by its heading. */
export default function DumpSection({id, title, wide = false, children}: Props): ReactNode {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={clsx(styles.card, wide && styles.wide)}>
      <h2 id={`${id}-title`} className={styles.cardTitle} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}
