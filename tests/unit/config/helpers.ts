import fs from 'node:fs';
import path from 'node:path';

import {expect} from 'vitest';

import {analyzeConfig, decodeUtf8, type PlatformId} from '../../../src/lib/config';
import {sharedPath} from '../../support/shared';

export const FIXTURE_DIR = path.resolve(__dirname, '../../fixtures/configs');
/** Real files from public repositories; read in place, never copied into this repository. */
export const REAL_WORLD_DIR = sharedPath('real-world', 'geyser-configs') ?? path.resolve(__dirname, 'no-shared-folder');

export function fixtureNames(): string[] {
  return fs
    .readdirSync(FIXTURE_DIR)
    .filter((name) => name.endsWith('.yml'))
    .sort();
}

export function fixtureBytes(name: string): Buffer {
  return fs.readFileSync(path.join(FIXTURE_DIR, name));
}

export function fixture(name: string): string {
  return fixtureBytes(name).toString('utf8');
}

export function realWorldNames(): string[] {
  return fs.existsSync(REAL_WORLD_DIR)
    ? fs
        .readdirSync(REAL_WORLD_DIR)
        .filter((name) => name.endsWith('.yml'))
        .sort()
    : [];
}

export function realWorldBytes(name: string): Buffer {
  return fs.readFileSync(path.join(REAL_WORLD_DIR, name));
}

/** A file's bytes read as the editor reads an upload; fails the test unless it is a readable Geyser config. */
export function analyzeUpload(bytes: Buffer, name: string, platform: PlatformId): ReturnType<typeof analyzeConfig> {
  const decoded = decodeUtf8(new Uint8Array(bytes), name);
  expect(decoded.ok, name).toBe(true);
  if (!decoded.ok) {
    throw new Error(decoded.message);
  }
  const analysis = analyzeConfig(decoded.text, {platform});
  expect(analysis.syntaxOk).toBe(true);
  expect(analysis.looksLikeGeyserConfig).toBe(true);
  return analysis;
}

/** Lines that differ between two texts of the same line count, with their (1-based) numbers. */
export function changedLines(before: string, after: string): {line: number; before: string; after: string}[] {
  const a = before.split('\n');
  const b = after.split('\n');
  if (a.length !== b.length) {
    throw new Error(`Line count changed from ${a.length} to ${b.length}`);
  }
  const changes: {line: number; before: string; after: string}[] = [];
  a.forEach((line, index) => {
    if (line !== b[index]) {
      changes.push({line: index + 1, before: line, after: b[index]});
    }
  });
  return changes;
}
