import {useEffect, useRef, useState} from 'react';

/** Something the reader did in a zone before its component was ready, as ./script.ts recorded it. */
export interface EarlyAction {
  type: 'click' | 'submit' | 'value' | 'toggle' | 'drop';
  /** The control's `data-early-action` (`drop` for files dropped on the zone). */
  action: string;
  /** The control's `data-early-key`: which tab, which section. */
  key?: string;
  /** A field's value. */
  value?: string;
  /** A submitted form's named text fields. */
  fields?: Readonly<Record<string, string>>;
  /** Files chosen in a file input or dropped. */
  files?: readonly File[];
  /** Whether a `<details>` was left open. */
  open?: boolean;
}

export type EarlyHandlers = Readonly<Record<string, (action: EarlyAction) => void>>;

declare global {
  interface Window {
    /** Set by ./script.ts on pages that carry it. */
    __earlyActions?: {take: (zone: string) => EarlyAction[]; release: (zone: string) => void};
  }
}

const NONE: readonly EarlyAction[] = [];

/** Marks an element as a zone whose early actions `useEarlyActions(name)` carries out. */
export function earlyZone(name: string, drop?: 'zone' | 'page'): Record<string, string> {
  return drop ? {'data-early-zone': name, 'data-early-drop': drop} : {'data-early-zone': name};
}

/** Marks a control whose use before the page is ready is kept (./script.ts lists what counts as use). */
export function earlyAction(action: string, key?: string): Record<string, string> {
  return key === undefined ? {'data-early-action': action} : {'data-early-action': action, 'data-early-key': key};
}

/**
 * Takes what the reader did in the zone before the page was ready and hands each action, in order, to
 * the handler named by its `action`. `ready` holds the zone back while the component cannot act yet
 * (the config editor, until it has restored its draft): until then the script keeps recording.
 *
 * One action per render: each handler sees the state the previous one left (a platform chosen, then
 * Default clicked, loads that platform's default). The script records until everything it kept has
 * been carried out and rendered; only then is the zone released to the page's own handlers, which from
 * that render on see every early change (text typed early, then Enter pressed, loads that text).
 */
export function useEarlyActions(zone: string, handlers: EarlyHandlers, ready = true): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  const [queue, setQueue] = useState(NONE);

  useEffect(() => {
    if (!ready) {
      return;
    }
    const [next, ...rest] = queue;
    if (next) {
      setQueue(rest);
      latest.current[next.action]?.(next);
      return;
    }
    const more = window.__earlyActions?.take(zone) ?? [];
    if (more.length > 0) {
      setQueue(more);
    } else {
      window.__earlyActions?.release(zone);
    }
  }, [zone, ready, queue]);
}
