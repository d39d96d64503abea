import {useEffect, useRef, type ReactNode, type SyntheticEvent} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';

import type {Project, ProjectId} from '../../data/projects';
import {earlyAction} from '../early-actions/useEarlyActions';
import BuildInfo from './BuildInfo';
import PlatformCard from './PlatformCard';
import {useLatestBuild} from './useLatestBuild';
import styles from './styles.module.css';

interface SectionProps {
  project: Project;
  open: boolean;
  /** Scroll to this section once, when a shared link opened it. */
  focusOnMount: boolean;
  onToggle: (id: ProjectId, open: boolean) => void;
}

function ProjectSection({project, open, focusOnMount, onToggle}: SectionProps): ReactNode {
  const apiSource = project.files.find((file) => file.source.kind === 'downloads-api')?.source;
  // Fetch only when the reader opens the section.
  const live = useLatestBuild(apiSource?.kind === 'downloads-api' ? apiSource.project : undefined, open);
  const ref = useRef<HTMLDetailsElement>(null);

  const scrolled = useRef(false);
  useEffect(() => {
    // A shared link to one section: bring it into view once, after hydration applied the URL.
    if (focusOnMount && !scrolled.current) {
      scrolled.current = true;
      ref.current?.scrollIntoView({block: 'start'});
    }
  }, [focusOnMount]);

  const handleToggle = (event: SyntheticEvent<HTMLDetailsElement>): void => {
    const isOpen = event.currentTarget.open;
    if (isOpen !== open) {
      onToggle(project.id, isOpen);
    }
  };

  return (
    <details
      ref={ref}
      id={project.id}
      className={styles.section}
      open={open}
      onToggle={handleToggle}
      data-testid={`section-${project.id}`}
      {...earlyAction('section', project.id)}
    >
      <summary className={styles.sectionSummary}>
        <h3 className={styles.sectionTitle}>
          {project.name}
          {project.status === 'beta' && <span className={clsx('badge margin-left--sm', styles.caution)}>beta</span>}
        </h3>
        <span className={styles.kind}>{project.kind}</span>
      </summary>
      <div className={styles.sectionBody}>
        <p>{project.description}</p>
        <p>
          Guide: <Link to={project.wiki.path}>{project.wiki.label}</Link>
          <span aria-hidden="true"> · </span>
          <Link href={project.repository}>Source on GitHub</Link>
        </p>
        <BuildInfo project={project} live={live} />
        <div className={styles.grid}>
          {project.files.map((file) => (
            <PlatformCard key={file.id} project={project} file={file} live={live} />
          ))}
        </div>
      </div>
    </details>
  );
}

interface OtherProjectsProps {
  projects: readonly Project[];
  expanded: readonly ProjectId[];
  /** Sections opened by the URL the page was loaded with. */
  initiallyExpanded: readonly ProjectId[];
  onToggle: (id: ProjectId, open: boolean) => void;
}

/** The Other Projects tab: one expandable section per project, each with its own shareable link. */
export default function OtherProjects({
  projects,
  expanded,
  initiallyExpanded,
  onToggle,
}: OtherProjectsProps): ReactNode {
  return (
    <>
      <div className={styles.panelIntro}>
        <h2 className={styles.panelTitle}>Other projects</h2>
        <p>
          Add-ons and tools around Geyser. Open a project to see what it does, where it goes and its newest build. Each
          section has its own link: copy the address bar after opening one to share it.
        </p>
      </div>
      <div className={styles.sections}>
        {projects.map((project) => (
          <ProjectSection
            key={project.id}
            project={project}
            open={expanded.includes(project.id)}
            focusOnMount={initiallyExpanded.length === 1 && initiallyExpanded[0] === project.id}
            onToggle={onToggle}
          />
        ))}
      </div>
    </>
  );
}
