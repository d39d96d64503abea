/**
 * The Geyser API version against `src/data/geyser-api.ts`: the `version` the API module's build script
 * sets (`api/build.gradle.kts`, read with the Kotlin grammar), following `property("version")` into
 * `gradle.properties` (read with dot-properties).
 */
import {parse as parseProperties} from 'dot-properties';

import {guarded, Unreadable, type SourceFact} from '../findings';
import {kotlinAssignments} from '../kotlin';
import {declarationLine, type SiteReader} from '../site';
import type {Finding} from '../types';
import type {Workspace} from '../workspace';

const SITE = 'src/data/geyser-api.ts';
const AREA = 'Geyser API';
const BUILD = 'api/build.gradle.kts';

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

export function checkApiVersion(ws: Workspace, site: {readonly version: string}, read: SiteReader): Finding[] {
  return guarded(AREA, 'Geyser API version', {file: SITE}, 'Geyser', () => {
    const source = apiVersion(ws);
    if (source.value === site.version) {
      return [];
    }
    return [
      {
        area: AREA,
        kind: 'changed',
        subject: 'Geyser API version',
        upstream: 'Geyser',
        source: source.place,
        sourceValue: source.value,
        site: {file: SITE, line: declarationLine(read, SITE, 'version')},
        siteValue: site.version,
        hint: 'Change it in src/data/geyser-api.ts; every page that shows it follows. Read the API changes for pages that describe them.',
      },
    ];
  });
}
