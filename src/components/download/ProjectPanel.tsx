import {useEffect, type ReactNode} from 'react';
import Link from '@docusaurus/Link';

import type {Project} from '../../data/projects';
import BuildInfo from './BuildInfo';
import PlatformCard from './PlatformCard';
import {useLatestBuild} from './useLatestBuild';
import styles from './styles.module.css';

interface ProjectPanelProps {
  project: Project;
  /** Live data is fetched only for the visible tab. */
  active: boolean;
  highlight?: string;
}

/** Geyser or Floodgate: one card per platform, plus live build details. */
export default function ProjectPanel({project, active, highlight}: ProjectPanelProps): ReactNode {
  const apiProject = project.files.find((file) => file.source.kind === 'downloads-api')?.source;
  const live = useLatestBuild(apiProject?.kind === 'downloads-api' ? apiProject.project : undefined, active);
  useEffect(() => {
    // A link that named a platform (`/download#Velocity`): show that card.
    if (active && highlight) {
      document.querySelector(`[data-testid="card-${project.id}-${highlight}"]`)?.scrollIntoView({block: 'center'});
    }
  }, [active, highlight, project.id]);

  return (
    <>
      <div className={styles.panelIntro}>
        <h2 className={styles.panelTitle}>
          {project.name} <span className={styles.kind}>{project.kind}</span>
        </h2>
        <p>{project.description}</p>
        <p>
          New to {project.name}? Start with the <Link to={project.wiki.path}>{project.wiki.label}</Link>. Source code
          and issues are on <Link href={project.repository}>GitHub</Link>.
        </p>
      </div>
      <BuildInfo project={project} live={live} />
      <div className={styles.grid}>
        {project.files.map((file) => (
          <PlatformCard key={file.id} project={project} file={file} live={live} highlighted={highlight === file.id} />
        ))}
      </div>
    </>
  );
}
