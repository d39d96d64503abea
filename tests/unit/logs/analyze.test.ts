import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';

import {describe, expect, it} from 'vitest';

import {analyzeLog} from '../../../src/lib/logs/analyze';
import {parseLine, splitLines, stripColours} from '../../../src/lib/logs/lines';
import {javaForClassFile, setupNotes} from '../../../src/lib/logs/setup';
import {requiredJavaRuntime, requiredJavaRuntimeModded} from '../../../src/data/versions';

const fixture = (name: string): string =>
  readFileSync(fileURLToPath(new URL(`../../fixtures/logs/${name}`, import.meta.url)), 'utf8');

describe('console formats', () => {
  it.each([
    [
      'Paper file',
      '[12:00:06] [Server thread/INFO]: [Geyser-Spigot] Loading extensions...',
      'info',
      'Server thread',
      'Geyser-Spigot',
      'Loading extensions...',
    ],
    [
      'Paper console',
      '[12:00:06 WARN]: [Geyser-Spigot] Loading extensions...',
      'warn',
      undefined,
      'Geyser-Spigot',
      'Loading extensions...',
    ],
    [
      'Velocity',
      '[12:00:02 INFO] [geyser]: Loading extensions...',
      'info',
      undefined,
      'geyser',
      'Loading extensions...',
    ],
    [
      'Velocity file',
      '[12:00:02] [Netty epoll Worker #1/ERROR] [geyser]: Loading extensions...',
      'error',
      'Netty epoll Worker #1',
      'geyser',
      'Loading extensions...',
    ],
    [
      'BungeeCord',
      '12:00:01 [SEVERE] [Geyser-BungeeCord] Loading extensions...',
      'error',
      undefined,
      'Geyser-BungeeCord',
      'Loading extensions...',
    ],
    [
      'Fabric',
      '[12:00:05] [Server thread/INFO]: Loading extensions...',
      'info',
      'Server thread',
      undefined,
      'Loading extensions...',
    ],
    [
      'NeoForge console',
      '[12:00:05] [Server thread/INFO] [org.geysermc.geyser.platform.neoforge.GeyserNeoForgeLogger/]: Loading extensions...',
      'info',
      'Server thread',
      'org.geysermc.geyser.platform.neoforge.GeyserNeoForgeLogger',
      'Loading extensions...',
    ],
    [
      'NeoForge file',
      '[13Aug2026 12:00:06.300] [Server thread/WARN] [org.geysermc.floodgate/]: Loading extensions...',
      'warn',
      'Server thread',
      'org.geysermc.floodgate',
      'Loading extensions...',
    ],
    [
      'Standalone console',
      '[12:00:00 INFO] Loading extensions...',
      'info',
      undefined,
      undefined,
      'Loading extensions...',
    ],
    [
      'Standalone file',
      '[12:00:00.102 main/INFO] Loading extensions...',
      'info',
      'main',
      undefined,
      'Loading extensions...',
    ],
    [
      'ViaProxy',
      '[12:00:02] [main/INFO] (Geyser) Loading extensions...',
      'info',
      'main',
      'Geyser',
      'Loading extensions...',
    ],
    [
      'panel prompt',
      'container@pterodactyl~ [12:00:00 INFO]: Loading extensions...',
      'info',
      undefined,
      undefined,
      'Loading extensions...',
    ],
  ])('%s', (_, raw, level, thread, logger, message) => {
    const line = parseLine(raw, 1);
    expect(line.level).toBe(level);
    expect(line.thread).toBe(thread);
    expect(line.logger).toBe(logger);
    expect(line.message).toBe(message);
  });

  it('leaves lines without a prefix alone', () => {
    const line = parseLine('java.lang.OutOfMemoryError: Java heap space', 1);
    expect(line.level).toBeUndefined();
    expect(line.message).toBe('java.lang.OutOfMemoryError: Java heap space');
    expect(parseLine('[Geyser] not a prefix', 1).message).toBe('[Geyser] not a prefix');
  });

  it('removes ANSI and section-sign colour codes', () => {
    expect(stripColours('\u001b[33;1m[12:00 WARN]\u001b[0m §chello§r')).toBe('[12:00 WARN] hello');
  });

  it('splits LF, CRLF and CR-only text', () => {
    expect(splitLines('a\r\nb\nc')).toEqual(['a', 'b', 'c']);
    expect(splitLines('a\rb\rc')).toEqual(['a', 'b', 'c']);
    expect(splitLines('> \r[12:00 INFO]: x\n')).toEqual(['[12:00 INFO]: x', '']);
  });
});

