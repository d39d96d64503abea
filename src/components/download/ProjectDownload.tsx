import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';

import type {ProjectId} from '../../data/projects';
import {projectDownloadLinks} from '../../lib/downloads/project-links';
import {useDownloadsApiBase} from './useDownloadsApiBase';
import styles from './styles.module.css';

interface ProjectDownloadProps {
  project: ProjectId;
  /** One file (a platform id such as `spigot`); all files of the project when left out. */
  platform?: string;
}

/**
 * Download buttons for wiki pages, read from src/data/projects.ts, so no page hand-writes a
 * download URL:
 *
 *   import ProjectDownload from './ProjectDownload';
 *   <ProjectDownload project="geyser" platform="spigot" />
 *   <ProjectDownload project="floodgate" />
 */
export default function ProjectDownload({project, platform}: ProjectDownloadProps): ReactNode {
  const {links, pageHref, note} = projectDownloadLinks(useDownloadsApiBase(), project, platform);
  return (
    <div className={styles.projectDownload} data-testid={`project-download-${project}`}>
      {links.map((link) => (
        // Plain anchors: files must not open in a new tab, which Docusaurus' Link does for absolute URLs.
        <a
          key={link.id}
          href={link.href}
          className={clsx('button', links.length === 1 ? 'button--primary' : 'button--secondary')}
        >
          {link.label}
        </a>
      ))}
      <p className={styles.projectDownloadNote}>
        {note} Checksums, build details and the other platforms are on the <Link to={pageHref}>download page</Link>.
      </p>
    </div>
  );
}
