import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';

import type {Project} from '../../data/projects';
import {changeTitle, formatBuildTime, formatRelativeTime, shortCommit} from '../../lib/downloads/format';
import {commitUrl} from '../../lib/downloads/urls';
import type {BuildResponse} from '../../lib/downloads/types';
import type {LatestBuild} from './useLatestBuild';
import styles from './styles.module.css';

/** Changes listed per build; the panel reserves room for exactly this many lines. */
export const MAX_CHANGES = 3;

function BuildSummary({project, build}: {project: Project; build: BuildResponse}): ReactNode {
  const shown = build.changes.slice(0, MAX_CHANGES);
  const hidden = build.changes.length - shown.length;
  return (
    <>
      <p className={styles.buildHeadline}>
        <strong>Build {build.build}</strong>
        <span aria-hidden="true"> · </span>
        <span>version {build.version}</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={build.time} title={formatBuildTime(build.time)}>
          {formatRelativeTime(build.time)}
        </time>
        {build.channel === 'experimental' && (
          <span className={clsx('badge margin-left--sm', styles.caution)}>experimental</span>
        )}
      </p>
      {shown.length > 0 ? (
        <ul className={styles.changes} aria-label={`Changes in build ${build.build}`}>
          {shown.map((change) => (
            <li key={change.commit} className={styles.change}>
              <Link href={commitUrl(project.repository, change.commit)} className={styles.commit}>
                <code>{shortCommit(change.commit)}</code>
              </Link>{' '}
              <span title={change.message}>{changeTitle(change.summary)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>This build lists no changes.</p>
      )}
      <p className={styles.buildFooter}>
        {hidden > 0 ? `${hidden} more change${hidden === 1 ? '' : 's'} in this build. ` : ''}
        <Link href={`${project.repository}/commits`}>All changes on GitHub</Link>
      </p>
    </>
  );
}

/**
 * Live information about a project's newest build. While loading, the box keeps the room the data
 * will take, so nothing below it moves when it arrives.
 */
export default function BuildInfo({project, live}: {project: Project; live: LatestBuild}): ReactNode {
  const headingId = `build-info-${project.id}`;
  let body: ReactNode;
  switch (live.status) {
    case 'ok':
      body = <BuildSummary project={project} build={live.build} />;
      break;
    case 'empty':
      body = (
        <p className={styles.buildMessage}>
          The Downloads API has no published build of {project.name} yet. The download buttons still point at the latest
          build and start working as soon as one exists.
        </p>
      );
      break;
    case 'error':
      body = (
        <div className={styles.buildError} role="alert">
          <p className={styles.buildMessage}>
            <strong>Live build details could not be loaded.</strong> {live.error.message} The download buttons below
            still work: they always fetch the newest build.
          </p>
          <button type="button" className="button button--sm button--primary" onClick={live.retry}>
            Try again
          </button>
        </div>
      );
      break;
    default:
      body = (
        <p className={`${styles.buildMessage} ${styles.placeholder}`}>
          {live.status === 'loading' && live.slow
            ? 'Still waiting for the Downloads API… The download buttons below work without it.'
            : 'Loading the newest build from the Downloads API…'}
        </p>
      );
  }
  return (
    <section
      className={styles.buildInfo}
      aria-labelledby={headingId}
      aria-busy={live.status === 'loading' || live.status === 'idle'}
      data-state={live.status}
      data-testid={`build-info-${project.id}`}
    >
      <h3 id={headingId} className={styles.buildInfoTitle}>
        Latest {project.name} build
      </h3>
      <div aria-live="polite">{body}</div>
    </section>
  );
}
