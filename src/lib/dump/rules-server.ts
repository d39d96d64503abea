/** Rules about the server's Minecraft version, its plugins, and whether any Bedrock client arrived. See `rules.ts` for how to add one. */

import {conflictKey, KNOWN_CONFLICTS} from './conflicts';
import type {DiagnosisRule, RuleHit} from './diagnosis-types';
import {compareVersions, hasViaVersion, isGeyserItself, serverMinecraftVersion} from './facts';
import {formatCount, quote} from './format';
import {LINKS} from './links';

export const SERVER_RULES: DiagnosisRule[] = [
  {
    id: 'unsupported-minecraft-version',
    severity: 'error',
    title: "The server's Minecraft version is not one Geyser speaks",
    checks: "The server's Minecraft version against mcInfo.javaVersions, unless ViaVersion is installed.",
    links: [LINKS.supportedJavaVersions, LINKS.viaVersion],
    check: ({dump}) => {
      if (!['spigot', 'fabric', 'neoforge'].includes(dump.platform.id)) {
        return undefined;
      }
      const server = serverMinecraftVersion(dump.platform);
      const supported = dump.minecraft.javaVersions;
      if (!server || supported.length === 0 || supported.includes(server) || hasViaVersion(dump)) {
        return undefined;
      }
      const newest = [...supported].sort(compareVersions).at(-1) ?? supported[0];
      const list = supported.join(', ');
      if (compareVersions(server, newest) > 0) {
        return {
          detail: `The server runs Minecraft ${server}, which is newer than this Geyser build supports (${list}). Update Geyser to a build for ${server}.`,
          links: [LINKS.downloadGeyser, LINKS.supportedJavaVersions],
        };
      }
      return dump.platform.id === 'spigot'
        ? {
            detail: `The server runs Minecraft ${server}, but this Geyser connects as Java ${list}. Install ViaVersion on the server so it accepts the newer version, or update the server.`,
          }
        : {
            detail: `The server runs Minecraft ${server}, but this Geyser build is for ${list}. Install the Geyser build that matches the server's Minecraft version, or update the server.`,
          };
    },
  },
  {
    id: 'duplicate-geyser',
    severity: 'error',
    title: 'Geyser is installed more than once',
    checks: 'More than one Geyser plugin or mod in the list.',
    links: [LINKS.geyserSetup],
    check: ({dump}) => {
      const copies = dump.addons.filter(isGeyserItself);
      if (copies.length < 2) {
        return undefined;
      }
      return {
        detail: `This server lists ${formatCount(copies.length)} copies of Geyser (${copies.map((copy) => quote(copy.name, 40)).join(', ')}). They fight over the same port. Keep one jar, the one for this platform, and delete the rest.`,
      };
    },
  },
  {
    id: 'known-conflict',
    severity: 'warning',
    title: 'A plugin known to cause trouble with Geyser',
    checks: 'Plugin and mod names against the list in conflicts.ts.',
    links: [LINKS.pluginConflicts],
    check: ({dump}) => {
      const hits: RuleHit[] = [];
      for (const conflict of KNOWN_CONFLICTS) {
        const names = new Set((conflict.names ?? []).map(conflictKey));
        const matches = dump.addons.filter(
          (addon) =>
            (names.has(conflictKey(addon.name)) ||
              (addon.main !== undefined && (conflict.mains ?? []).includes(addon.main))) &&
            (!conflict.versions || conflict.versions.test(addon.version ?? '')),
        );
        for (const addon of matches) {
          hits.push({
            severity: conflict.severity,
            title: conflict.title,
            detail: conflict.detail.replaceAll('{name}', quote(addon.name, 60)),
            links: conflict.links,
          });
        }
      }
      return hits;
    },
  },
  {
    id: 'no-bedrock-connections',
    severity: 'info',
    title: 'No Bedrock client has reached Geyser yet',
    checks: 'connectionAttempts is 0 and no Bedrock player is online.',
    links: [LINKS.unableToConnect, LINKS.portForwarding],
    check: ({dump}) =>
      dump.connectionAttempts === 0 && dump.userPlatforms.length === 0
        ? {
            detail:
              'Since Geyser started, no Bedrock client has connected to its port. If players see "Unable to connect to world", their connection never reaches Geyser: check the address and port they use, the firewall, and port forwarding for UDP.',
          }
        : undefined,
  },
];
