import {useCallback, useRef, useState} from 'react';

import type {SourceHandle} from './source/types';

export type View = 'options' | 'source';

/** How long an option found from the Problems list stays highlighted. */
const FLASH_MS = 1600;

/**
 * Which panel is shown (on narrow screens only one is), the option search, and the jumps from the
 * Problems list to an option in the form or a line in the source.
 */
export function useEditorNavigation() {
  const [view, setView] = useState<View>('options');
  const [query, setQuery] = useState('');
  const sourceHandle = useRef<SourceHandle | null>(null);

  const goToOption = useCallback((path: string) => {
    setQuery('');
    setView('options');
    // Wait for the cleared search and the panel switch to render.
    window.requestAnimationFrame(() => {
      const field = document.querySelector<HTMLElement>(`[data-option="${CSS.escape(path)}"]`);
      if (!field) {
        return;
      }
      field.scrollIntoView({block: 'center', behavior: 'smooth'});
      field.querySelector<HTMLElement>('input, select, button')?.focus({preventScroll: true});
      field.dataset.flash = 'true';
      window.setTimeout(() => delete field.dataset.flash, FLASH_MS);
    });
  }, []);

  const showInSource = useCallback((line: number, column: number) => {
    setView('source');
    window.requestAnimationFrame(() => {
      document.getElementById('config-source')?.scrollIntoView({block: 'start', behavior: 'smooth'});
      sourceHandle.current?.reveal(line, column);
    });
  }, []);

  return {view, setView, query, setQuery, sourceHandle, goToOption, showInSource};
}

export type EditorNavigation = ReturnType<typeof useEditorNavigation>;
