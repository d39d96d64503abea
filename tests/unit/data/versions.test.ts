import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';

import {describe, expect, it} from 'vitest';

import {
  bedrockProtocols,
  bedrockVersions,
  createVersionsDocument,
  javaEdition,
  latestBedrock,
  latestJava,
  oldestBedrock,
  requiredJavaRuntime,
  requiredJavaRuntimeModded,
  verifiedAgainst,
} from '../../../src/data/versions';
import {compareVersionNames} from '../../../src/lib/upstream/areas/versions';

const VERSION = /^\d+\.\d+(\.\d+)?$/;

const compareVersions = compareVersionNames;

describe('supported versions data', () => {
  it('lists Bedrock protocols in strictly ascending order', () => {
    for (let index = 1; index < bedrockProtocols.length; index += 1) {
      expect(bedrockProtocols[index].protocol).toBeGreaterThan(bedrockProtocols[index - 1].protocol);
    }
  });

  it('lists Bedrock versions once each, well-formed and ascending', () => {
    const names = bedrockVersions.map((version) => version.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) {
      expect(name).toMatch(VERSION);
    }
    for (let index = 1; index < names.length; index += 1) {
      expect(compareVersions(names[index], names[index - 1])).toBeGreaterThan(0);
    }
    for (const entry of bedrockProtocols) {
      expect(entry.versions.length).toBeGreaterThan(0);
      expect(Number.isInteger(entry.protocol)).toBe(true);
    }
  });

  it('derives the newest and oldest Bedrock versions from the list', () => {
    expect(latestBedrock).toEqual(bedrockVersions[bedrockVersions.length - 1]);
    expect(oldestBedrock).toEqual(bedrockVersions[0]);
    expect(latestBedrock.protocol).toBe(bedrockProtocols[bedrockProtocols.length - 1].protocol);
  });

  it('keeps the supported Paper/Spigot minimum apart from the leftover guard message version', () => {
    // Geyser needs Java 21, and Geyser-Spigot is published for 1.20.5 and newer; the guard
    // message still names 1.13.2, which must never be shown as the minimum.
    expect(compareVersions(javaEdition.oldestSpigotServer, '1.20.5')).toBeGreaterThanOrEqual(0);
    expect(compareVersions(javaEdition.spigotGuardMessageVersion, javaEdition.oldestSpigotServer)).toBeLessThan(0);
  });

  it('has well-formed Java Edition data', () => {
    expect(javaEdition.versions.length).toBeGreaterThan(0);
    for (const version of [
      ...javaEdition.versions,
      javaEdition.oldestSpigotServer,
      javaEdition.spigotGuardMessageVersion,
    ]) {
      expect(version).toMatch(VERSION);
    }
    expect(javaEdition.versions).toContain(latestJava);
    expect(requiredJavaRuntime).toBeGreaterThanOrEqual(17);
    expect(requiredJavaRuntimeModded).toBeGreaterThanOrEqual(requiredJavaRuntime);
  });

  it('records which Geyser commit the data was checked against', () => {
    expect(verifiedAgainst.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(verifiedAgainst.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('/versions.json', () => {
  const document = createVersionsDocument();

  it('has the fields Geyser reads: bedrock.protocol.id (number) and bedrock.protocol.name (string)', () => {
    // Mirrors VersionCheckUtils: json.getAsJsonObject("bedrock").getAsJsonObject("protocol"), then "id" and "name".
    const parsed = JSON.parse(JSON.stringify(document)) as {bedrock: {protocol: {id: unknown; name: unknown}}};
    expect(typeof parsed.bedrock.protocol.id).toBe('number');
    expect(Number.isInteger(parsed.bedrock.protocol.id)).toBe(true);
    expect(typeof parsed.bedrock.protocol.name).toBe('string');
    expect(parsed.bedrock.protocol).toEqual({id: latestBedrock.protocol, name: latestBedrock.name});
  });

  it('adds the supported lists without changing the required shape', () => {
    expect(document.bedrock.supported).toHaveLength(bedrockVersions.length);
    expect(document.java.supported).toEqual([...javaEdition.versions]);
  });
});

describe('supported-versions wiki page', () => {
  const page = readFileSync(
    fileURLToPath(new URL('../../../wiki/geyser/supported-versions.mdx', import.meta.url)),
    'utf8',
  );

  it('takes every version number from the data instead of writing it down', () => {
    const numbers = [
      ...bedrockVersions.map((version) => version.name),
      ...bedrockProtocols.map((entry) => String(entry.protocol)),
      ...javaEdition.versions,
      `Java ${requiredJavaRuntime}`,
      `Java ${requiredJavaRuntimeModded}`,
    ];
    for (const number of numbers) {
      expect(page, number).not.toMatch(new RegExp(`(^|[^0-9.])${number.replaceAll('.', '\\.')}([^0-9]|$)`));
    }
  });

  it('keeps the section that /supported_java points to', () => {
    expect(page).toMatch(/^## .+ \{#java-runtime\}$/m);
  });
});

describe('other pages that state the Java runtime', () => {
  const read = (file: string) => readFileSync(fileURLToPath(new URL(`../../../wiki/${file}`, import.meta.url)), 'utf8');

  it('take it from the data in running text', () => {
    for (const file of ['geyser/faq.mdx', 'geyser/standalone-on-android.mdx']) {
      for (const runtime of [requiredJavaRuntime, requiredJavaRuntimeModded]) {
        expect(read(file), `${file}: Java ${runtime}`).not.toMatch(new RegExp(`Java ${runtime}([^0-9]|$)`));
      }
    }
  });

  it('keep the Android page installing the Java that Geyser needs', () => {
    // Termux names its packages openjdk-<version>; when the requirement changes, check that Termux
    // has the new package before changing the command.
    const page = read('geyser/standalone-on-android.mdx');
    expect(page).toContain(`pkg install openjdk-${requiredJavaRuntime} `);
    expect(page).toContain(`should report version ${requiredJavaRuntime} or newer`);
  });
});
