import type {ReactNode} from 'react';

import {CURRENT_CONFIG_VERSION, literal, markupToPlainText, platformInfo, type ConfigAnalysis} from '../../lib/config';

import styles from './styles.module.css';

interface Props {
  analysis: ConfigAnalysis;
  fileName: string;
  unsaved: boolean;
  restoredAt: number | null;
  onClose: () => void;
}

function layoutText(analysis: ConfigAnalysis): string {
  if (!analysis.syntaxOk) {
    return 'YAML syntax error';
  }
  if (analysis.layout === 'legacy') {
    return analysis.version === null
      ? 'Legacy layout, no config-version'
      : `Legacy layout, config-version ${analysis.version}`;
  }
  if (analysis.version === null) {
    return 'Current layout, config-version missing';
  }
  return analysis.version === CURRENT_CONFIG_VERSION
    ? `Current layout, config-version ${analysis.version}`
    : `Current layout, config-version ${analysis.version} (older)`;
}

/** Controls and direction overrides in a file name shown as visible markers. */
function visibleName(name: string): string {
  return markupToPlainText(literal(name));
}

export default function FileSummary({analysis, fileName, unsaved, restoredAt, onClose}: Props): ReactNode {
  const candidates = analysis.platformCandidates;
  return (
    <div className={styles.summary}>
      <dl className={styles.summaryList}>
        <div>
          <dt>File</dt>
          <dd>
            {/* <bdi> so a right-to-left override in the name cannot reverse what follows it. */}
            <bdi>{visibleName(fileName)}</bdi>
            {unsaved && <span className={`${styles.tag} ${styles.tagChanged}`}>unsaved changes</span>}
          </dd>
        </div>
        <div>
          <dt>Format</dt>
          <dd>{layoutText(analysis)}</dd>
        </div>
        <div>
          <dt>Checked for</dt>
          <dd>
            {platformInfo(analysis.platform).label}
            {candidates.length > 0 && !candidates.includes(analysis.platform) && (
              <span className={styles.hint}>
                {' '}
                (its keys suggest {candidates.map((id) => platformInfo(id).label).join(' or ')})
              </span>
            )}
          </dd>
        </div>
      </dl>
      <p className={styles.draftNote}>
        {restoredAt !== null
          ? `Your draft from ${new Date(restoredAt).toLocaleString()} was restored. `
          : 'Your work is saved in this browser as you go. '}
        <button type="button" className="button button--sm button--link" onClick={onClose}>
          Close and delete the draft
        </button>
      </p>
    </div>
  );
}
