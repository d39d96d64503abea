import React from 'react';
import Link from '@docusaurus/Link';

import {projects} from '../../data/projects';
import HomeSection from './HomeSection';
import styles from './home.module.css';

export default function MoreProjects(): React.JSX.Element {
  const others = projects.filter((project) => project.tab === 'other-projects');
  return (
    <HomeSection id="more-title" title="More from GeyserMC">
      <ul className={styles.projectList}>
        {others.map((project) => (
          <li key={project.id}>
            <Link to={project.wiki.path}>{project.name}</Link>
            <span>: {project.kind}</span>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
