/**
 * Plugins and mods known to cause trouble next to Geyser, as data.
 *
 * To add one:
 * 1. Add an entry below. `names` are compared with the plugin or mod name without case and
 *    without spaces, `-` and `_` (so `PlugManX` also matches `plugman-x`); `mains` are exact
 *    main classes, for plugins that changed their name. `versions` narrows a match by version.
 * 2. Say in `detail` what goes wrong and what to do, in one or two sentences. `{name}` is
 *    replaced by the name the dump shows.
 * 3. Link only to pages that exist in the site plan (see `links.ts`).
 * 4. `npx vitest run tests/unit/dump` checks every entry (unique ids, at least one matcher, links).
 */

import {LINKS, type HelpLink} from './links';
import type {Severity} from './diagnosis-types';

export interface KnownConflict {
  id: string;
  severity: Severity;
  title: string;
  detail: string;
  names?: string[];
  mains?: string[];
  versions?: RegExp;
  links: HelpLink[];
}

export const KNOWN_CONFLICTS: KnownConflict[] = [
  {
    id: 'floodgate-1',
    severity: 'error',
    title: 'Floodgate 1.x is installed',
    detail:
      '{name} is Floodgate 1, which does not work with Geyser 2 and newer: Bedrock players are rejected at login. Remove it and install the current Floodgate.',
    names: ['floodgate-bukkit', 'floodgate-bungee', 'floodgate-velocity', 'floodgate'],
    mains: ['org.geysermc.floodgate.BukkitPlugin'],
    versions: /^1\./,
    links: [LINKS.floodgateSetup, LINKS.downloadFloodgate],
  },
  {
    id: 'plugin-manager',
    severity: 'warning',
    title: 'A plugin manager can reload Geyser at runtime',
    detail:
      "{name} loads and unloads plugins while the server runs. Geyser and Floodgate hook deep into the server's network code and break when reloaded this way: after updating or changing them, restart the whole server instead.",
    names: ['PlugMan', 'PlugManX', 'PlugManLite', 'ServerUtils'],
    links: [LINKS.pluginConflicts],
  },
  {
    id: 'login-plugin',
    severity: 'info',
    title: 'A login plugin is installed',
    detail:
      "{name} makes players register or log in. Make sure it lets Floodgate players through (most such plugins have a Floodgate or Bedrock option) and accepts Floodgate's name prefix, or Bedrock players will be kicked or asked for a password they never set.",
    names: ['AuthMe', 'AuthMeReloaded', 'nLogin', 'JPremium', 'LibreLogin', 'LoginSecurity', 'OpeNLogin', 'FastLogin'],
    links: [LINKS.pluginConflicts, LINKS.floodgateSetup],
  },
  {
    id: 'anticheat',
    severity: 'info',
    title: 'An anticheat may flag Bedrock players',
    detail:
      'Bedrock movement and combat do not translate perfectly into Java Edition, so {name} can flag or kick Bedrock players. Check its Bedrock or Floodgate settings, or exempt Bedrock players.',
    names: [
      'GrimAC',
      'Grim',
      'NoCheatPlus',
      'Spartan',
      'Vulcan',
      'Matrix',
      'AAC',
      'AAC5',
      'Polar',
      'Intave',
      'Themis',
      'Karhu',
      'Verus',
    ],
    links: [LINKS.anticheats],
  },
];

/** Lower-case without spaces, dashes and underscores: how names are compared. */
export function conflictKey(name: string): string {
  return name.toLowerCase().replace(/[\s_-]+/g, '');
}
