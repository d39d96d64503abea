/**
 * What a log says about the setup: Geyser and Floodgate versions, the server software and its
 * Minecraft version, the Java runtime. Each fact keeps the line it was read from. The patterns are
 * anchored on fixed words and bounded, so they stay linear on any line.
 */
import {javaEdition, latestJava, requiredJavaRuntime, requiredJavaRuntimeModded} from '../../data/versions';

export interface Fact {
  readonly value: string;
  readonly line: number;
}

export interface SetupFacts {
  geyser?: Fact & {build?: string; commit?: string; branch?: string};
  floodgate?: Fact & {build?: string};
  /** Server or proxy software, with its own version when printed. */
  software?: Fact;
  minecraft?: Fact;
  java?: Fact;
  /** The Java release the failed jar needed, from an UnsupportedClassVersionError. */
  javaNeeded?: Fact;
}

export interface SetupNote {
  readonly kind: 'ok' | 'warn';
  readonly text: string;
}

/** Class-file major version to Java release: Java 8 writes 52, and each release adds one. */
export function javaForClassFile(major: number): number {
  return major - 44;
}

type Reader = (message: string, line: number, facts: SetupFacts) => void;

const set = <K extends keyof SetupFacts>(facts: SetupFacts, key: K, value: SetupFacts[K]): void => {
  facts[key] ??= value;
};

const readers: Reader[] = [
  (message, line, facts) => {
    const match = /Loading Geyser version (\S{1,60})(?: \(git-([\w./-]{1,60})-([0-9a-f]{7,40})\))?/.exec(message);
    if (match) {
      const build = /-b(\d{1,6})$/.exec(match[1]);
      set(facts, 'geyser', {
        value: build ? match[1].slice(0, -build[0].length) : match[1],
        line,
        build: build?.[1],
        branch: match[2],
        commit: match[3],
      });
    }
  },
  (message, line, facts) => {
    const match =
      /\b(?:Loading|Enabling|Loaded plugin|Loading server plugin) floodgate (?:version |v)?(\d[\w.+-]{0,40})(?: \((b\d{1,6}))?/i.exec(
        message,
      ) ?? /^\s*- floodgate (\d[\w.+-]{0,40})/.exec(message);
    if (match) {
      set(facts, 'floodgate', {value: match[1], line, build: match[2]?.slice(1)});
    }
  },
  (message, line, facts) => {
    const paper = /This server is running (\S{1,40}) version (\S{1,80})/.exec(message);
    if (paper) {
      set(facts, 'software', {value: `${paper[1]} ${paper[2]}`, line});
      const api = /\(MC: (\d[\d.]{0,20})\)|Implementing API version (\d[\d.]{0,20})-R/.exec(message);
      if (api) {
        set(facts, 'minecraft', {value: api[1] ?? api[2], line});
      }
    }
  },
  (message, line, facts) => {
    const vanilla = /Starting minecraft server version (\S{1,30})/.exec(message);
    if (vanilla) {
      set(facts, 'minecraft', {value: vanilla[1], line});
    }
  },
  (message, line, facts) => {
    const velocity = /Booting up (Velocity [^\n]{1,80}?)\.{0,3}$/.exec(message);
    if (velocity) {
      set(facts, 'software', {value: velocity[1], line});
    }
  },
  (message, line, facts) => {
    const bungee = /^Enabled (\w{1,30}) version git:[\w-]{1,40}:([\w.-]{1,60})/.exec(message);
    if (bungee) {
      set(facts, 'software', {value: `${bungee[1]} ${bungee[2]}`, line});
    }
  },
  (message, line, facts) => {
    const fabric = /Loading Minecraft (\S{1,20}) with Fabric Loader (\S{1,20})/.exec(message);
    if (fabric) {
      set(facts, 'software', {value: `Fabric Loader ${fabric[2]}`, line});
      set(facts, 'minecraft', {value: fabric[1], line});
    }
  },
  (message, line, facts) => {
    const neoforge = /NeoForge mod loading, version (\S{1,30}), for MC (\S{1,20})/.exec(message);
    if (neoforge) {
      // FancyModLoader starts first and names no NeoForge version; this line does.
      if (facts.software?.value === 'NeoForge') {
        facts.software = undefined;
      }
      set(facts, 'software', {value: `NeoForge ${neoforge[1]}`, line});
      set(facts, 'minecraft', {value: neoforge[2], line});
    } else if (/Starting FancyModLoader version /.test(message)) {
      set(facts, 'software', {value: 'NeoForge', line});
    }
  },
  (message, line, facts) => {
    const viaproxy = /Initializing ViaProxy (?:GUI |CLI )?v(\S{1,30})/.exec(message);
    if (viaproxy) {
      set(facts, 'software', {value: `ViaProxy ${viaproxy[1]}`, line});
    }
  },
  (message, line, facts) => {
    const java =
      /Running Java (\d{1,3})\b/.exec(message) ??
      /Using java version: [^\n]{0,80}? (\d{1,3}(?:\.\d{1,3}){0,2})[\w.+-]{0,20} \(/.exec(message) ??
      /Current Java version: (\d{1,3}(?:\.\d{1,4}){0,3})/.exec(message) ??
      /\bjava version (\d{1,3}(?:\.\d{1,4}){0,3})/i.exec(message);
    if (java) {
      set(facts, 'java', {value: java[1], line});
    }
  },
  (message, line, facts) => {
    const unsupported =
      /class file version (\d{2,3})(?:\.\d)?\), this version of the Java Runtime only recognizes class file versions up to (\d{2,3})/.exec(
        message,
      );
    if (unsupported) {
      set(facts, 'javaNeeded', {value: String(javaForClassFile(Number(unsupported[1]))), line});
      set(facts, 'java', {value: String(javaForClassFile(Number(unsupported[2]))), line});
    }
    const java8 = /Unsupported major\.minor version (\d{2,3})/.exec(message);
    if (java8) {
      set(facts, 'javaNeeded', {value: String(javaForClassFile(Number(java8[1]))), line});
    }
  },
];

/** Words at least one reader needs: most lines have none, and one test of them skips the readers. */
const ANY_FACT =
  /Loading|Enabling|Loaded plugin|floodgate|This server is running|Starting|Booting up|Enabled|NeoForge|ViaProxy|Java|java version|class file version|major\.minor/;

/** Reads setup facts from one message; facts found earlier in the log win. */
export function readSetupFacts(message: string, line: number, facts: SetupFacts): void {
  if (message.length > 2_000 || !ANY_FACT.test(message)) {
    return;
  }
  for (const reader of readers) {
    reader(message, line, facts);
  }
}

function major(version: string): number {
  const first = Number(version.split('.')[0]);
  // Java 8 and older report themselves as 1.8.
  return first === 1 ? Number(version.split('.')[1]) : first;
}

function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0 && Number.isFinite(difference)) {
      return difference;
    }
  }
  return 0;
}

