import React, {useCallback, useRef, type MouseEvent} from 'react';
import {useHistory} from '@docusaurus/router';
import Translate from '@docusaurus/Translate';
import {SkipToContentFallbackId} from '@docusaurus/theme-common';
import {useLocationChange} from '@docusaurus/theme-common/internal';

import styles from './styles.module.css';

/**
 * Replaces the stock skip link. The stock one gives its target `tabindex="-1"`, focuses it and
 * removes the attribute at once; current Chromium then drops the focus back to <body>, so keyboard
 * users land nowhere. Here the attribute stays until the target loses focus.
 */
function focusElement(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) {
    element.setAttribute('tabindex', '-1');
    element.addEventListener('blur', () => element.removeAttribute('tabindex'), {once: true});
  }
  element.focus({preventScroll: false});
}

function skipTarget(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main:first-of-type') ?? document.getElementById(SkipToContentFallbackId);
}

export default function SkipToContent(): React.JSX.Element {
  const containerRef = useRef<HTMLDivElement>(null);
  const {action} = useHistory();

  const onClick = useCallback((event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const target = skipTarget();
    if (target) {
      focusElement(target);
    }
  }, []);

  // After a client-side navigation, start keyboard focus again from the top of the page, as a full
  // page load would.
  useLocationChange(({location}) => {
    if (containerRef.current && !location.hash && action === 'PUSH') {
      focusElement(containerRef.current);
    }
  });

  return (
    <div ref={containerRef} role="region" aria-label="Skip to main content">
      <a className={styles.skipToContent} href={`#${SkipToContentFallbackId}`} onClick={onClick}>
        <Translate id="theme.common.skipToMainContent">Skip to main content</Translate>
      </a>
    </div>
  );
}
