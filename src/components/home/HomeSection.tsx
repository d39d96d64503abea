import React from 'react';

import styles from './home.module.css';

interface Props {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  title: string;
  children: React.ReactNode;
}

/** One band of the home page under the hero: a titled, labelled section in the page container. */
export default function HomeSection({id, title, children}: Props): React.JSX.Element {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className="container">
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
