/**
 * Reader vocabulary for search: words readers type that the site writes differently.
 *
 * HOW TO EDIT (contributors)
 * - Add an entry when a query in a reader's words misses the page that answers it, and the word is
 *   general (a device, an abbreviation, a spelling variant, a fork of a platform the site covers).
 *   A word only one page needs belongs in that page's `keywords` front matter instead.
 * - `readers` are the words and short phrases readers type; `site` are the words the site uses for
 *   the same thing. A query with a reader word also finds the site words (never the reverse, so
 *   "console" does not match every page that says "Xbox"). List both spellings of a two-way
 *   variant (`whitelist`/`allowlist`) as two entries.
 * - Write everything in lower case, one to three words per phrase; no stop words alone ("how", "my").
 *   A reader word appears in one entry only; `cross-play` and `cross play` count as the same phrase.
 * - Site-word matches count a little less than the word as typed (`weights.synonym` in
 *   src/lib/search/profile.ts), so a page that uses the reader's own word still ranks first.
 * - Run `npx vitest run tests/unit/search` after editing; `npm run search:eval` shows the effect.
 */

export interface Synonym {
  /** Words or phrases readers type. */
  readonly readers: readonly string[];
  /** What this site calls the same thing. */
  readonly site: readonly string[];
  /** Why the entry exists, for the next editor. */
  readonly note: string;
}

