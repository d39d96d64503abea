/**
 * One run of the drift check: every area's comparison over a Geyser and a Floodgate tree, into one report.
 * The site's facts come in as data (`SiteFacts`), so tests can run the same code on changed trees.
 */
import {checkApiVersion} from './areas/api-version';
import {checkConfig, type ConfigSite} from './areas/config';
import {checkFloodgate, type FloodgateSite} from './areas/floodgate';
import {checkGeyserCommands, type GeyserCommandsSite} from './areas/geyser-commands';
import {checkMessages} from './areas/messages';
import {checkProperties, type PropertiesSite} from './areas/properties';
import {checkStamps, type SiteStamp} from './areas/stamps';
import {checkVersions, type VersionsSite} from './areas/versions';
import type {KnownMessage} from '../../data/messages';
import type {SiteReader} from './site';
import type {CheckedTree, DriftReport, Finding} from './types';
import type {Parsers, SourceTree} from './workspace';
import {Workspace} from './workspace';

export interface SiteFacts {
  readonly versions: VersionsSite;
  readonly config: ConfigSite;
  readonly properties: PropertiesSite;
  readonly geyserCommands: GeyserCommandsSite;
  readonly floodgate: FloodgateSite;
  readonly api: {readonly geyser: {readonly version: string}; readonly floodgate: {readonly version: string}};
  /** The catalogue of console messages; its entries quoted from Geyser or Floodgate are compared. */
  readonly messages: readonly KnownMessage[];
  /** Every checked-against stamp of the pages and data files. */
  readonly stamps: readonly SiteStamp[];
}

export interface CheckInput {
  readonly geyser: SourceTree;
  readonly floodgate: SourceTree;
  readonly parsers: Parsers;
  readonly site: SiteFacts;
  /** Reads this site's own files (for line numbers). */
  readonly read: SiteReader;
  readonly trees: readonly CheckedTree[];
}

export function runCheck(input: CheckInput): DriftReport {
  const geyser = new Workspace(input.geyser, input.parsers);
  const floodgate = new Workspace(input.floodgate, input.parsers);
  const notes: string[] = [];
  const findings: Finding[] = [
    ...checkVersions(geyser, input.site.versions, input.read),
    ...checkConfig(geyser, input.site.config, input.read),
    ...checkProperties(geyser, input.site.properties, input.read),
    ...checkGeyserCommands(geyser, input.site.geyserCommands, input.read),
    ...checkFloodgate(floodgate, input.site.floodgate, input.read),
    ...checkApiVersion(geyser, 'Geyser', input.site.api.geyser, input.read),
    ...checkApiVersion(floodgate, 'Floodgate', input.site.api.floodgate, input.read),
    ...checkMessages(geyser, 'Geyser', input.site.messages, input.read),
    ...checkMessages(floodgate, 'Floodgate', input.site.messages, input.read),
    ...checkStamps(input.site.stamps, input.trees, input.read, notes),
  ];
  return {trees: input.trees, findings, notes};
}
