import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import {CURRENT_CONFIG_VERSION, platformInfo, type ConfigAnalysis} from '../../lib/config';

import type {ConversionReport as Report} from './state/types';
import RichText from './RichText';
import styles from './styles.module.css';

export function LegacyBanner({analysis, onConvert}: {analysis: ConfigAnalysis; onConvert: () => void}): ReactNode {
  if (!analysis.syntaxOk || !analysis.looksLikeGeyserConfig) {
    return null;
  }
  if (analysis.layout === 'legacy') {
    return (
      <div className={`alert alert--warning ${styles.banner}`}>
        <p>
          <strong>This is a legacy config</strong>{' '}
          {analysis.version === null ? '(no config-version)' : `(config-version ${analysis.version})`}. Geyser builds
          since November 2025 use a new layout and convert such files on their next start, replacing every comment.
          Convert it here to see and check the result first. The form below shows the legacy keys until then.
        </p>
        <p>Legacy files look the same on every platform, so pick yours in the Platform list above before converting.</p>
        <p>
          <button type="button" className="button button--primary" onClick={onConvert}>
            Convert for {platformInfo(analysis.platform).label}
          </button>{' '}
          <Link to="/wiki/geyser/understanding-the-config/#legacy-layout">What changed in the new layout</Link>
        </p>
      </div>
    );
  }
  if (analysis.version !== null && analysis.version < CURRENT_CONFIG_VERSION) {
    return (
      <div className={`alert alert--info ${styles.banner}`}>
        <p>
          This file has config-version {analysis.version}. Geyser updates it to version {CURRENT_CONFIG_VERSION} on its
          next start; the only change is the cooldown setting&apos;s new name. Updating here keeps all your comments.
        </p>
        <p>
          <button type="button" className="button button--primary" onClick={onConvert}>
            Update to version {CURRENT_CONFIG_VERSION}
          </button>
        </p>
      </div>
    );
  }
  return null;
}

export function ConversionReport({
  report,
  onUndo,
  onDismiss,
}: {
  report: Report;
  onUndo: () => void;
  onDismiss: () => void;
}): ReactNode {
  const changed = report.notes.filter((note) => note.kind !== 'kept');
  return (
    <section className={styles.report} aria-labelledby="conversion-report">
      <h2 id="conversion-report" className={styles.panelTitle}>
        {report.title}
      </h2>
      <p>
        {report.notes.length} keys handled; {changed.length} moved, changed or left out. Unchanged values were carried
        over as they were.
      </p>
      <details>
        <summary>What happened to each key</summary>
        <ul className={styles.reportList}>
          {report.notes.map((note, index) => (
            <li key={index} data-kind={note.kind}>
              <code>{note.from}</code>: <RichText text={note.message} links={false} />
            </li>
          ))}
        </ul>
      </details>
      <p>
        <button type="button" className="button button--sm button--secondary" onClick={onUndo}>
          Undo
        </button>{' '}
        <button type="button" className="button button--sm button--link" onClick={onDismiss}>
          Hide report
        </button>
      </p>
    </section>
  );
}
