import {useEffect, useState, type ReactNode} from 'react';

import VisuallyHidden from '../shared/VisuallyHidden';

import styles from './styles.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies a value (a checksum) and says so in a live region. */
export default function CopyButton({value, label}: {value: string; label: string}): ReactNode {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') {
      return undefined;
    }
    const timer = window.setTimeout(() => setState('idle'), 2_500);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <>
      <button
        type="button"
        className={`button button--sm button--secondary ${styles.copyButton}`}
        onClick={copy}
        aria-label={label}
      >
        {state === 'copied' ? 'Copied' : 'Copy'}
      </button>
      <VisuallyHidden role="status">
        {state === 'copied'
          ? 'Checksum copied to the clipboard.'
          : state === 'failed'
            ? 'Copying failed; select the checksum and copy it by hand.'
            : ''}
      </VisuallyHidden>
    </>
  );
}
