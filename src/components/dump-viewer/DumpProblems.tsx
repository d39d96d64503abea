import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import type {HashCheck, UpdateCheck} from '../../lib/dump/builds';
import {countBySeverity} from '../../lib/dump/diagnose';
import type {Problem, Severity} from '../../lib/dump/diagnosis-types';
import {plural, visibleText} from '../../lib/dump/format';
import type {NormalizedDump} from '../../lib/dump/model';
import LinkList from '../shared/LinkList';
import Badge from './Badge';
import DumpSection from './DumpSection';
import type {BuildCheckState} from './useBuildCheck';
import styles from './styles.module.css';

const SEVERITY_LABEL: Record<Severity, string> = {error: 'Error', warning: 'Warning', info: 'Note'};

function summary(problems: Problem[]): string {
  if (problems.length === 0) {
    return 'No problems found.';
  }
  const counts = countBySeverity(problems);
  const parts = [
    counts.error > 0 ? plural(counts.error, 'error') : undefined,
    counts.warning > 0 ? plural(counts.warning, 'warning') : undefined,
    counts.info > 0 ? plural(counts.info, 'note') : undefined,
  ].filter(Boolean);
  return `${parts.join(', ')}.`;
}

function updateLine(dump: NormalizedDump, update: UpdateCheck): string {
  switch (update.status) {
    case 'ok': {
      const build = dump.geyser.buildNumber;
      if (build === update.latest.build) {
        return `Geyser build ${build} is the newest build.`;
      }
      return build !== undefined && build > update.latest.build
        ? `Geyser build ${build} is newer than the newest build the Downloads API lists (${update.latest.build}).`
        : `The newest Geyser build is ${update.latest.build} (${update.latest.version}).`;
    }
    case 'unavailable':
      return `Could not check for a newer Geyser build: ${update.message}. The other checks do not need it.`;
    case 'skipped':
      return `No update check: ${update.reason}.`;
  }
}

function hashLine(dump: NormalizedDump, hash: HashCheck): string | undefined {
  switch (hash.status) {
    case 'match':
      return `The jar's SHA-256 matches official build ${hash.build}.`;
    case 'mismatch':
      return undefined;
    case 'unknown-build':
      return 'The Downloads API does not list this build, so the jar could not be verified.';
    case 'unavailable':
      return `Could not verify the jar: ${hash.message}.`;
    case 'skipped':
      // For forks and development builds the "not an official build" note already explains it.
      return dump.geyser.kind === 'official' ? `Jar not verified: ${hash.reason}.` : undefined;
  }
}

function BuildCheckStatus({dump, check}: {dump: NormalizedDump; check: BuildCheckState}): ReactNode {
  if (check.status === 'checking') {
    return <p className={styles.checkLine}>Checking the Downloads API for newer Geyser builds…</p>;
  }
  const {update, hash} = check.result;
  const hashText = hashLine(dump, hash);
  return (
    <p className={styles.checkLine} data-testid="build-check" data-status={update.status}>
      {updateLine(dump, update)}
      {hashText && ` ${hashText}`}
    </p>
  );
}

/** The diagnosis: what is wrong, how bad it is, and the page that fixes it. */
export default function DumpProblems({
  dump,
  problems,
  check,
}: {
  dump: NormalizedDump;
  problems: Problem[];
  check: BuildCheckState;
}): ReactNode {
  return (
    <DumpSection id="dump-problems" title="Problems" wide>
      <p className={styles.problemSummary}>{summary(problems)}</p>
      <div role="status" aria-live="polite">
        <BuildCheckStatus dump={dump} check={check} />
      </div>
      {problems.length > 0 ? (
        <ul className={styles.problems}>
          {problems.map((problem) => (
            <li key={problem.id} className={styles[`problem-${problem.severity}`]} data-rule={problem.ruleId}>
              <div className={styles.problemHead}>
                <Badge tone={problem.severity}>{SEVERITY_LABEL[problem.severity]}</Badge>
                <h3 className={styles.problemTitle}>{problem.title}</h3>
              </div>
              <p className={styles.problemDetail}>{visibleText(problem.detail)}</p>
              <LinkList
                links={problem.links}
                className={`${styles.inlineList} ${styles.problemLinks}`}
                label="How to fix it"
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.hint}>
          The checks cover common setup mistakes, not everything. If players still cannot join, see{' '}
          <Link to="/wiki/geyser/fixing-unable-to-connect-to-world/">
            Fixing &quot;Unable to connect to world&quot;
          </Link>{' '}
          and <Link to="/wiki/geyser/common-issues/">Common issues</Link>.
        </p>
      )}
    </DumpSection>
  );
}
