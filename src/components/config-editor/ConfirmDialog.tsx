import {useEffect, useRef, type ReactNode} from 'react';

import styles from './styles.module.css';

interface Props {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A native modal dialog: focus trapping, Escape and the backdrop come from the browser. */
export default function ConfirmDialog({open, title, message, confirmLabel, onConfirm, onCancel}: Props): ReactNode {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) {
      return;
    }
    if (open && !dialog.open) {
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby="config-dialog-title"
      onCancel={onCancel}
      onClose={() => open && onCancel()}
    >
      <h2 id="config-dialog-title">{title}</h2>
      <p>{message}</p>
      <div className={styles.dialogButtons}>
        {/* A modal dialog moves focus into itself, onto its safe choice (WAI-ARIA dialog pattern). */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <button type="button" className="button button--secondary" onClick={onCancel} autoFocus>
          Keep editing
        </button>
        <button type="button" className="button button--danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
