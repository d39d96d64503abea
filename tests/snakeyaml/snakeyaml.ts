/**
 * Reads YAML files with SnakeYAML itself (Debian's `libyaml-snake-java`, 1.33) through `Reader.java`, for
 * the differential tests. Geyser reads its config with a 2.x that its Configurate fork vendors; the
 * YAML 1.1 rules tested here are the same in both, and `docs/design/config-editor.md` lists where the
 * vendored copy differs. `tests/run-all.sh` installs the package and a JDK when they are missing.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import {javaDoubleText} from '../../src/lib/config/snake-scalar';
import type {SnakeValue} from '../../src/lib/config/snake-value';

const JAR_CANDIDATES = [process.env.SNAKEYAML_JAR, '/usr/share/java/snakeyaml.jar'];
const READER = path.resolve(__dirname, 'Reader.java');

export type SnakeResult = {file: string; value: TaggedJson} | {file: string; error: string};

/** Why SnakeYAML cannot run here, or null when it can. */
export function snakeUnavailable(): string | null {
  const jar = snakeJar();
  if (!jar) {
    return 'SnakeYAML not installed (apt-get install libyaml-snake-java, or set SNAKEYAML_JAR)';
  }
  try {
    execFileSync('java', ['-version'], {stdio: 'ignore'});
  } catch {
    return 'no `java` on the PATH (apt-get install default-jdk-headless)';
  }
  return null;
}

function snakeJar(): string | undefined {
  return JAR_CANDIDATES.find((candidate): candidate is string => Boolean(candidate && fs.existsSync(candidate)));
}

/**
 * A value in Reader.java's tagged JSON: `{"$int": "10"}`, `{"$float": "1000.0"}`, `{"$date": ms}`,
 * `{"$binary": base64}`, `{"$set": [...]}`, `{"$map": [[key, value], ...]}` (in SnakeYAML's order).
 */
export type TaggedJson = unknown;

/** The editor's reading of a value in the same tagged form, so the two compare exactly. */
export function taggedJson(value: SnakeValue): TaggedJson {
  switch (value.type) {
    case 'null':
      return null;
    case 'bool':
    case 'str':
      return value.value;
    case 'int':
      return {$int: String(value.value)};
    case 'float':
      return {$float: javaDoubleText(value.value)};
    case 'timestamp':
      return {$date: value.value.getTime()};
    case 'binary':
      return {$binary: Buffer.from(value.value).toString('base64')};
    case 'seq':
      return value.items.map(taggedJson);
    case 'set':
      return {$set: value.items.map(taggedJson)};
    case 'map':
      return {$map: value.entries.map((entry) => [taggedJson(entry.key), taggedJson(entry.value)])};
    case 'refused':
      return {$refused: value.reason};
  }
}

/** Reads every file in one JVM start (a start costs seconds). */
export function readWithSnakeYaml(files: readonly string[]): Map<string, SnakeResult> {
  const jar = snakeJar();
  if (!jar) {
    throw new Error('SnakeYAML is not installed');
  }
  const results = new Map<string, SnakeResult>();
  if (files.length === 0) {
    return results;
  }
  const output = execFileSync('java', ['-Xss16m', '-cp', jar, READER, ...files], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  for (const line of output.split('\n')) {
    if (!line.trim()) {
      continue;
    }
    const parsed = JSON.parse(line) as {file: string; value?: unknown; error?: string};
    results.set(
      parsed.file,
      parsed.error !== undefined ? {file: parsed.file, error: parsed.error} : {file: parsed.file, value: parsed.value},
    );
  }
  return results;
}
