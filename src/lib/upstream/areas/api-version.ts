/**
 * The Geyser and Floodgate API versions against `src/data/geyser-api.ts` and `src/data/floodgate-api.ts`:
 * the `version` the API module's build script sets (`api/build.gradle.kts`, read with the Kotlin grammar),
 * or, when it sets none or follows `property("version")`, the project's `gradle.properties` (read with
 * dot-properties).
 */
import {parse as parseProperties} from 'dot-properties';

import {guarded, Unreadable, type SourceFact} from '../findings';
import {kotlinAssignments} from '../kotlin';
import {declarationLine, type SiteReader} from '../site';
import type {Finding} from '../types';
import type {Workspace} from '../workspace';

const AREA = 'API versions';
const BUILD = 'api/build.gradle.kts';

/** Where each project's API version is stated on the site. */
const SITES = {
  Geyser: {
    file: 'src/data/geyser-api.ts',
    hint: 'Change it in src/data/geyser-api.ts; every page that shows it follows. Read the API changes for pages that describe them.',
  },
  Floodgate: {
    file: 'src/data/floodgate-api.ts',
    hint: 'Change it in src/data/floodgate-api.ts; wiki/floodgate/api.mdx follows. Read the API changes for what the page describes.',
  },
} as const;

function gradleProperty(ws: Workspace, name: string): SourceFact<string> {
  const text = ws.read('gradle.properties');
  const value = text === undefined ? undefined : parseProperties(text)[name];
  if (typeof value !== 'string') {
    throw new Unreadable({file: 'gradle.properties'}, `no ${name} in gradle.properties`);
  }
  const line = text!
    .split('\n')
    .findIndex((entry) => entry.trim().startsWith(`${name}=`) || entry.trim().startsWith(`${name} `));
  return {value, place: {file: 'gradle.properties', line: line >= 0 ? line + 1 : undefined}};
}

export function apiVersion(ws: Workspace): SourceFact<string> {
  const tree = ws.kotlin(BUILD);
  if (!tree) {
    throw new Unreadable({file: BUILD}, 'no API build script');
  }
  const assignment = kotlinAssignments(tree).find((entry) => entry.target === 'version');
  if (!assignment) {
    return gradleProperty(ws, 'version');
  }
  if (typeof assignment.value === 'string') {
    return {value: assignment.value, place: {file: BUILD, line: assignment.line}};
  }
  if (typeof assignment.value === 'object' && 'property' in assignment.value) {
    return gradleProperty(ws, assignment.value.property);
  }
  throw new Unreadable({file: BUILD, line: assignment.line}, 'version is computed');
}

export function checkApiVersion(
  ws: Workspace,
  upstream: keyof typeof SITES,
  site: {readonly version: string},
  read: SiteReader,
): Finding[] {
  const {file, hint} = SITES[upstream];
  const subject = `${upstream} API version`;
  return guarded(AREA, subject, {file}, upstream, () => {
    const source = apiVersion(ws);
    if (source.value === site.version) {
      return [];
    }
    return [
      {
        area: AREA,
        kind: 'changed',
        subject,
        upstream,
        source: source.place,
        sourceValue: source.value,
        site: {file, line: declarationLine(read, file, 'version')},
        siteValue: site.version,
        hint,
      },
    ];
  });
}
