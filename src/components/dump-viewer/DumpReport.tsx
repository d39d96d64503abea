import {useMemo, type MouseEvent, type ReactNode} from 'react';

import {diagnose} from '../../lib/dump/diagnose';
import {platformLabel, visibleText} from '../../lib/dump/format';
import DumpBuild from './DumpBuild';
import DumpConfig from './DumpConfig';
import DumpContent from './DumpContent';
import DumpExtensions from './DumpExtensions';
import DumpExtras from './DumpExtras';
import DumpPlatform from './DumpPlatform';
import DumpPlugins from './DumpPlugins';
import DumpProblems from './DumpProblems';
import DumpSourceLink from './DumpSourceLink';
import DumpSystem from './DumpSystem';
import DumpVersions from './DumpVersions';
import {useBuildCheck} from './useBuildCheck';
import type {LoadedDump} from './types';
import styles from './styles.module.css';

const SECTIONS = [
  ['dump-problems', 'Problems'],
  ['dump-versions', 'Versions'],
  ['dump-build', 'Build'],
  ['dump-platform', 'Platform'],
  ['dump-system', 'System'],
  ['dump-plugins', 'Plugins'],
  ['dump-extensions', 'Extensions'],
  ['dump-content', 'Content'],
  ['dump-runtime', 'Flags and logs'],
  ['dump-config', 'Config'],
] as const;

function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  // The address hash holds the dump id; jumping must not replace it.
  event.preventDefault();
  const section = document.getElementById(id);
  section?.scrollIntoView({block: 'start'});
  document.getElementById(`${id}-title`)?.focus({preventScroll: true});
}

function sourceDescription(loaded: LoadedDump): string {
  switch (loaded.source.kind) {
    case 'service':
      return `Dump ${loaded.source.id}`;
    case 'file':
      return `File ${visibleText(loaded.source.name)} (read in your browser, not uploaded)`;
    case 'paste':
      return 'Pasted text (read in your browser, not uploaded)';
  }
}

/** Everything about one loaded dump, problems first. */
export default function DumpReport({loaded}: {loaded: LoadedDump}): ReactNode {
  const {dump} = loaded;
  const check = useBuildCheck(loaded);
  const problems = useMemo(
    () => diagnose({dump, builds: check.status === 'done' ? check.result : undefined}),
    [dump, check],
  );
  const mods = dump.addonKind === 'mods';
  return (
    <article className={styles.report} aria-labelledby="dump-report-title" data-dump-key={loaded.key}>
      <header className={styles.reportHeader}>
        <h2 id="dump-report-title" tabIndex={-1} className={styles.reportTitle}>
          <bdi>{sourceDescription(loaded)}</bdi>
        </h2>
        <p className={styles.reportMeta}>
          <span>{platformLabel(dump.platform.id)}</span>
          <span>{dump.layout === 'current' ? 'Current dump format' : 'Legacy dump format'}</span>
          <DumpSourceLink loaded={loaded} />
        </p>
        {dump.notes.length > 0 && (
          <ul className={styles.notes} aria-label="About this file">
            {dump.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        )}
        <nav aria-label="Dump sections" className={styles.jumpNav}>
          <ul className={styles.inlineList}>
            {SECTIONS.map(([id, label]) => (
              <li key={id}>
                <a href={`#${id}`} onClick={(event) => jumpTo(event, id)}>
                  {id === 'dump-plugins' && mods ? 'Mods' : label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <div className={styles.grid}>
        <DumpProblems dump={dump} problems={problems} check={check} />
        <DumpVersions dump={dump} />
        <DumpBuild dump={dump} />
        <DumpPlatform dump={dump} />
        <DumpSystem dump={dump} />
        <DumpPlugins dump={dump} />
        <DumpExtensions dump={dump} />
        <DumpContent dump={dump} />
        <DumpExtras dump={dump} />
        <DumpConfig dump={dump} />
      </div>
    </article>
  );
}
