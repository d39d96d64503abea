import {lazy, Suspense, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';

import styles from '../styles.module.css';
import type {SourceProps} from './types';

// Monaco is fetched only here, after hydration: BrowserOnly renders nothing on the server or before
// React takes over the page, and the lazy import starts the download when this panel first renders.
const MonacoSource = lazy(() => import('./MonacoSource'));

function Placeholder({text}: {text: string}): ReactNode {
  return (
    <div className={styles.sourcePlaceholder}>
      <p className={styles.sourceLoading}>Loading the source editor…</p>
      {/* A scrolling region must be reachable by keyboard to be scrolled without a mouse (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <pre className={styles.sourcePre} aria-label="config.yml source (read-only while the editor loads)" tabIndex={0}>
        {text}
      </pre>
    </div>
  );
}

export default function SourcePanel(props: SourceProps): ReactNode {
  return (
    <BrowserOnly fallback={<Placeholder text={props.text} />}>
      {() => (
        <Suspense fallback={<Placeholder text={props.text} />}>
          <MonacoSource {...props} />
        </Suspense>
      )}
    </BrowserOnly>
  );
}
