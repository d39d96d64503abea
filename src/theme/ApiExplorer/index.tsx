/**
 * Wrapped so that the API explorer (request builder, code samples and the request library behind
 * them, more JavaScript than the rest of the page) loads only when the reader asks for it. Until then
 * the right-hand panel holds a button; the operation itself (description, parameters, schemas,
 * examples) is in the page's left column and needs none of this code. Once opened, the explorer
 * stays open on the other API pages the reader visits.
 */
import React, {Suspense, lazy, useEffect, useRef, useState, type ReactNode} from 'react';
import type {Props} from '@theme/ApiExplorer';

import styles from './styles.module.css';

function loadExplorer() {
  // The languages of the code-sample tabs that no wiki page uses load with the explorer, not with every page.
  return import('./apiLanguages').then(() => import('@theme-original/ApiExplorer'));
}

const Explorer = lazy(loadExplorer);

/** Set once a reader opens the explorer, so that client-side navigation to another operation keeps it open. */
let openedInThisVisit = false;

export default function ApiExplorerOnDemand(props: Props): ReactNode {
  const [open, setOpen] = useState(openedInThisVisit);
  const panel = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);

  if (!open) {
    const server = props.item.servers?.[0]?.url;
    return (
      <div className={styles.placeholder}>
        <p className={styles.intro}>
          Build this request, send it from your browser and copy it as curl, JavaScript, Java, Python and other
          languages.
          {server && (
            <>
              {' '}
              Requests go to <code>{server}</code>.
            </>
          )}
        </p>
        <button
          type="button"
          className="button button--primary"
          // Starting the download on hover or focus saves a moment before the click.
          onPointerEnter={() => void loadExplorer()}
          onFocus={() => void loadExplorer()}
          onClick={() => {
            openedInThisVisit = true;
            moveFocus.current = true;
            setOpen(true);
          }}
        >
          Try it: show request builder and code samples
        </button>
      </div>
    );
  }
  return (
    <div ref={panel} tabIndex={-1} className={styles.panel} aria-label="Request builder and code samples" role="region">
      <Suspense
        fallback={
          <p role="status" className={styles.loading}>
            Loading the request builder…
          </p>
        }
      >
        <Explorer {...props} />
        <FocusWhenShown target={panel} when={moveFocus} />
      </Suspense>
    </div>
  );
}

/** Moves keyboard focus to the explorer once it has loaded, so that the reader does not lose their place. */
function FocusWhenShown({
  target,
  when,
}: {
  target: React.RefObject<HTMLDivElement | null>;
  when: React.MutableRefObject<boolean>;
}): null {
  useEffect(() => {
    if (when.current) {
      when.current = false;
      target.current?.focus();
    }
  }, [target, when]);
  return null;
}
