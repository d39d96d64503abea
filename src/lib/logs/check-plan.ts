/**
 * What the log checker does with text from its text area: check it, fetch it from mclo.gs, open it in
 * the dump viewer, or say why not. Pure, so each case has a unit test; the page carries the plan out.
 */
import {classifyInput} from './input';

/** The label of text checked from the text area, which is kept as the draft. */
export const PASTED = 'the pasted text';

/** Pastes larger than this are checked directly instead of being put into the text area. */
export const LARGE_PASTE_CHARS = 1_000_000;

export interface CheckOptions {
  /** Pressed Check (rather than pasted or typed): only then is an mclo.gs link fetched. */
  fromButton: boolean;
  /** What the report calls the text; the pasted text by default. */
  label?: string;
}

/** A page that handles what the reader gave instead, offered with a failure. */
export interface PlanLink {
  readonly href: string;
  readonly label: string;
}

export type CheckPlan =
  | {do: 'fail'; title: string; message: string; link?: PlanLink}
  | {do: 'open-dump'; id: string}
  | {do: 'note'; note: string}
  | {do: 'fetch-mclogs'; id: string; label: string}
  /** `keep`: the text is not the draft, so the worker keeps it for a reload. */
  | {do: 'check'; label: string; keep: boolean};

/** What the checker says about a Geyser config given to it as text or as a `.yml` file. */
export const CONFIG_NOT_LOG: {title: string; message: string; link: PlanLink} = {
  title: 'That is a Geyser config, not a log',
  message:
    "The log checker reads console logs. Geyser's config.yml belongs in the config editor, which finds misspelt keys, values Geyser cannot read and settings that do not fit together.",
  link: {href: '/utilities/config-editor/', label: 'Open the config editor'},
};

/** What the report calls a log fetched from mclo.gs. */
export function mclogsLabel(id: string): string {
  return `mclo.gs log ${id}`;
}

export function planTextCheck(
  text: string,
  options: CheckOptions,
  where: {dumpServiceUrl?: string; siteHost: string},
): CheckPlan {
  const kind = classifyInput(text, {dumpServiceUrl: where.dumpServiceUrl, siteHost: where.siteHost});
  if (text.trim() === '') {
    return {
      do: 'fail',
      title: 'Nothing to check',
      message: 'Paste a log, choose a file or enter an mclo.gs link first.',
    };
  }
  if (kind.kind === 'geyser-config') {
    return {do: 'fail', ...CONFIG_NOT_LOG};
  }
  if (kind.kind === 'dump-link') {
    return {do: 'open-dump', id: kind.id};
  }
  if (kind.kind === 'other-link') {
    return {
      do: 'fail',
      title: 'Only mclo.gs links can be fetched',
      message: `The log checker fetches logs from mclo.gs only, not from ${kind.host}. Open the link, copy the log and paste it here.`,
    };
  }
  if (kind.kind === 'mclogs') {
    return options.fromButton
      ? {do: 'fetch-mclogs', id: kind.id, label: mclogsLabel(kind.id)}
      : {do: 'note', note: 'That is an mclo.gs link: press Check to fetch the log from mclo.gs.'};
  }
  const label = options.label ?? PASTED;
  return {do: 'check', label, keep: label !== PASTED};
}

/** The label of a paste too large for the text area. */
export function largePasteLabel(characters: number): string {
  return `the pasted text (${Math.round(characters / 1_000_000)} million characters)`;
}
