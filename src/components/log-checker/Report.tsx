import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';

import type {MessageSeverity} from '../../data/messages';
import type {LogReport} from '../../lib/logs/analyze';
import LogLines from './LogLines';
import LogText from './LogText';
import styles from './styles.module.css';

const SEVERITY_LABEL: Record<MessageSeverity, string> = {
  stops: 'Stops the server or plugin',
  kicks: 'Turns players away',
  breaks: 'Breaks a feature',
  warns: 'Setup warning',
  harmless: 'Harmless',
};

function SetupSummary({report}: {report: LogReport}): ReactNode {
  const {setup} = report;
  const rows: [string, string | undefined][] = [
    [
      'Geyser',
      setup.geyser &&
        `${setup.geyser.value}${setup.geyser.build ? `, build ${setup.geyser.build}` : ''}${setup.geyser.commit ? ` (${setup.geyser.branch ?? 'git'} ${setup.geyser.commit})` : ''}`,
    ],
    [
      'Floodgate',
      setup.floodgate && `${setup.floodgate.value}${setup.floodgate.build ? `, build ${setup.floodgate.build}` : ''}`,
    ],
    ['Server software', setup.software?.value],
    ['Minecraft', setup.minecraft?.value],
    [
      'Java',
      setup.java && `${setup.java.value}${setup.javaNeeded ? ` (the jar needs Java ${setup.javaNeeded.value})` : ''}`,
    ],
  ];
  const known = rows.filter((row): row is [string, string] => row[1] !== undefined);
  return (
    <section aria-labelledby="log-setup-title" className={styles.section}>
      <h2 id="log-setup-title">Setup</h2>
      {known.length === 0 ? (
        <p>The log does not say which versions run here.</p>
      ) : (
        <dl className={styles.facts}>
          {known.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>
                <LogText text={value} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {report.notes.length > 0 && (
        <ul className={styles.notes}>
          {report.notes.map((note) => (
            <li key={note.text} className={note.kind === 'warn' ? styles.noteWarn : styles.noteOk}>
              {note.text}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface CardSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  count: number;
  /** A paragraph between the heading and the cards. */
  lead?: ReactNode;
  children: ReactNode;
}

/** A titled, counted list of cards; a report with none of them leaves the section out. */
function CardSection({id, title, count, lead, children}: CardSectionProps): ReactNode {
  if (count === 0) {
    return null;
  }
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>
        {title} ({count})
      </h2>
      {lead}
      <ol className={styles.cards}>{children}</ol>
    </section>
  );
}

function Problems({report}: {report: LogReport}): ReactNode {
  return (
    <CardSection id="log-problems-title" title="Known problems" count={report.problems.length}>
      {report.problems.map((problem) => (
        <li
          key={problem.id}
          className={clsx(styles.card, styles[`severity-${problem.severity}`])}
          data-problem={problem.id}
        >
          <p className={styles.severity}>{SEVERITY_LABEL[problem.severity]}</p>
          <h3 className={styles.cardTitle}>
            <code>{problem.title}</code>
          </h3>
          <p>{problem.cause}</p>
          <p>
            <Link to={problem.url}>What it means and how to fix it</Link>
          </p>
          <LogLines occurrences={problem.occurrences} total={problem.count} />
        </li>
      ))}
    </CardSection>
  );
}

function ErrorGroups({report}: {report: LogReport}): ReactNode {
  return (
    <CardSection
      id="log-errors-title"
      title="Other errors"
      count={report.errors.length}
      lead={<p>No page of this site explains these yet. The first line of each is usually the one to search for.</p>}
    >
      {report.errors.map((group) => (
        <li key={group.key} className={styles.card}>
          <h3 className={styles.cardTitle}>
            <code>
              <LogText text={group.title} />
            </code>
          </h3>
          {group.causedBy.length > 0 && (
            <ul className={styles.causes}>
              {group.causedBy.map((cause, index) => (
                <li key={index}>
                  Caused by{' '}
                  <code>
                    <LogText text={cause} />
                  </code>
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link to={`/search/?q=${encodeURIComponent(group.search)}`}>Search this site for it</Link>
          </p>
          <LogLines occurrences={group.occurrences} total={group.count} />
        </li>
      ))}
    </CardSection>
  );
}

/** The report of one log: setup, known problems, other errors, or a plain "clean". */
export default function Report({report, checked}: {report: LogReport; checked: string}): ReactNode {
  return (
    <div className={styles.report}>
      <h2 id="log-report-title" tabIndex={-1} className={styles.reportTitle}>
        Report on <LogText text={checked} /> ({report.lineCount.toLocaleString('en')} lines)
      </h2>
      {report.loggedLines === 0 && report.lineCount > 0 && (
        <p className="alert alert--warning" role="note">
          This does not look like a server log: no line carries a time and level such as <code>[12:00:00 INFO]</code>.
          The check ran anyway.
        </p>
      )}
      <SetupSummary report={report} />
      {report.clean ? (
        <p className={clsx('alert alert--success', styles.clean)} data-testid="log-clean">
          No known problem and no error in this log.
        </p>
      ) : (
        <>
          <Problems report={report} />
          <ErrorGroups report={report} />
        </>
      )}
    </div>
  );
}
