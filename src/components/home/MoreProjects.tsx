import React from 'react';
import Link from '@docusaurus/Link';

import {projects} from '../../data/projects';
import styles from './home.module.css';

export default function MoreProjects(): React.JSX.Element {
  const others = projects.filter((project) => project.tab === 'other-projects');
  return (
    <section className={styles.section} aria-labelledby="more-title">
      <div className="container">
        <h2 id="more-title" className={styles.sectionTitle}>
          More from GeyserMC
        </h2>
        <ul className={styles.projectList}>
          {others.map((project) => (
            <li key={project.id}>
              <Link to={project.wiki.path}>{project.name}</Link>
              <span>: {project.kind}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