/** The facts compared with what the site's versions data says Geyser needs. */
export function setupNotes(facts: SetupFacts): SetupNote[] {
  const notes: SetupNote[] = [];
  const modded = /Fabric|NeoForge/.test(facts.software?.value ?? '');
  const needed = modded ? requiredJavaRuntimeModded : requiredJavaRuntime;
  const builds = modded ? 'Geyser builds for Fabric and NeoForge' : 'Geyser builds';
  if (facts.java) {
    const runtime = major(facts.java.value);
    notes.push(
      runtime >= needed
        ? {kind: 'ok', text: `Java ${runtime} is new enough: current ${builds} need Java ${needed} or newer.`}
        : {kind: 'warn', text: `Java ${runtime} is too old: current ${builds} need Java ${needed} or newer.`},
    );
  }
  if (facts.minecraft && !/Velocity|BungeeCord|Waterfall|ViaProxy/.test(facts.software?.value ?? '')) {
    const version = facts.minecraft.value;
    if (javaEdition.versions.includes(version)) {
      notes.push({kind: 'ok', text: `Minecraft ${version} is the Java Edition version Geyser speaks.`});
    } else if (/^\d+(\.\d+)*$/.test(version) && compareVersions(version, latestJava) < 0) {
      notes.push({
        kind: 'warn',
        text: `Minecraft ${version} is older than ${latestJava}, the version Geyser speaks: the server needs ViaVersion for Bedrock players to join.`,
      });
    } else {
      notes.push({
        kind: 'warn',
        text: `Minecraft ${version} is not the Java Edition version Geyser speaks (${latestJava}).`,
      });
    }
  }
  return notes;
}
