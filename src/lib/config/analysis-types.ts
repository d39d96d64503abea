/**
 * What an analysis of a `config.yml` returns: every option's value as Geyser reads it and every
 * problem, each with a line and column. Shared by the passes (`passes/`) and by the components.
 */
import type {Layout, PlatformId, OptionValue} from './types';
import type {RawValue} from './values';
import type {NodeLocation, YamlSource} from './yaml-source';

export type Severity = 'error' | 'warning' | 'info';

/**
 * A page of the site a message sends the reader to. Written by the site, never taken from the file, so
 * it is shown as a link even where the message text, which quotes the file, is not allowed any.
 */
export interface MessageLink {
  href: string;
  label: string;
}

export type RuleId =
  | 'yaml-syntax'
  | 'yaml-reader'
  | 'not-a-config'
  | 'duplicate-key'
  | 'unknown-key'
  | 'wrong-case-key'
  | 'misplaced-key'
  | 'legacy-key'
  | 'removed-key'
  | 'stale-key'
  | 'platform-key'
  | 'not-a-section'
  | 'type'
  | 'coerced'
  | 'empty'
  | 'range'
  | 'soft-range'
  | 'enum'
  | 'placeholder'
  | 'version-missing'
  | 'version-old'
  | 'version-newer'
  | 'legacy-layout'
  | 'security'
  | 'port-mixup'
  | 'format'
  | 'interplay';

export interface ConfigIssue {
  rule: RuleId;
  severity: Severity;
  /** The option (or unknown key) the problem belongs to, as a dotted path. */
  path: string | null;
  message: string;
  location: NodeLocation | null;
  /** Keys that can be deleted with one click: unknown, misplaced, stale keys. */
  removable?: boolean;
  /** The key's path as written, one item per map (a key may itself contain dots). */
  segments?: readonly string[];
  /** Where to go instead (a console log belongs in the log checker). */
  link?: MessageLink;
}

export interface OptionState {
  path: string;
  present: boolean;
  raw: RawValue | null;
  /** What Geyser uses: the file's value when it can read it, else the default. */
  effective: OptionValue | null;
  /** The value as read from the file, or null when missing or unreadable. */
  fileValue: OptionValue | null;
  location: NodeLocation | null;
  /**
   * Where the value is written, so a form edit can splice the text without parsing it again (see
   * `splice-edit.ts`). Null when an edit has to go through the parser: a missing or empty value, an
   * alias, anchor, merge key or tag, a flow map, a block or multi-line scalar.
   */
  span: ValueSpan | null;
}

export type SpanStyle = 'PLAIN' | 'QUOTE_SINGLE' | 'QUOTE_DOUBLE';

/** One scalar on one line: `start`/`end` are offsets into the analysed text. */
export interface ScalarSpan {
  start: number;
  end: number;
  style: SpanStyle;
  /** The value when the file holds it as a string, else null (a list item `- 25` is rewritten as text). */
  text: string | null;
}

export type ValueSpan = ({kind: 'scalar'} & ScalarSpan) | {kind: 'list'; items: ScalarSpan[]};

export interface ConfigAnalysis {
  text: string;
  /** Null when the text is not valid YAML. */
  source: YamlSource | null;
  syntaxOk: boolean;
  /** False for YAML that is not a map, or a map without a single Geyser key. */
  looksLikeGeyserConfig: boolean;
  layout: Layout;
  version: number | null;
  platform: PlatformId;
  /** Platforms whose generated file matches the keys found; empty when nothing can be told. */
  platformCandidates: PlatformId[];
  options: Map<string, OptionState>;
  issues: ConfigIssue[];
}

export interface AnalyzeOptions {
  platform: PlatformId;
}
