import type {Dispatch, SetStateAction} from 'react';

import type {LogReport} from '../../lib/logs/analyze';

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

export type SetCheckerState = Dispatch<SetStateAction<CheckerState>>;
