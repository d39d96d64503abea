import {useId, useState, type FormEvent, type ReactNode} from 'react';

import {earlyAction, type EarlyHandlers} from '../early-actions/useEarlyActions';
import FileButton from '../shared/FileButton';
import FileDropZone from '../shared/FileDropZone';
import styles from './styles.module.css';

interface Props {
  busy: boolean;
  /** Id of the error message, when the last attempt failed, for `aria-describedby`. */
  errorId?: string;
  onReference: (input: string) => void;
  onFile: (file: File) => void;
  onPaste: (text: string) => void;
}

interface TextFormProps {
  value: string;
  onValueChange: (value: string) => void;
  onSubmit: (value: string) => void;
}

/** Submits the form's text, not the page: no request leaves for an address the reader typed. */
const submitted = (onSubmit: (value: string) => void, value: string) => (event: FormEvent<HTMLFormElement>) => {
  event.preventDefault();
  onSubmit(value);
};

function ReferenceForm({
  value,
  onValueChange,
  onSubmit,
  busy,
  errorId,
}: TextFormProps & {busy: boolean; errorId?: string}) {
  const id = useId();
  return (
    <form
      className={styles.referenceForm}
      onSubmit={submitted(onSubmit, value)}
      aria-label="Load a dump"
      {...earlyAction('reference')}
    >
      <label htmlFor={`${id}-reference`} className={styles.prompt}>
        Your dump's link or ID
      </label>
      <div className={styles.referenceRow}>
        <input
          id={`${id}-reference`}
          name="reference"
          className={styles.referenceInput}
          type="text"
          inputMode="url"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder="https://dump.geysermc.org/…"
          value={value}
          aria-describedby={errorId ? `${id}-hint ${errorId}` : `${id}-hint`}
          onChange={(event) => onValueChange(event.target.value)}
          {...earlyAction('reference-input')}
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
  );
}

function PasteBox({value, onValueChange, onSubmit}: TextFormProps): ReactNode {
  const id = useId();
  return (
    <details className={styles.pasteBox}>
      <summary>Paste the dump&apos;s text instead</summary>
      <form onSubmit={submitted(onSubmit, value)} {...earlyAction('paste')}>
        <label htmlFor={`${id}-paste`} className={styles.pasteLabel}>
          Dump JSON
        </label>
        <textarea
          id={`${id}-paste`}
          name="paste"
          className={styles.pasteArea}
          rows={6}
          spellCheck={false}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          {...earlyAction('paste-input')}
        />
        <button type="submit" className="button button--secondary button--sm">
          View pasted dump
        </button>
      </form>
    </details>
  );
}

/**
 * The three ways in: an id or link (fetched from the dump service), a `dump.json` file (chosen
 * or dropped), or pasted text. Files and pasted text are read in the browser only. All of them work
 * from the first paint: what the reader did before the page was ready is carried out then.
 */
export default function DumpLoader({busy, errorId, onReference, onFile, onPaste}: Props): ReactNode {
  const [reference, setReference] = useState('');
  const [pasted, setPasted] = useState('');
  const earlyHandlers: EarlyHandlers = {
    'reference-input': ({value}) => setReference(value ?? ''),
    reference: ({fields}) => {
      setReference(fields?.reference ?? '');
      onReference(fields?.reference ?? '');
    },
    'paste-input': ({value}) => setPasted(value ?? ''),
    paste: ({fields}) => {
      setPasted(fields?.paste ?? '');
      onPaste(fields?.paste ?? '');
    },
  };

  return (
    <FileDropZone
      zone="dump-loader"
      onFile={onFile}
      earlyHandlers={earlyHandlers}
      className={styles.loader}
      testId="dump-drop-zone"
    >
      <ReferenceForm
        value={reference}
        onValueChange={setReference}
        onSubmit={onReference}
        busy={busy}
        errorId={errorId}
      />
      <div className={styles.localRow}>
        <FileButton
          className="button button--secondary button--sm"
          accept=".json,application/json,text/plain"
          onFile={onFile}
          {...earlyAction('file')}
        >
          Open a dump.json file
        </FileButton>
        <span className={styles.hint}>
          or drop it here. Made with <code>/geyser dump offline</code>; files and pasted text stay in your browser.
        </span>
      </div>
      <PasteBox value={pasted} onValueChange={setPasted} onSubmit={onPaste} />
    </FileDropZone>
  );
}
