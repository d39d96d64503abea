/**
 * One run of the drift check: every area's comparison over a Geyser and a Floodgate tree, into one report.
 * The site's facts come in as data (`SiteFacts`), so tests can run the same code on changed trees.
 */
import {checkConfig, type ConfigSite} from './areas/config';
import {checkVersions, type VersionsSite} from './areas/versions';
import type {SiteReader} from './site';
import type {CheckedTree, DriftReport, Finding} from './types';
import type {Parsers, SourceTree} from './workspace';
import {Workspace} from './workspace';

export interface SiteFacts {
  readonly versions: VersionsSite;
  readonly config: ConfigSite;
}

export interface CheckInput {
  readonly geyser: SourceTree;
  readonly floodgate: SourceTree;
  readonly parsers: Parsers;
  readonly site: SiteFacts;
  /** Reads this site's own files (for line numbers and page front matter). */
  readonly read: SiteReader;
  readonly trees: readonly CheckedTree[];
}

export function runCheck(input: CheckInput): DriftReport {
  const geyser = new Workspace(input.geyser, input.parsers);
  const findings: Finding[] = [
    ...checkVersions(geyser, input.site.versions, input.read),
    ...checkConfig(geyser, input.site.config, input.read),
  ];
  const notes: string[] = [];
  return {trees: input.trees, findings, notes};
}
