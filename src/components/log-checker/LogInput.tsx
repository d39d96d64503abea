import {useId, type ClipboardEvent, type ReactNode} from 'react';

import {LARGE_PASTE_CHARS, largePasteLabel, type CheckOptions} from '../../lib/logs/check-plan';
import {earlyAction, type EarlyHandlers} from '../early-actions/useEarlyActions';
import FileButton from '../shared/FileButton';
import FileDropZone from '../shared/FileDropZone';
import styles from './styles.module.css';

interface Props {
  draft: string;
  busy: boolean;
  errorId?: string;
  onDraft: (text: string) => void;
  onCheck: (text: string, options: CheckOptions) => void;
  onFile: (file: File) => void;
  onClear: () => void;
}

/** What the reader did in the input before the page was ready, other than opening a file. */
function inputEarlyHandlers({
  onDraft,
  onCheck,
  onClear,
}: Pick<Props, 'onDraft' | 'onCheck' | 'onClear'>): EarlyHandlers {
  return {
    // Text typed or pasted early is checked once it is in, as a paste is.
    'text-input': ({value = ''}) => {
      onDraft(value);
      if (value.trim() !== '') {
        onCheck(value, {fromButton: false});
      }
    },
    check: ({fields}) => {
      onDraft(fields?.text ?? '');
      onCheck(fields?.text ?? '', {fromButton: true});
    },
    clear: onClear,
  };
}

/** A pasted log is checked at once; one too large for the text area is checked without going into it. */
function pasteHandler(onCheck: Props['onCheck']) {
  return (event: ClipboardEvent<HTMLTextAreaElement>): void => {
    const pasted = event.clipboardData.getData('text');
    if (pasted.length > LARGE_PASTE_CHARS) {
      // A text area holding megabytes makes typing slow; check it directly instead.
      event.preventDefault();
      onCheck(pasted, {fromButton: false, label: largePasteLabel(pasted.length)});
      return;
    }
    const area = event.currentTarget;
    const next = area.value.slice(0, area.selectionStart) + pasted + area.value.slice(area.selectionEnd);
    window.setTimeout(() => onCheck(next, {fromButton: false}), 0);
  };
}

function InputButtons({busy, onFile, onClear}: Pick<Props, 'busy' | 'onFile' | 'onClear'>): ReactNode {
  return (
    <div className={styles.actions}>
      <button type="submit" className="button button--primary" aria-busy={busy}>
        Check
      </button>
      <FileButton
        accept=".log,.txt,.gz,.json,text/plain,application/gzip"
        className="button button--secondary"
        onFile={onFile}
        {...earlyAction('file')}
      >
        Open a .log, .txt or .log.gz file
      </FileButton>
      <button type="button" className="button button--link" onClick={onClear} {...earlyAction('clear')}>
        Clear
      </button>
    </div>
  );
}

/**
 * Paste, a file (chosen or dropped), or an mclo.gs link: all read in the browser. All of them work from the
 * first paint: what the reader did before the page was ready is carried out then (src/components/early-actions).
 */
export default function LogInput(props: Props): ReactNode {
  const {draft, busy, errorId, onDraft, onCheck, onFile, onClear} = props;
  const id = useId();

  return (
    <FileDropZone zone="log-input" onFile={onFile} earlyHandlers={inputEarlyHandlers(props)} testId="log-drop-zone">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onCheck(draft, {fromButton: true});
        }}
        aria-label="Check a log"
        {...earlyAction('check')}
      >
        <label htmlFor={`${id}-text`} className={styles.prompt}>
          Paste a log or an mclo.gs link
        </label>
        <textarea
          id={`${id}-text`}
          name="text"
          className={styles.textArea}
          rows={10}
          spellCheck={false}
          autoComplete="off"
          value={draft}
          placeholder="[12:00:00 INFO]: [Geyser-Spigot] Loading Geyser version …"
          aria-describedby={errorId ? `${id}-hint ${errorId}` : `${id}-hint`}
          onChange={(event) => onDraft(event.target.value)}
          onPaste={pasteHandler(onCheck)}
          {...earlyAction('text-input')}
        />
        <p id={`${id}-hint`} className={styles.hint}>
          The start-up log tells the most: <code>logs/latest.log</code> in the server folder. A pasted log is checked at
          once; an mclo.gs link (what <code>/geyser dump logs</code> uploads) is fetched when you press Check.
        </p>
        <InputButtons busy={busy} onFile={onFile} onClear={onClear} />
      </form>
    </FileDropZone>
  );
}
