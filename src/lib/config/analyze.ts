/**
 * Reads a `config.yml` text into what the editor shows: its layout and version, the value of every
 * option as Geyser would read it, and every problem, each with a line and column.
 *
 * The text is parsed once (`yaml-source.ts`) and described once as a typed model of its entries
 * (`model.ts`); then each pass in `passes/` reads that model: the reader pass (what SnakeYAML
 * refuses), the layout pass, the keys pass, the values pass and the rules pass.
 */
import type {ConfigAnalysis, ConfigIssue, MessageLink, OptionState, Severity, AnalyzeOptions} from './analysis-types';
import {looksLikeLogLine} from '../logs/looks-like-log';
import {LEGACY_OPTIONS} from './legacy-schema';
import {buildModel} from './model';
import {checkKeys} from './passes/keys';
import {
  checkVersion,
  detectLayout as layoutOfModel,
  detectPlatforms as platformsOfModel,
  looksLikeGeyser,
  notAConfigReason,
} from './passes/layout';
import {readerIssues, syntaxIssues} from './passes/reader';
import {checkRules} from './passes/rules';
import {readOptions} from './passes/values';
import {OPTIONS} from './schema';
import type {ConfigOption, Layout, LegacyOption, PlatformId} from './types';
import {parseYamlSource, type YamlSource} from './yaml-source';

export * from './analysis-types';
export {notAConfigReason, syntaxIssues};

export function detectLayout(source: YamlSource): {layout: Layout; version: number | null; versionText: string | null} {
  return layoutOfModel(buildModel(source));
}

/** Which platforms could have written this file, judging by the platform-specific keys in it. */
export function detectPlatforms(source: YamlSource, layout: Layout): PlatformId[] {
  return platformsOfModel(buildModel(source), layout);
}

const SEVERITY_ORDER: Record<Severity, number> = {error: 0, warning: 1, info: 2};

/** By line (problems without one last), then the most severe first. */
function byLine(a: ConfigIssue, b: ConfigIssue): number {
  return (
    (a.location?.start.line ?? Number.MAX_SAFE_INTEGER) - (b.location?.start.line ?? Number.MAX_SAFE_INTEGER) ||
    SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]
  );
}

/** Where a log given to the editor belongs; the upload check of a `.log` file says the same (`file.ts`). */
export const LOG_CHECKER_HINT = "The log checker reads logs; here, open Geyser's config.yml.";
export const LOG_CHECKER_LINK: MessageLink = {href: '/utilities/log-checker/', label: 'Open the log checker'};
/** The one issue of a console log given to the editor, in place of its YAML errors. */
function logNotConfig(): ConfigIssue {
  return {
    rule: 'not-a-config',
    severity: 'error',
    path: null,
    message: `This is a server console log, not a config. ${LOG_CHECKER_HINT}`,
    location: null,
    link: LOG_CHECKER_LINK,
  };
}

/** Whether a text is a console log: its first line that is not blank or a comment looks like a log line. */
function isConsoleLog(text: string): boolean {
  const first = text
    .slice(0, 20_000)
    .split('\n')
    .find((line) => line.trim() !== '' && !line.trimStart().startsWith('#'));
  return first !== undefined && looksLikeLogLine(first);
}

export function analyzeConfig(text: string, {platform}: AnalyzeOptions): ConfigAnalysis {
  const source = parseYamlSource(text);
  const base = {
    text,
    options: new Map<string, OptionState>(),
    platform,
    platformCandidates: [] as PlatformId[],
    layout: 'current' as Layout,
    version: null,
  };
  if (source.doc.errors.length > 0) {
    // A log is not YAML either, but one message about what it is helps more than its syntax errors.
    const issues: ConfigIssue[] = isConsoleLog(text) ? [logNotConfig()] : syntaxIssues(source);
    return {...base, source: null, syntaxOk: false, looksLikeGeyserConfig: false, issues};
  }
  const model = buildModel(source);
  if (!looksLikeGeyser(model)) {
    const issue: ConfigIssue = isConsoleLog(text)
      ? logNotConfig()
      : {rule: 'not-a-config', severity: 'error', path: null, message: notAConfigReason(source), location: null};
    return {...base, source, syntaxOk: true, looksLikeGeyserConfig: false, issues: [issue]};
  }
  const layout = layoutOfModel(model);
  const {options, issues: valueIssues} = readOptions(model, layout.layout, layout.version);
  const issues = [
    ...readerIssues(source),
    ...checkVersion(model, layout),
    ...checkKeys(model, layout.layout, layout.version, platform),
    ...valueIssues,
    ...(layout.layout === 'current' ? checkRules(options, platform) : []),
  ].sort(byLine);
  return {
    ...base,
    source,
    syntaxOk: true,
    looksLikeGeyserConfig: true,
    layout: layout.layout,
    version: layout.version,
    platformCandidates: platformsOfModel(model, layout.layout),
    options,
    issues,
  };
}

export function countBySeverity(issues: readonly ConfigIssue[]): Record<Severity, number> {
  const counts: Record<Severity, number> = {error: 0, warning: 0, info: 0};
  for (const issue of issues) {
    counts[issue.severity] += 1;
  }
  return counts;
}

/** Options shown in the editor's form for a layout and platform, in file order. */
export function formOptions(layout: Layout, platform: PlatformId): (ConfigOption | LegacyOption)[] {
  if (layout === 'legacy') {
    return LEGACY_OPTIONS.filter((option) => !option.pluginOnly || platform !== 'standalone');
  }
  return OPTIONS.filter((option) => option.platforms.includes(platform));
}
