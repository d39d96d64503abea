import React from 'react';
import Link from '@docusaurus/Link';

import {getProject} from '../../data/projects';
import styles from './home.module.css';

/** The platforms come from the download data, so the home page never lists one that has no build. */
export default function Platforms(): React.JSX.Element {
  const geyser = getProject('geyser');
  return (
    <section className={styles.section} aria-labelledby="platforms-title">
      <div className="container">
        <h2 id="platforms-title" className={styles.sectionTitle}>
          Runs where your server runs
        </h2>
        <p className={styles.sectionLead}>
          One Geyser build for each kind of server software. Pick yours, then follow its guide.
        </p>
        <ul className={styles.platformGrid}>
          {geyser.files.map((file) => (
            <li key={file.id} className={styles.platform}>
              <h3>{file.label}</h3>
              <p>{file.description}</p>
              <Link to={file.setupGuide.path}>{file.setupGuide.label}</Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
