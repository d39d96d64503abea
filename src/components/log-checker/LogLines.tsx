import {useId, useState, type ReactNode} from 'react';

import type {Occurrence} from '../../lib/logs/analyze';
import LogText from './LogText';
import styles from './styles.module.css';

/** The lines of one problem: each with its number; a button shows the lines around it. */
export default function LogLines({occurrences, total}: {occurrences: readonly Occurrence[]; total: number}): ReactNode {
  const id = useId();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div>
      <ul className={styles.lines}>
        {occurrences.map((occurrence, index) => {
          const contextId = `${id}-${index}`;
          const shown = open === index;
          return (
            <li key={occurrence.line.number}>
              <button
                type="button"
                className={styles.lineButton}
                aria-expanded={shown}
                aria-controls={contextId}
                onClick={() => setOpen(shown ? null : index)}
                title={shown ? 'Hide the lines around it' : 'Show the lines around it'}
              >
                <span className={styles.lineNumber}>Line {occurrence.line.number}</span>
                <code className={styles.lineText}>
                  <LogText text={occurrence.line.text} />
                </code>
              </button>
              {shown && (
                <pre
                  id={contextId}
                  className={styles.context}
                  aria-label={`Lines around line ${occurrence.line.number}`}
                >
                  {occurrence.context.map((line) => (
                    <span
                      key={line.number}
                      className={line.number === occurrence.line.number ? styles.contextHit : undefined}
                    >
                      <span className={styles.contextNumber}>{line.number}</span>
                      <LogText text={line.text} />
                      {'\n'}
                    </span>
                  ))}
                </pre>
              )}
            </li>
          );
        })}
      </ul>
      {total > occurrences.length && (
        <p className={styles.more}>and {(total - occurrences.length).toLocaleString('en')} more lines like these</p>
      )}
    </div>
  );
}
