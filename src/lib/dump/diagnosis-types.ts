import type {BuildCheckResult} from './builds';
import type {HelpLink} from './links';
import type {NormalizedDump} from './model';

/**
 * `error`: Bedrock players cannot join, or Geyser cannot work, until it is fixed.
 * `warning`: likely to cause trouble, or a setting that only works in special setups.
 * `info`: worth checking; harmless in many setups.
 */
export type Severity = 'error' | 'warning' | 'info';

export const SEVERITY_ORDER: Record<Severity, number> = {error: 0, warning: 1, info: 2};

export interface DiagnosisContext {
  dump: NormalizedDump;
  /** Results from the Downloads API, once known; rules that need them stay quiet until then. */
  builds?: BuildCheckResult;
}

/** What a rule found. Text is plain (it may quote untrusted values from the dump). */
export interface RuleHit {
  detail: string;
  /** Overrides the rule's severity for this finding. */
  severity?: Severity;
  /** Overrides the rule's title for this finding. */
  title?: string;
  /** Overrides the rule's links for this finding. */
  links?: HelpLink[];
}

export interface DiagnosisRule {
  id: string;
  severity: Severity;
  title: string;
  /** What the rule looks at, for the rule list and tests. */
  checks: string;
  links: HelpLink[];
  /** Runs only when `builds` is in the context. */
  needsBuildCheck?: boolean;
  check: (context: DiagnosisContext) => RuleHit | RuleHit[] | undefined;
}

export interface Problem {
  /** Unique within one diagnosis: the rule id, plus a suffix when a rule finds several. */
  id: string;
  ruleId: string;
  severity: Severity;
  title: string;
  detail: string;
  links: HelpLink[];
}
