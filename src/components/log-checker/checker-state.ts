import type {Dispatch, SetStateAction} from 'react';

import type {LogReport} from '../../lib/logs/analyze';
import type {PlanLink} from '../../lib/logs/check-plan';

export interface CheckerError {
  title: string;
  message: string;
  /** A page that handles what the reader gave instead. */
  link?: PlanLink;
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
