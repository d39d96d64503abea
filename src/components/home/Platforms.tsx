import React from 'react';
import Link from '@docusaurus/Link';

import {getProject} from '../../data/projects';
import HomeSection from './HomeSection';
import styles from './home.module.css';

/** The platforms come from the download data, so the home page never lists one that has no build. */
export default function Platforms(): React.JSX.Element {
  const geyser = getProject('geyser');
  return (
    <HomeSection id="platforms-title" title="Runs where your server runs">
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
    </HomeSection>
  );
}
