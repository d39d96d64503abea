import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';

import type {DownloadFile, Project} from '../../data/projects';
import {pinnedDownloadUrl, staticDownloadUrl} from '../../lib/downloads/urls';
import Checksum from './Checksum';
import type {LatestBuild} from './useLatestBuild';
import {useDownloadsApiBase} from './useDownloadsApiBase';
import styles from './styles.module.css';

interface PlatformCardProps {
  project: Project;
  file: DownloadFile;
  live: LatestBuild;
  highlighted?: boolean;
}

/**
 * One downloadable file. The button's `href` is in the static HTML; once the newest build is
 * known it is pinned to that build, so the file matches the checksum shown next to it.
 */
export default function PlatformCard({project, file, live, highlighted = false}: PlatformCardProps): ReactNode {
  const apiBase = useDownloadsApiBase();
  const {source} = file;
  let href = staticDownloadUrl(apiBase, source);
  if (source.kind === 'downloads-api' && live.status === 'ok' && live.build.downloads[source.download]) {
    href = pinnedDownloadUrl(apiBase, source.project, live.build.version, live.build.build, source.download);
  }
  const titleId = `card-${project.id}-${file.id}`;
  const external = source.kind === 'external';

  return (
    <article
      className={clsx('card', styles.card, highlighted && styles.cardHighlighted)}
      aria-labelledby={titleId}
      data-testid={`card-${project.id}-${file.id}`}
      data-platform={file.id}
    >
      <div className="card__header">
        <h3 id={titleId} className={styles.cardTitle}>
          {file.label}
        </h3>
        {highlighted && <span className="badge badge--primary">Linked platform</span>}
      </div>
      <div className={clsx('card__body', styles.cardBody)}>
        <p>{file.description}</p>
        <p className={styles.guide}>
          Setup: <Link to={file.setupGuide.path}>{file.setupGuide.label}</Link>
        </p>
        {external ? (
          <p className={clsx(styles.checksum, styles.muted)}>
            Published on {source.siteName}; pick the file for your Minecraft version there.
          </p>
        ) : (
          <Checksum live={live} download={source.download} fileName={file.fileName} />
        )}
      </div>
      <div className="card__footer">
        {/* A plain anchor: Docusaurus' Link would open absolute URLs in a new tab, which is wrong for a file. */}
        <a
          href={href}
          className={clsx('button button--primary button--block', styles.downloadButton)}
          aria-describedby={titleId}
          data-download={file.id}
        >
          {external ? `Download from ${source.siteName}` : `Download ${file.fileName}`}
        </a>
      </div>
    </article>
  );
}
