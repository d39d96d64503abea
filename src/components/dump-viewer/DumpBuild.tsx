import type {ReactNode} from 'react';

import type {BuildKind, NormalizedDump} from '../../lib/dump/model';
import Badge, {type BadgeTone} from './Badge';
import DumpSection from './DumpSection';
import DumpText, {Missing} from './DumpText';
import FactList from './FactList';
import styles from './styles.module.css';

const KIND: Record<BuildKind, {label: string; tone: BadgeTone}> = {
  official: {label: 'Official build', tone: 'ok'},
  branch: {label: 'Branch build', tone: 'info'},
  fork: {label: 'Fork', tone: 'warning'},
  development: {label: 'Development build', tone: 'warning'},
};

/** Which Geyser jar this is: build number, commit (linked to GitHub), branch, and where it was built. */
export default function DumpBuild({dump}: {dump: NormalizedDump}): ReactNode {
  const {geyser} = dump;
  const commitText = geyser.commitAbbrev ?? geyser.commit;
  const kind = KIND[geyser.kind];
  return (
    <DumpSection id="dump-build" title="Geyser build">
      <p className={styles.badgeRow}>
        <Badge tone={kind.tone}>{kind.label}</Badge>
      </p>
      <FactList
        facts={[
          {
            label: 'Build number',
            value:
              geyser.buildNumber !== undefined ? (
                String(geyser.buildNumber)
              ) : (
                <Missing>None (not built by GeyserMC&apos;s CI)</Missing>
              ),
          },
          {
            label: 'Commit',
            value: geyser.commitUrl ? (
              <a href={geyser.commitUrl} target="_blank" rel="noopener noreferrer" className={styles.code}>
                {commitText}
              </a>
            ) : (
              <DumpText value={commitText} code />
            ),
          },
          {label: 'Branch', value: <DumpText value={geyser.branch} />},
          ...(geyser.kind === 'fork' || (geyser.repositoryUrl && !geyser.repositoryWebUrl)
            ? [{label: 'Repository', value: <DumpText value={geyser.repositoryUrl} code />}]
            : []),
        ]}
      />
    </DumpSection>
  );
}
