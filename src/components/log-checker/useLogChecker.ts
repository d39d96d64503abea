import {useCallback, useEffect, useRef, useState} from 'react';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import type {LogReport} from '../../lib/logs/analyze';
import {classifyInput, DEFAULT_MCLOGS_API_URL, fetchMclogs} from '../../lib/logs/input';
import type {CheckInput, CheckRequest, CheckResponse} from './protocol';

export interface CheckerError {
  title: string;
  message: string;
}

export interface CheckerState {
  /** The text area's content. */
  draft: string;
  /** What the report on screen was read from. */
  checked?: string;
  busy?: {label: string; done: number};
  report?: LogReport;
  error?: CheckerError;
  /** A note about the input, such as a link that needs the button. */
  note?: string;
  /** Set when the input is too large to be kept for a reload. */
  notKept?: boolean;
}

/** A log checked from a file, mclo.gs or a large paste: the key of its record in IndexedDB and its name. */
interface Checked {
  key: string;
  label: string;
}

/** The text area's content is kept up to this size; larger text is checked, and kept by the worker. */
const MAX_DRAFT_CHARS = 1_000_000;

// Two keys, so typing in the text area never rewrites a large checked log.
const DRAFT_KEY = 'geysermc:log-checker:draft:v1';
const CHECKED_KEY = 'geysermc:log-checker:checked:v1';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Stores a value (or removes it, for null); false when the browser refuses, as when it is full. */
function store(key: string, value: string | null): boolean {
  try {
    if (value === null) {
      storage()?.removeItem(key);
    } else {
      storage()?.setItem(key, value);
    }
    return true;
  } catch {
    return false;
  }
}

function restore(): {draft: string; checked: Checked | null} {
  try {
    const draft = storage()?.getItem(DRAFT_KEY) ?? '';
    const parsed: unknown = JSON.parse(storage()?.getItem(CHECKED_KEY) ?? 'null');
    const record = parsed as Partial<Checked> | null;
    const checked =
      record && typeof record.key === 'string' && typeof record.label === 'string'
        ? {key: record.key, label: record.label}
        : null;
    return {draft, checked};
  } catch {
    return {draft: '', checked: null};
  }
}

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** The label of text checked from the text area, which is kept as the draft. */
const PASTED = 'the pasted text';

/** Pastes larger than this are checked directly instead of being put into the text area. */
export const LARGE_PASTE_CHARS = 1_000_000;

/**
 * State of the log checker: the input (kept per tab in session storage, so a reload keeps it), the
 * worker that reads it, and the report. A failed check never clears the input or the last report.
 */
