import {useCallback, useEffect, useRef, useState} from 'react';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {mclogsHash, mclogsLink, readMclogsHash} from '../../lib/logs/address';
import {CONFIG_NOT_LOG, mclogsLabel, planTextCheck, type CheckOptions} from '../../lib/logs/check-plan';
import {DEFAULT_MCLOGS_API_URL} from '../../lib/logs/input';
import type {CheckerError, CheckerState, SetCheckerState} from './checker-state';
import {forgetInput, newKey, restoreInput, storeDraft} from './checker-storage';
import type {CheckInput} from './protocol';
import {useCheckerWorker} from './useCheckerWorker';
import {useMclogsFetch} from './useMclogsFetch';

export type {CheckerError, CheckerState} from './checker-state';

/** The mclo.gs API and the dump service this build talks to (docusaurus.config.ts). */
function useServiceUrls(): {mclogs: string; dumpService?: string} {
  const {customFields} = useDocusaurusContext().siteConfig;
  return {
    mclogs: typeof customFields?.mclogsApiUrl === 'string' ? customFields.mclogsApiUrl : DEFAULT_MCLOGS_API_URL,
    dumpService: typeof customFields?.dumpServiceUrl === 'string' ? customFields.dumpServiceUrl : undefined,
  };
}

/**
 * Once after hydration: an mclo.gs log named in the address (`#mclogs=<id>`) is fetched, unless this tab
 * kept it from before a reload; otherwise this tab's input is restored and checked again.
 */
function useRestoreInput(
  setState: SetCheckerState,
  send: (request: CheckInput, label: string) => void,
  checkText: (text: string, options: CheckOptions) => void,
  fail: (error: CheckerError) => void,
): void {
  useEffect(() => {
    const {draft, checked} = restoreInput();
    const address = readMclogsHash(window.location.hash);
    if (address.kind === 'log') {
      const link = mclogsLink(address.id);
      setState((previous) => ({...previous, draft: link}));
      storeDraft(link);
      if (checked?.label === mclogsLabel(address.id)) {
        send({kind: 'kept', key: checked.key}, checked.label);
      } else {
        checkText(link, {fromButton: true});
      }
      return;
    }
    setState((previous) => ({...previous, draft}));
    if (address.kind === 'invalid') {
      fail({title: 'Not an mclo.gs log ID', message: address.message});
    } else if (checked) {
      send({kind: 'kept', key: checked.key}, checked.label);
    } else if (draft.trim() !== '') {
      checkText(draft, {fromButton: false});
    }
    // Once, on mount.
  }, []);
}

/**
 * State of the log checker: the input (kept per tab in session storage, so a reload keeps it), the
 * worker that reads it, and the report. A failed check never clears the input or the last report.
 */
export function useLogChecker() {
  const {mclogs, dumpService} = useServiceUrls();
  const history = useHistory();
  const [state, setState] = useState<CheckerState>({draft: ''});
  // Counts requests; only answers to the newest one are shown.
  const seq = useRef(0);
  const fail = useCallback((error: CheckerError) => {
    setState((previous) => ({...previous, busy: undefined, error}));
  }, []);
  const {send, forget} = useCheckerWorker(seq, setState, fail);
  const {fetchLog, abort} = useMclogsFetch(mclogs, seq, setState, fail, send);

  // The address names the mclo.gs log on screen, so it can be shared; any other input takes the name away.
  const showInAddress = useCallback(
    (hash: string) => {
      const now = history.location;
      if (now.hash !== hash && (hash !== '' || readMclogsHash(now.hash).kind !== 'none')) {
        history.replace({...now, hash});
      }
    },
    [history],
  );

  const checkText = useCallback(
    (text: string, options: CheckOptions) => {
      const plan = planTextCheck(text, options, {dumpServiceUrl: dumpService, siteHost: window.location.host});
      if (plan.do === 'fail') {
        fail({title: plan.title, message: plan.message, link: plan.link});
      } else if (plan.do === 'open-dump') {
        history.push(`/utilities/dump-viewer/#${plan.id}`);
      } else if (plan.do === 'note') {
        setState((previous) => ({...previous, note: plan.note}));
      } else if (plan.do === 'fetch-mclogs') {
        showInAddress(mclogsHash(plan.id));
        fetchLog(plan.id, plan.label);
      } else {
        showInAddress('');
        send({kind: 'text', text, keep: plan.keep ? {key: newKey(), label: plan.label} : undefined}, plan.label);
      }
    },
    [dumpService, fail, fetchLog, history, send, showInAddress],
  );

  const setDraft = useCallback((draft: string) => {
    setState((previous) => ({...previous, draft, note: undefined}));
    storeDraft(draft);
  }, []);

  const checkFile = useCallback(
    (file: File) => {
      if (/\.ya?ml$/i.test(file.name)) {
        fail(CONFIG_NOT_LOG);
        return;
      }
      showInAddress('');
      send({kind: 'file', file, keep: {key: newKey(), label: file.name}}, file.name);
    },
    [fail, send, showInAddress],
  );

  const clear = useCallback(() => {
    abort();
    const {checked} = restoreInput();
    if (checked) {
      forget(checked.key);
    }
    seq.current += 1;
    forgetInput();
    showInAddress('');
    setState({draft: ''});
  }, [abort, forget, showInAddress]);

  useRestoreInput(setState, send, checkText, fail);

  return {state, setDraft, checkText, checkFile, clear};
}
