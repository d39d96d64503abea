/**
 * Reads YAML files with SnakeYAML itself (Debian's `libyaml-snake-java`, 1.33; Geyser pins 2.2, and the
 * two agree on the YAML 1.1 rules tested here) through `Reader.java`, for the differential tests.
 * `tests/run-all.sh` installs the package and a JDK when they are missing.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const JAR_CANDIDATES = [process.env.SNAKEYAML_JAR, '/usr/share/java/snakeyaml.jar'];
const READER = path.resolve(__dirname, 'Reader.java');

export type SnakeResult = {file: string; value: unknown} | {file: string; error: string};

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

/** Plain JavaScript from Reader.java's tagged JSON: numbers as numbers, maps as objects with string keys. */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map(plain);
  }
  if (value !== null && typeof value === 'object') {
    const tagged = value as Record<string, unknown>;
    if ('$number' in tagged) {
      return Number(tagged.$number);
    }
    if ('$date' in tagged) {
      return new Date(tagged.$date as number);
    }
    if ('$map' in tagged) {
      const out: Record<string, unknown> = {};
      for (const [key, item] of tagged.$map as [unknown, unknown][]) {
        out[String(plain(key))] = plain(item);
      }
      return out;
    }
    return tagged;
  }
  return value;
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
      parsed.error !== undefined
        ? {file: parsed.file, error: parsed.error}
        : {file: parsed.file, value: plain(parsed.value)},
    );
  }
  return results;
}