export function useLogChecker() {
  const {siteConfig} = useDocusaurusContext();
  const history = useHistory();
  const mclogs =
    typeof siteConfig.customFields?.mclogsApiUrl === 'string'
      ? siteConfig.customFields.mclogsApiUrl
      : DEFAULT_MCLOGS_API_URL;
  const dumpService =
    typeof siteConfig.customFields?.dumpServiceUrl === 'string' ? siteConfig.customFields.dumpServiceUrl : undefined;
  const [state, setState] = useState<CheckerState>({draft: ''});
  const worker = useRef<Worker | null>(null);
  const seq = useRef(0);
  const fetchController = useRef<AbortController | null>(null);

  const fail = useCallback((error: CheckerError) => {
    setState((previous) => ({...previous, busy: undefined, error}));
  }, []);

  /** Points this tab at the kept log (null: at none), after the worker has stored it. */
  const keepChecked = useCallback((checked: Checked | null) => {
    const kept = store(CHECKED_KEY, checked === null ? null : JSON.stringify(checked));
    setState((previous) => ({...previous, notKept: !kept}));
  }, []);

  const onResponse = useCallback(
    (response: CheckResponse, label: string, keep?: Checked) => {
      if (response.seq !== seq.current) {
        return;
      }
      if (response.type === 'progress') {
        setState((previous) => (previous.busy ? {...previous, busy: {label, done: response.done}} : previous));
      } else if (response.type === 'error') {
        fail({title: response.title, message: response.message});
      } else if (response.type === 'dump') {
        setState((previous) => ({...previous, busy: undefined}));
        history.push({
          pathname: '/utilities/dump-viewer/',
          state: {dumpViewerHandoff: {text: response.text, name: response.name}},
        });
      } else if (response.type === 'report') {
        setState((previous) => ({
          ...previous,
          busy: undefined,
          error: undefined,
          report: response.report,
          checked: label,
        }));
        if (!keep) {
          keepChecked(null);
        }
      } else if (keep) {
        // The worker stored the log (or could not) after sending the report.
        keepChecked(response.ok ? keep : null);
        if (!response.ok) {
          setState((previous) => ({...previous, notKept: true}));
        }
      }
    },
    [fail, history, keepChecked],
  );

  const send = useCallback(
    (request: CheckInput, label: string) => {
      seq.current += 1;
      const current = seq.current;
      if (!worker.current) {
        try {
          worker.current = new Worker(new URL('./checker.worker.ts', import.meta.url), {name: 'log-checker'});
        } catch {
          fail({
            title: 'The log checker cannot start',
            message: 'This browser refused to start the log checker (it needs Web Workers).',
          });
          return;
        }
      }
      const active = worker.current;
      const keep = request.kind === 'file' || request.kind === 'text' ? request.keep : undefined;
      active.onmessage = (event: MessageEvent<CheckResponse>) => onResponse(event.data, label, keep);
      active.onerror = (event) => {
        event.preventDefault();
        active.terminate();
        worker.current = null;
        if (current === seq.current) {
          fail({
            title: 'The log checker stopped',
            message:
              'Reading this log took more memory than the browser allows. Your input is still here; try a smaller part of the log.',
          });
        }
      };
      setState((previous) => ({...previous, busy: {label, done: 0}, error: undefined, note: undefined}));
      active.postMessage({...request, seq: current} as CheckRequest);
    },
    [fail, onResponse],
  );

  const checkText = useCallback(
    (text: string, options: {fromButton: boolean; label?: string}) => {
      const kind = classifyInput(text, {dumpServiceUrl: dumpService, siteHost: window.location.host});
      if (text.trim() === '') {
        fail({title: 'Nothing to check', message: 'Paste a log, choose a file or enter an mclo.gs link first.'});
        return;
      }
      if (kind.kind === 'dump-link') {
        history.push(`/utilities/dump-viewer/#${kind.id}`);
        return;
      }
      if (kind.kind === 'other-link') {
        fail({
          title: 'Only mclo.gs links can be fetched',
          message: `The log checker fetches logs from mclo.gs only, not from ${kind.host}. Open the link, copy the log and paste it here.`,
        });
        return;
      }
      if (kind.kind === 'mclogs') {
        if (!options.fromButton) {
          setState((previous) => ({
            ...previous,
            note: 'That is an mclo.gs link: press Check to fetch the log from mclo.gs.',
          }));
          return;
        }
        fetchController.current?.abort();
        const controller = new AbortController();
        fetchController.current = controller;
        seq.current += 1;
        const current = seq.current;
        setState((previous) => ({
          ...previous,
          busy: {label: `mclo.gs log ${kind.id}`, done: 0},
          error: undefined,
          note: undefined,
        }));
        void fetchMclogs(mclogs, kind.id, {signal: controller.signal}).then((result) => {
          if (current !== seq.current || controller.signal.aborted) {
            return;
          }
          if (!result.ok) {
            fail({title: result.title, message: result.message});
            return;
          }
          const label = `mclo.gs log ${kind.id}`;
          send({kind: 'text', text: result.text, keep: {key: newKey(), label}}, label);
        });
        return;
      }
      const label = options.label ?? PASTED;
      send({kind: 'text', text, keep: label === PASTED ? undefined : {key: newKey(), label}}, label);
    },
    [dumpService, fail, history, mclogs, send],
  );

  const setDraft = useCallback((draft: string) => {
    setState((previous) => ({...previous, draft, note: undefined}));
    store(DRAFT_KEY, draft.length <= MAX_DRAFT_CHARS ? draft : null);
  }, []);

  const checkFile = useCallback(
    (file: File) => send({kind: 'file', file, keep: {key: newKey(), label: file.name}}, file.name),
    [send],
  );

  const clear = useCallback(() => {
    fetchController.current?.abort();
    const {checked} = restore();
    if (checked) {
      worker.current?.postMessage({seq: 0, kind: 'forget', key: checked.key} satisfies CheckRequest);
    }
    seq.current += 1;
    store(DRAFT_KEY, null);
    store(CHECKED_KEY, null);
    setState({draft: ''});
  }, []);

  // Restore this tab's input once after hydration, and check it again.
  useEffect(() => {
    const {draft, checked} = restore();
    setState((previous) => ({...previous, draft}));
    if (checked) {
      send({kind: 'kept', key: checked.key}, checked.label);
    } else if (draft.trim() !== '') {
      checkText(draft, {fromButton: false});
    }
    // Once, on mount.
  }, []);

  useEffect(
    () => () => {
      fetchController.current?.abort();
      worker.current?.terminate();
    },
    [],
  );

  return {state, setDraft, checkText, checkFile, clear};
}
