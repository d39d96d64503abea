import {useId, type ClipboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';

import FileButton from '../shared/FileButton';
import {useFileDrop} from '../shared/useFileDrop';
import {LARGE_PASTE_CHARS} from './useLogChecker';
import styles from './styles.module.css';

interface Props {
  draft: string;
  busy: boolean;
  errorId?: string;
  onDraft: (text: string) => void;
  onCheck: (text: string, options: {fromButton: boolean; label?: string}) => void;
  onFile: (file: File) => void;
  onClear: () => void;
}

/** Paste, a file (chosen or dropped), or an mclo.gs link: all read in the browser. */
export default function LogInput({draft, busy, errorId, onDraft, onCheck, onFile, onClear}: Props): ReactNode {
  const id = useId();
  const drop = useFileDrop(onFile);

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>): void => {
    const pasted = event.clipboardData.getData('text');
    if (pasted.length > LARGE_PASTE_CHARS) {
      // A text area holding megabytes makes typing slow; check it directly instead.
      event.preventDefault();
      onCheck(pasted, {
        fromButton: false,
        label: `the pasted text (${Math.round(pasted.length / 1_000_000)} million characters)`,
      });
      return;
    }
    const area = event.currentTarget;
    const next = area.value.slice(0, area.selectionStart) + pasted + area.value.slice(area.selectionEnd);
    window.setTimeout(() => onCheck(next, {fromButton: false}), 0);
  };

  return (
    <div
      className={clsx(styles.input, drop.dragging && styles.inputDragging)}
      {...drop.handlers}
      data-testid="log-drop-zone"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onCheck(draft, {fromButton: true});
        }}
        aria-label="Check a log"
      >
        <label htmlFor={`${id}-text`} className={styles.prompt}>
          Paste a log or an mclo.gs link
        </label>
        <textarea
          id={`${id}-text`}
          className={styles.textArea}
          rows={10}
          spellCheck={false}
          autoComplete="off"
          value={draft}
          placeholder="[12:00:00 INFO]: [Geyser-Spigot] Loading Geyser version …"
          aria-describedby={errorId ? `${id}-hint ${errorId}` : `${id}-hint`}
          onChange={(event) => onDraft(event.target.value)}
          onPaste={onPaste}
        />
        <p id={`${id}-hint`} className={styles.hint}>
          The start-up log tells the most: <code>logs/latest.log</code> in the server folder. A pasted log is checked at
          once; an mclo.gs link (what <code>/geyser dump logs</code> uploads) is fetched when you press Check.
        </p>
        <div className={styles.actions}>
          <button type="submit" className="button button--primary" aria-busy={busy}>
            Check
          </button>
          <FileButton
            accept=".log,.txt,.gz,.json,text/plain,application/gzip"
            className="button button--secondary"
            onFile={onFile}
          >
            Open a .log, .txt or .log.gz file
          </FileButton>
          <button type="button" className="button button--link" onClick={onClear}>
            Clear
          </button>
        </div>
      </form>
    </div>
  );
}