export const synonyms: readonly Synonym[] = [
  // Consoles and devices
  {readers: ['ps4', 'ps5', 'playstation', 'ps'], site: ['console', 'playstation'], note: 'PlayStation names'},
  {readers: ['xbox one', 'xbox series'], site: ['console', 'xbox'], note: 'Xbox models'},
  {readers: ['nintendo switch', 'nintendo', 'switch'], site: ['console', 'switch'], note: 'Switch names'},
  {
    readers: ['mcpe', 'pocket edition', 'pe', 'mobile', 'phone', 'android', 'ios', 'iphone', 'ipad', 'tablet'],
    site: ['bedrock', 'mobile'],
    note: 'phones and the old Pocket Edition name all run Bedrock',
  },
  {
    readers: ['mcbe', 'win10', 'windows 10 edition', 'bedrock edition'],
    site: ['bedrock'],
    note: 'names of Bedrock Edition',
  },
  {readers: ['mcje', 'je', 'java edition', 'pc edition'], site: ['java'], note: 'names of Java Edition'},

  // Cross-play and the project itself
  {
    readers: ['crossplay', 'cross play', 'crossplatform', 'cross-platform'],
    site: ['crossplay', 'cross-play'],
    note: 'spellings of cross-play',
  },
  {readers: ['geysermc', 'geyser mc'], site: ['geyser'], note: 'the organisation name'},

  // Symptoms
  {readers: ['join', 'joining', 'joined'], site: ['connect'], note: 'readers join a server; the site says connect'},
  {
    readers: ['kick', 'kicked', 'kicking', 'booted', 'booting'],
    site: ['disconnect'],
    note: 'readers are kicked or booted; the log says disconnected',
  },

  {readers: ['setup'], site: ['set up', 'setting up'], note: 'one word for the two the site writes as a verb'},
  {readers: ['set up', 'setting up'], site: ['setup'], note: 'the verb for the noun the site writes'},
  {
    readers: ['required', 'require', 'requirement', 'necessary', 'unnecessary'],
    site: ['need', 'needs'],
    note: 'readers ask what is required; the site says what a server needs',
  },
  {
    readers: ['without'],
    site: ['need', 'needs'],
    note: 'readers ask whether something works without a part; the site says whether you need it',
  },
  {
    readers: ['reboot', 'rebooting', 'rebooted'],
    site: ['restart'],
    note: 'readers reboot a server; the site says restart',
  },
  {readers: ['upgrade', 'upgrading'], site: ['update'], note: 'readers upgrade; the site says update'},
  {readers: ['lower'], site: ['older'], note: 'a lower version; the site compares versions as older and newer'},
  {readers: ['higher'], site: ['newer'], note: 'a higher version; the site says newer'},
  {
    readers: ['stuck', 'frozen', 'hanging'],
    site: ['freeze', 'hang'],
    note: 'a client stuck on a screen; the site says it freezes or hangs',
  },
  {readers: ['laggy', 'lagging'], site: ['lag'], note: 'forms of lag the stemmer does not join'},
  {readers: ['wifi'], site: ['wi-fi'], note: 'spelling of Wi-Fi'},
  {readers: ['problem', 'trouble'], site: ['issue'], note: 'readers have problems; the site lists issues'},
  {readers: ['user'], site: ['player'], note: 'readers say users; the site says players'},
  {readers: ['ip'], site: ['address'], note: 'readers ask for the server IP; the site says address'},
  {
    readers: ['server list', 'server name'],
    site: ['motd'],
    note: "the name a Bedrock player sees in the server list is Geyser's MOTD",
  },
  {
    readers: ['distinguish', 'differentiate', 'tell apart', 'identify'],
    site: ['detect'],
    note: 'readers tell Bedrock players apart; the API pages say detect',
  },
  {
    readers: ['show up', 'showed up', 'showing up'],
    site: ['appear', 'show up'],
    note: 'a form, skin or player that does not show up; the pages say it does not appear',
  },
  {readers: ['chest'], site: ['container'], note: 'a chest menu; the forms and inventory pages say container'},
  {readers: ['auto'], site: ['automatic'], note: 'short for automatic (auto update, auto download)'},
  {
    readers: ['disable'],
    site: ['off'],
    note: 'readers disable a setting; the config reference says when to leave it off',
  },
  {readers: ['turn off'], site: ['disable'], note: 'readers turn a setting off; the config docs say disable'},
  {readers: ['turn on'], site: ['enable'], note: 'readers turn a setting on; the config docs say enable'},

  // Access lists and ranks
  {readers: ['allowlist', 'allow list', 'allowlisted'], site: ['whitelist'], note: 'newer name for the whitelist'},
  {readers: ['nickname'], site: ['username'], note: 'login plugins call the player name a nickname'},
  {readers: ['whitelisting', 'whitelisted'], site: ['whitelist'], note: 'forms of whitelist'},
  {readers: ['op', 'opped', 'admin rights', 'administrator'], site: ['operator'], note: 'operator status'},
  {readers: ['unopped', 'deopped', 'non-op', 'non-opped'], site: ['operator'], note: 'players without operator status'},
  {
    readers: ['perms', 'perm node', 'privilege'],
    site: ['permission'],
    note: 'short for permission, and the word other software uses',
  },
  {readers: ['lp'], site: ['luckperms'], note: 'LuckPerms abbreviation'},
  {readers: ['papi'], site: ['placeholderapi'], note: 'PlaceholderAPI abbreviation'},
  {
    readers: ['cracked', 'non-premium', 'nonpremium', 'offline-mode'],
    site: ['offline mode'],
    note: 'servers without Mojang login',
  },

  // Proxies and server software
  {readers: ['bungee', 'waterfall', 'flamecord', 'travertine'], site: ['bungeecord'], note: 'BungeeCord and its forks'},
  {readers: ['purpur', 'folia', 'pufferfish', 'leaf'], site: ['paper'], note: 'Paper forks'},
  {readers: ['bukkit', 'craftbukkit'], site: ['spigot'], note: 'Spigot ancestors'},
  {readers: ['forge'], site: ['neoforge'], note: 'readers often say Forge for NeoForge'},
  {readers: ['quilt'], site: ['fabric'], note: 'Quilt loads Fabric mods'},
  {readers: ['bds', 'bedrock dedicated server'], site: ['bedrock server'], note: "Mojang's Bedrock server software"},

  // Hosting panels and tunnels
  {
    readers: ['ptero', 'pelican', 'multicraft', 'crafty', 'amp', 'panel'],
    site: ['pterodactyl', 'game panel'],
    note: 'game server panels',
  },
  {readers: ['host', 'hosting', 'server host'], site: ['hosting provider'], note: 'where a server is rented'},
  {readers: ['ngrok', 'tunnel'], site: ['tunnel', 'playit.gg'], note: 'tunnelling services'},

  // Content
  {
    readers: ['texture pack', 'texturepack', 'resourcepack', 'rp'],
    site: ['resource pack'],
    note: 'names of resource packs',
  },
  {readers: ['hologram'], site: ['text display', 'name tag'], note: 'plugin holograms are text displays or name tags'},
  {readers: ['color'], site: ['colour'], note: 'American spelling; the site writes colour'},
  {readers: ['colour'], site: ['color'], note: 'British spelling; config keys and Java texts write color'},
  {readers: ['friends list'], site: ['friends tab'], note: "Bedrock's Friends tab, which readers call a list"},
  {readers: ['head', 'player head'], site: ['skull'], note: 'player heads are skulls in Geyser'},
  {readers: ['mob'], site: ['entity'], note: 'players say mob; the API and the pages say entity'},
  {readers: ['menu', 'menus', 'gui', 'ui'], site: ['form'], note: 'Bedrock menus are forms in Geyser and Floodgate'},
  {readers: ['jdk', 'jre', 'openjdk'], site: ['java'], note: 'Java runtime names'},
  {readers: ['ram'], site: ['memory'], note: 'RAM is memory'},
  {readers: ['memory'], site: ['ram'], note: 'memory is RAM'},
  // Everyday words: how players, parents and first-time hosts name things the site names technically
  {
    readers: ['desktop', 'computer', 'desktop edition', 'computer edition'],
    site: ['java'],
    note: 'players on a computer play Java Edition',
  },
  {readers: ['outfit', 'appearance'], site: ['skin'], note: 'what a player looks like is their skin'},
  {readers: ['bounced', 'thrown out'], site: ['disconnect'], note: 'more ways to say kicked'},
  {readers: ['cheat checker', 'anti cheat'], site: ['anticheat'], note: 'anticheat plugins'},
  {readers: ['guest list'], site: ['whitelist'], note: 'who may join'},
  {readers: ['slash command'], site: ['command'], note: 'commands typed with a slash'},
  {readers: ['lobby', 'hub'], site: ['proxy'], note: 'a lobby in front of several servers is a proxy'},
  {readers: ['preinstalled', 'pre-installed'], site: ['built-in'], note: 'hosts that ship Geyser'},
  {readers: ['containers', 'container image'], site: ['docker'], note: 'servers run in containers'},
  {readers: ['modem'], site: ['router'], note: 'the box from the internet provider'},
  {readers: ['relay'], site: ['tunnel', 'playit.gg'], note: 'a relay website is a tunnel'},
  {readers: ['middleman'], site: ['tunnel', 'proxy'], note: 'something between players and the server'},
  {readers: ['options file', 'settings file'], site: ['config'], note: 'the file with the settings'},
  {readers: ['fresher', 'latest release'], site: ['update'], note: 'a newer build'},
  {readers: ['id number'], site: ['uuid'], note: 'a player id'},
  {readers: ['companion'], site: ['floodgate'], note: 'the add-on that goes with Geyser'},
  {readers: ['rented'], site: ['hosting provider'], note: 'a rented server is at a hosting provider'},
  {readers: ['seller'], site: ['hosting provider'], note: 'who sells game servers'},
  {
    readers: ['add-on', 'addon', 'add-ons'],
    site: ['plugin', 'mod'],
    note: 'readers call plugins and mods add-ons',
  },
  {readers: ['fan-made', 'community-made'], site: ['community'], note: 'projects made by the community'},
  {
    readers: ['programming', 'programmer', 'coding', 'coder'],
    site: ['developer', 'code'],
    note: 'readers who program are developers on this site',
  },
];