describe('clean start-ups report nothing', () => {
  it.each([
    ['paper-clean.log', 'Paper 26.2-12-main@abc1234'],
    ['velocity-clean.log', 'Velocity 3.4.0-SNAPSHOT (git-8c3a1b2f-b512)'],
    ['bungeecord-clean.log', 'BungeeCord 1.21-R0.4-SNAPSHOT'],
    ['fabric-clean.log', 'Fabric Loader 0.17.2'],
    ['neoforge-clean.log', 'NeoForge 26.2.4'],
    ['standalone-clean.log', undefined],
    ['viaproxy-clean.log', 'ViaProxy 3.4.5'],
  ])('%s', (file, software) => {
    const report = analyzeLog(fixture(file));
    expect(report.problems).toEqual([]);
    expect(report.errors).toEqual([]);
    expect(report.clean).toBe(true);
    expect(report.setup.geyser).toMatchObject({value: '2.11.0', build: '123', commit: '6e70ba2'});
    expect(report.setup.software?.value).toBe(software);
  });

  it('reads Floodgate versions and builds where the platform prints them', () => {
    expect(analyzeLog(fixture('paper-clean.log')).setup.floodgate).toMatchObject({
      value: '2.2.5-SNAPSHOT',
      build: '121',
    });
    expect(analyzeLog(fixture('velocity-clean.log')).setup.floodgate?.value).toBe('2.2.5-SNAPSHOT');
    expect(analyzeLog(fixture('bungeecord-clean.log')).setup.floodgate?.value).toBe('2.2.5-SNAPSHOT');
    expect(analyzeLog(fixture('fabric-clean.log')).setup.floodgate?.value).toBe('2.2.5-SNAPSHOT+build.121');
  });
});

describe('a log with problems', () => {
  const report = analyzeLog(fixture('paper-problems.log'));

  it('reports each known problem once, most serious first, with its lines', () => {
    expect(report.problems.map((problem) => problem.id)).toEqual([
      'geyser-start-failed',
      'address-in-use',
      'geyser-no-supported-protocol',
      'geyser-secure-profile-kick',
    ]);
    const [start] = report.problems;
    expect(start.url).toBe('/wiki/geyser/common-issues/#address-already-in-use');
    expect(start.occurrences[0].line.number).toBe(6);
    expect(start.occurrences[0].context.map((line) => line.number)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('groups the unexplained errors by exception, with the Caused-by chain', () => {
    expect(report.errors).toHaveLength(1);
    const [group] = report.errors;
    expect(group.title).toBe('java.lang.NullPointerException: Cannot invoke "String.length()" because "name" is null');
    expect(group.causedBy).toEqual(['java.lang.IllegalStateException: not ready']);
    expect(group.count).toBe(2);
    expect(group.search).toBe('NullPointerException');
  });

  it('compares the setup with the versions data', () => {
    expect(report.setup.java?.value).toBe('17');
    expect(report.setup.minecraft?.value).toBe('1.21.4');
    expect(report.notes.map((note) => note.kind)).toEqual(['warn', 'warn']);
  });

  it('maps class-file versions to Java releases', () => {
    expect(javaForClassFile(65)).toBe(21);
    expect(javaForClassFile(52)).toBe(8);
    const setup = analyzeLog(
      'java.lang.UnsupportedClassVersionError: a/B (class file version 69.0), this version of the Java Runtime only recognizes class file versions up to 65.0',
    ).setup;
    expect(setup.javaNeeded?.value).toBe('25');
    expect(setup.java?.value).toBe('21');
    // Java 8 words it differently and names only the version the jar needs.
    expect(
      analyzeLog('java.lang.UnsupportedClassVersionError: a/B : Unsupported major.minor version 65.0').setup.javaNeeded
        ?.value,
    ).toBe('21');
  });
});

describe('the Java note', () => {
  const javaNote = (software: string, java: number): string | undefined =>
    setupNotes({software: {value: software, line: 1}, java: {value: String(java), line: 2}})[0]?.text;

  it('names the Java that the platform’s Geyser builds need', () => {
    expect(javaNote('Paper 26.2-12-main@abc1234', requiredJavaRuntime)).toBe(
      `Java ${requiredJavaRuntime} is new enough: current Geyser builds need Java ${requiredJavaRuntime} or newer.`,
    );
    expect(javaNote('Fabric Loader 0.17.2', requiredJavaRuntime)).toBe(
      `Java ${requiredJavaRuntime} is too old: current Geyser builds for Fabric and NeoForge need Java ${requiredJavaRuntimeModded} or newer.`,
    );
    expect(javaNote('NeoForge 26.2.4', requiredJavaRuntimeModded)).toMatch(/^Java \d+ is new enough/);
  });
});
