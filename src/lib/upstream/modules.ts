/** Geyser's bootstrap folders and the platforms (site ids, as in the config schema) each one builds. */
export const BOOTSTRAP_MODULES: readonly (readonly [string, readonly string[]])[] = [
  ['bootstrap/spigot/', ['spigot']],
  ['bootstrap/velocity/', ['velocity']],
  ['bootstrap/bungeecord/', ['bungeecord']],
  ['bootstrap/viaproxy/', ['viaproxy']],
  ['bootstrap/standalone/', ['standalone']],
  ['bootstrap/mod/fabric/', ['fabric']],
  ['bootstrap/mod/neoforge/', ['neoforge']],
  ['bootstrap/mod/gametest/', []],
  ['bootstrap/mod/', ['fabric', 'neoforge']],
];

/** The platforms a source file is built into; undefined for shared code (core, common, api). */
export function platformsOfFile(path: string): readonly string[] | undefined {
  return BOOTSTRAP_MODULES.find(([prefix]) => path.startsWith(prefix))?.[1];
}
