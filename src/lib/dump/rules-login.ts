/** Rules about how Bedrock players sign in: Floodgate and `auth-type`. See `rules.ts` for how to add one. */

import type {DiagnosisRule} from './diagnosis-types';
import {findFloodgate, floodgateSendsData} from './facts';
import {isPluginPlatform, isProxyPlatform, platformLabel, quote} from './format';
import {LINKS} from './links';

export const LOGIN_RULES: DiagnosisRule[] = [
  {
    id: 'floodgate-missing',
    severity: 'error',
    title: 'auth-type is floodgate, but Floodgate is not running',
    checks: 'auth-type against the plugin or mod list (plugin and mod platforms).',
    links: [LINKS.floodgateNotInstalled, LINKS.floodgateSetup, LINKS.downloadFloodgate],
    check: ({dump}) => {
      if (
        dump.config.settings.authType !== 'FLOODGATE' ||
        !isPluginPlatform(dump.platform.id) ||
        dump.addonKind === undefined
      ) {
        return undefined;
      }
      const floodgate = findFloodgate(dump);
      if (!floodgate) {
        return {
          detail: `Geyser is set to log Bedrock players in through Floodgate, but no Floodgate ${dump.addonKind === 'mods' ? 'mod' : 'plugin'} is installed on this server. Geyser refuses to start this way. Install Floodgate next to Geyser, or set auth-type to online.`,
        };
      }
      if (floodgate.enabled === false) {
        return {
          detail: `Floodgate (${quote(floodgate.name)}) is installed but disabled, which usually means it failed to start. Check the server log for Floodgate's error, fix it, and restart.`,
        };
      }
      return undefined;
    },
  },
  {
    id: 'floodgate-unused',
    severity: 'warning',
    title: 'Floodgate is installed, but Geyser does not use it',
    checks: 'An enabled Floodgate with an auth-type other than floodgate.',
    links: [LINKS.floodgateSetup],
    check: ({dump}) => {
      const floodgate = findFloodgate(dump);
      const authType = dump.config.settings.authType;
      if (!floodgate || floodgate.enabled === false || authType === undefined || authType === 'FLOODGATE') {
        return undefined;
      }
      return {
        detail: `Floodgate is installed, but Geyser's auth-type is ${authType.toLowerCase()}, so Bedrock players do not get Floodgate's logins without a Java account. Set auth-type to floodgate (Geyser normally does this by itself when Floodgate is next to it) and restart.`,
      };
    },
  },
  {
    id: 'floodgate-proxy-backends',
    severity: 'info',
    title: 'Floodgate on the proxy: check the backend servers',
    checks: "Floodgate on BungeeCord or Velocity; send-floodgate-data when a legacy dump carries Floodgate's config.",
    links: [LINKS.floodgateProxySetup, LINKS.floodgateKey],
    check: ({dump}) => {
      const floodgate = findFloodgate(dump);
      if (!isProxyPlatform(dump.platform.id) || !floodgate || floodgate.enabled === false) {
        return undefined;
      }
      const sends = floodgateSendsData(dump);
      if (sends === false) {
        return undefined;
      }
      if (sends === true) {
        return {
          severity: 'warning',
          detail:
            'Floodgate on this proxy sends Bedrock player data to the backend servers (send-floodgate-data is on). Every backend must then run Floodgate too, with the same key.pem as the proxy, or it kicks Bedrock players.',
        };
      }
      return {
        detail: `Floodgate runs on this ${platformLabel(dump.platform.id)} proxy. That is enough for Bedrock players to join. If plugins on the backend servers need to know who is a Bedrock player, or send-floodgate-data is on, install Floodgate on every backend as well and copy the proxy's key.pem to each.`,
      };
    },
  },
  {
    id: 'standalone-floodgate',
    severity: 'info',
    title: 'Standalone with Floodgate: the key must match',
    checks: 'auth-type floodgate on Geyser Standalone.',
    links: [LINKS.floodgateKey, LINKS.floodgateSetup],
    check: ({dump}) =>
      dump.platform.id === 'standalone' && dump.config.settings.authType === 'FLOODGATE'
        ? {
            detail:
              "Geyser Standalone cannot see whether Floodgate is installed on the Java server it connects to. Floodgate must run there, and Geyser's folder needs an exact copy of that Floodgate's key.pem.",
          }
        : undefined,
  },
  {
    id: 'auth-offline-online-server',
    severity: 'error',
    title: 'auth-type is offline on an online-mode server',
    checks: 'auth-type offline while the server or proxy reports online mode.',
    links: [LINKS.needsJavaAccount, LINKS.floodgateSetup],
    check: ({dump}) =>
      dump.config.settings.authType === 'OFFLINE' &&
      dump.platform.onlineMode === true &&
      isPluginPlatform(dump.platform.id)
        ? {
            detail:
              "The server checks every player's Java account (online mode), but Geyser logs Bedrock players in without one (auth-type offline). The server rejects them. Install Floodgate (recommended) or set auth-type to online.",
          }
        : undefined,
  },
];
