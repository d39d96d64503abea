import {useId, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';

import FileButton from '../shared/FileButton';
import {useFileDrop} from '../shared/useFileDrop';
import styles from './styles.module.css';

interface Props {
  busy: boolean;
  /** Id of the error message, when the last attempt failed, for `aria-describedby`. */
  errorId?: string;
  onReference: (input: string) => void;
  onFile: (file: File) => void;
  onPaste: (text: string) => void;
}

/**
 * The three ways in: an id or link (fetched from the dump service), a `dump.json` file (chosen
 * or dropped), or pasted text. Files and pasted text are read in the browser only.
 */
export default function DumpLoader({busy, errorId, onReference, onFile, onPaste}: Props): ReactNode {
  const id = useId();
  const [reference, setReference] = useState('');
  const [pasted, setPasted] = useState('');
  const drop = useFileDrop(onFile);

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    onReference(reference);
  };

  const submitPaste = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    onPaste(pasted);
  };

  return (
    <div
      className={clsx(styles.loader, drop.dragging && styles.loaderDragging)}
      {...drop.handlers}
      data-testid="dump-drop-zone"
    >
      <form className={styles.referenceForm} onSubmit={submit} aria-label="Load a dump">
        <label htmlFor={`${id}-reference`} className={styles.prompt}>
          Enter Dump ID or URL below and click load.
        </label>
        <div className={styles.referenceRow}>
          <input
            id={`${id}-reference`}
            className={styles.referenceInput}
            type="text"
            inputMode="url"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder="https://dump.geysermc.org/…"
            value={reference}
            aria-describedby={errorId ? `${id}-hint ${errorId}` : `${id}-hint`}
            onChange={(event) => setReference(event.target.value)}
          />
          <button type="submit" className="button button--primary" aria-busy={busy}>
            Load
          </button>
        </div>
        <p id={`${id}-hint`} className={styles.hint}>
          Run <code>/geyser dump</code> on your server and paste the link it prints, or just the 32-character ID at its
          end.
        </p>
      </form>

      <div className={styles.localRow}>
        <FileButton accept=".json,application/json,text/plain" variant="button--secondary button--sm" onFile={onFile}>
          Open a dump.json file
        </FileButton>
        <span className={styles.hint}>
          or drop it here. Made with <code>/geyser dump offline</code>; files and pasted text stay in your browser.
        </span>
      </div>

      <details className={styles.pasteBox}>
        <summary>Paste the dump&apos;s text instead</summary>
        <form onSubmit={submitPaste}>
          <label htmlFor={`${id}-paste`} className={styles.pasteLabel}>
            Dump JSON
          </label>
          <textarea
            id={`${id}-paste`}
            className={styles.pasteArea}
            rows={6}
            spellCheck={false}
            value={pasted}
            onChange={(event) => setPasted(event.target.value)}
          />
          <button type="submit" className="button button--secondary button--sm">
            View pasted dump
          </button>
        </form>
      </details>
    </div>
  );
}
