/**
 * The keys pass: every key of the model checked against the schema of the file's layout: duplicate
 * keys, sections written as a value, keys of another platform, and keys Geyser does not read where
 * they are (`unknown-keys.ts` words those).
 */
import {isMap, type Node} from 'yaml';

import type {ConfigIssue} from '../analysis-types';
import {LEGACY_SECTION_PATHS} from '../legacy-schema';
import {literal} from '../markup';
import {entryValue, keyLocation, valueLocation, type ConfigModel, type FileEntry} from '../model';
import {CURRENT_CONFIG_VERSION, findOption, platformInfo, SECTION_PATHS} from '../schema';
import type {Layout, PlatformId} from '../types';
import {nodeLocation} from '../yaml-source';
import {classifyUnknown, knownPath} from './unknown-keys';

interface KeyContext {
  model: ConfigModel;
  layout: Layout;
  version: number | null;
  platform: PlatformId;
  sections: ReadonlySet<string>;
}

function duplicateIssue(context: KeyContext, entry: FileEntry): ConfigIssue | null {
  if (!entry.overrides || !entry.own) {
    return null;
  }
  const line = keyLocation(context.model, entry)?.start.line;
  return {
    rule: 'duplicate-key',
    severity: 'warning',
    path: entry.path,
    message: `${literal(entry.path)} appears more than once; Geyser uses the last one${line ? ` (line ${line})` : ''}.`,
    location: nodeLocation(context.model.source, entry.overrides.key as Node),
  };
}

function sectionIssue(context: KeyContext, entry: FileEntry): ConfigIssue | null {
  if (isMap(entry.value) || entryValue(context.model, entry).type === 'null') {
    return null;
  }
  return {
    rule: 'not-a-section',
    severity: 'error',
    path: entry.path,
    message: `${literal(entry.path)} must be a section with keys under it. Geyser refuses to load this file.`,
    location: valueLocation(context.model, entry),
  };
}

function platformIssue(context: KeyContext, entry: FileEntry): ConfigIssue | null {
  const option = context.layout === 'current' ? findOption(entry.path) : undefined;
  if (!option || option.platforms.includes(context.platform)) {
    return null;
  }
  return {
    rule: 'platform-key',
    severity: 'warning',
    path: entry.path,
    message: `${platformInfo(context.platform).label}: ${option.otherPlatformsNote ?? 'this platform does not read the key.'}`,
    location: keyLocation(context.model, entry),
    removable: entry.own,
    segments: entry.segments,
  };
}

/** The problems of one key, in the order they are reported. */
function keyIssues(context: KeyContext, entry: FileEntry): (ConfigIssue | null)[] {
  const duplicate = duplicateIssue(context, entry);
  if (context.sections.has(entry.path)) {
    return [duplicate, sectionIssue(context, entry)];
  }
  if (knownPath(entry.path, context.layout)) {
    return [duplicate, platformIssue(context, entry)];
  }
  const {version} = context;
  if (
    context.layout === 'current' &&
    entry.path === 'gameplay.show-cooldown' &&
    (version === null || version < CURRENT_CONFIG_VERSION)
  ) {
    // The config-version 5/6 name of cooldown-type; the values pass reads it with the option itself.
    return [duplicate];
  }
  const {rule, message} = classifyUnknown(entry.segments, context.layout, version);
  return [
    duplicate,
    {
      rule,
      severity: 'warning',
      path: entry.path,
      message,
      location: keyLocation(context.model, entry),
      // Keys reached through an alias or merge key are written where the anchor is; removing them here would do nothing.
      removable: entry.own,
      segments: entry.segments,
    },
  ];
}

export function checkKeys(
  model: ConfigModel,
  layout: Layout,
  version: number | null,
  platform: PlatformId,
): ConfigIssue[] {
  const sections = new Set(layout === 'current' ? SECTION_PATHS : LEGACY_SECTION_PATHS);
  const context: KeyContext = {model, layout, version, platform, sections};
  const issues: ConfigIssue[] = [];
  for (const entry of model.entries) {
    // The model also describes maps that are sections only in the other layout; here they are one unknown key.
    if (entry.parentPath !== '' && !sections.has(entry.parentPath)) {
      continue;
    }
    for (const issue of keyIssues(context, entry)) {
      if (issue) {
        issues.push(issue);
      }
    }
  }
  return issues;
}
