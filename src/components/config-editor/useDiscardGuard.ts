import {useCallback, useState} from 'react';

export interface PendingReplace {
  description: string;
  apply: () => void;
}

/**
 * Asks before an action replaces unsaved changes. `guard(question, apply)` applies at once when
 * nothing is unsaved, else holds `apply` until the reader confirms in the dialog.
 */
export function useDiscardGuard(unsaved: boolean) {
  const [pending, setPending] = useState<PendingReplace | null>(null);
  const guard = useCallback(
    (description: string, apply: () => void) => {
      if (unsaved) {
        setPending({description, apply});
      } else {
        apply();
      }
    },
    [unsaved],
  );
  const confirm = useCallback(() => {
    pending?.apply();
    setPending(null);
  }, [pending]);
  const cancel = useCallback(() => setPending(null), []);
  return {guard, pending, confirm, cancel};
}
