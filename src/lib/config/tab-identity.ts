/**
 * Telling a duplicated browser tab from a reloaded one. "Duplicate tab" copies session storage, so the
 * copy starts with the same tab id (`TAB_ID_KEY`) and both tabs would write one draft: the first tab's
 * unsaved edit would be overwritten without a word. On load a tab asks the other open tabs whether
 * its id is in use; a tab that holds the id answers, and the asking tab then takes a fresh id and a
 * copy of the draft. A reloaded tab gets no answer (its old page is gone) and keeps its id and draft.
 * The channel is injected (a `BroadcastChannel` in the browser), which keeps this testable.
 */

export type TabMessage = {type: 'claim'; id: string; nonce: string} | {type: 'taken'; id: string; nonce: string};

export interface TabChannel {
  post(message: TabMessage): void;
  /** Calls `listener` for messages from other tabs (never for this tab's own); returns an unsubscribe. */
  subscribe(listener: (message: TabMessage) => void): () => void;
}

/** How long a loading tab waits for an answer; an open tab answers at once, so this only needs to cover a busy one. */
export const CLAIM_WAIT_MS = 150;

function isTabMessage(data: unknown): data is TabMessage {
  if (typeof data !== 'object' || data === null) {
    return false;
  }
  const record = data as Record<string, unknown>;
  return (
    (record.type === 'claim' || record.type === 'taken') &&
    typeof record.id === 'string' &&
    typeof record.nonce === 'string'
  );
}

/** Wraps a `BroadcastChannel`-like object; messages of any other shape are ignored. */
export function tabChannel(channel: {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: {data: unknown}) => void): void;
  removeEventListener(type: 'message', listener: (event: {data: unknown}) => void): void;
}): TabChannel {
  return {
    post: (message) => channel.postMessage(message),
    subscribe(listener) {
      const handler = (event: {data: unknown}) => {
        if (isTabMessage(event.data)) {
          listener(event.data);
        }
      };
      channel.addEventListener('message', handler);
      return () => channel.removeEventListener('message', handler);
    },
  };
}

/** Answers other tabs that ask for this tab's id (`currentId()` is read at each question). */
export function answerClaims(channel: TabChannel, currentId: () => string | null): () => void {
  return channel.subscribe((message) => {
    if (message.type === 'claim' && message.id === currentId()) {
      channel.post({type: 'taken', id: message.id, nonce: message.nonce});
    }
  });
}

/**
 * Resolves true when another open tab uses `id`. Two tabs that load with the same id at the same
 * moment (a session restored with a duplicate in it) both ask; the one with the smaller nonce keeps it.
 */
export function isTabIdTaken(
  channel: TabChannel,
  id: string,
  nonce: string,
  waitMs = CLAIM_WAIT_MS,
  schedule: (run: () => void, ms: number) => unknown = setTimeout,
): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    let unsubscribe: () => void = () => undefined;
    const finish = (taken: boolean) => {
      if (!settled) {
        settled = true;
        unsubscribe();
        resolve(taken);
      }
    };
    unsubscribe = channel.subscribe((message) => {
      if (message.id !== id) {
        return;
      }
      if (message.type === 'taken' ? message.nonce === nonce : message.nonce < nonce) {
        finish(true);
      } else if (message.type === 'claim' && message.nonce > nonce && !settled) {
        // Asked by a tab that has not heard this one's question: tell it this tab comes first.
        channel.post({type: 'taken', id, nonce: message.nonce});
      }
    });
    channel.post({type: 'claim', id, nonce});
    schedule(() => finish(false), waitMs);
  });
}
