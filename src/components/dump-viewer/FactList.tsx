import type {ReactNode} from 'react';

import styles from './styles.module.css';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label/value pairs of a dump section. */
export default function FactList({facts}: {facts: Fact[]}): ReactNode {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
