/** Rules about the software itself: Geyser's build and jar, Java, and the server type. See `rules.ts` for how to add one. */

import {buildCheckSkipReason} from './builds';
import type {DiagnosisRule} from './diagnosis-types';
import {bukkitFlavour, CURRENT_JAVA_REQUIREMENT, LEGACY_JAVA_REQUIREMENT} from './facts';
import {plural, quote} from './format';
import {LINKS} from './links';

export const SOFTWARE_RULES: DiagnosisRule[] = [
  {
    id: 'outdated-build',
    severity: 'warning',
    title: 'Geyser is out of date',
    checks:
      'The build number against the newest build on the Downloads API; legacy-format dumps are old by definition.',
    links: [LINKS.downloadGeyser, LINKS.supportedVersions],
    check: ({dump, builds}) => {
      const update = builds?.update;
      const build = dump.geyser.buildNumber;
      if (
        update?.status === 'ok' &&
        dump.geyser.kind === 'official' &&
        build !== undefined &&
        build < update.latest.build
      ) {
        const behind = update.latest.build - build;
        return {
          detail: `This server runs Geyser build ${build}${dump.geyser.versionNumber ? ` (${dump.geyser.versionNumber})` : ''}; the newest is build ${update.latest.build} (${update.latest.version}), ${plural(behind, 'build')} later. Bedrock players on newer game versions cannot join an old Geyser, and each build fixes bugs. Replace the jar with the newest one and restart.`,
        };
      }
      if (dump.layout === 'legacy' && update?.status !== 'ok') {
        return {
          detail:
            'This dump uses the format of Geyser builds from before November 2025, so this Geyser is at least that old. Bedrock clients update often, and an old Geyser turns away players on newer game versions. Update Geyser and restart.',
        };
      }
      return undefined;
    },
  },
  {
    id: 'unofficial-build',
    severity: 'info',
    title: 'Not an official release build',
    checks: 'gitInfo: repository, branch and build number.',
    links: [LINKS.downloadGeyser],
    check: ({dump}) => {
      const reason = buildCheckSkipReason(dump);
      if (!reason) {
        return undefined;
      }
      const fork =
        dump.geyser.kind === 'fork' && dump.geyser.repositoryUrl
          ? ` The repository is ${quote(dump.geyser.repositoryUrl)}.`
          : '';
      return {
        detail: `The viewer cannot compare this jar with official builds because ${reason}.${fork} If the problem you are chasing is not about this build's own changes, try the newest official build.`,
      };
    },
  },
  {
    id: 'jar-hash-mismatch',
    severity: 'error',
    title: 'The Geyser jar does not match the official build',
    checks: 'The jar SHA-256 against the files of the same official build (and its neighbours) on the Downloads API.',
    links: [LINKS.downloadGeyser, LINKS.geyserSetup],
    needsBuildCheck: true,
    check: ({dump, builds}) => {
      if (builds?.hash.status !== 'mismatch' || !dump.hash.sha256) {
        return undefined;
      }
      return {
        detail: `The SHA-256 of this Geyser jar (${dump.hash.sha256.slice(0, 12)}…) matches no file of official build ${builds.hash.build}. The jar was damaged in transfer, modified, or comes from somewhere else. Download Geyser again from the download page and replace it.`,
      };
    },
  },
  {
    id: 'java-too-old',
    severity: 'warning',
    title: 'Java is older than Geyser needs',
    checks: `versionInfo.javaVersion against Java ${CURRENT_JAVA_REQUIREMENT} (current builds) and ${LEGACY_JAVA_REQUIREMENT} (all Geyser 2 builds).`,
    links: [LINKS.javaRuntime, LINKS.unsupportedClassVersion],
    check: ({dump}) => {
      const major = dump.java.major;
      if (major === undefined || major >= CURRENT_JAVA_REQUIREMENT) {
        return undefined;
      }
      if (major < LEGACY_JAVA_REQUIREMENT) {
        return {
          severity: 'error',
          detail: `This server runs Java ${major} (${dump.java.version ?? 'unknown'}). Every Geyser 2 build needs at least Java ${LEGACY_JAVA_REQUIREMENT}, and current builds need Java ${CURRENT_JAVA_REQUIREMENT}. Install Java ${CURRENT_JAVA_REQUIREMENT} or newer and start the server with it.`,
        };
      }
      return {
        detail: `This server runs Java ${major} (${dump.java.version ?? 'unknown'}). Geyser builds since 2.10.0 need Java ${CURRENT_JAVA_REQUIREMENT} or newer, so this server cannot run a current Geyser. Install Java ${CURRENT_JAVA_REQUIREMENT} or newer (most hosting panels let you pick it), then update Geyser.`,
      };
    },
  },
  {
    id: 'craftbukkit',
    severity: 'error',
    title: 'The server runs CraftBukkit',
    checks: 'bootstrapInfo.platformName and platformVersion on the Spigot platform.',
    links: [LINKS.unsupportedServer, LINKS.paperSpigotSetup],
    check: ({dump}) =>
      bukkitFlavour(dump.platform) === 'craftbukkit'
        ? {
            detail:
              'Geyser does not run on plain CraftBukkit: it needs the network access that Paper (or Spigot) provides. Switch the server to Paper, which runs the same worlds and plugins.',
          }
        : undefined,
  },
];
