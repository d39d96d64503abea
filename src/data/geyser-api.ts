/**
 * The Geyser API version that extension and plugin developers build against: the one home for the
 * number the API pages show (dependency snippets, `extension.yml` examples, prose).
 *
 * HOW TO UPDATE (contributors)
 * 1. Read `version` in Geyser's `gradle.properties` (the API module, `api/build.gradle.kts`, takes the
 *    project's version), or run `npm run check:upstream`, which compares it (CONTRIBUTING.md, "Upstream drift").
 * 2. Change `version` below; `release` follows.
 * 3. Pages never type the number: in code blocks and inline code they write `{{geyser-api-version}}`
 *    (the Maven version, `-SNAPSHOT` included) or `{{geyser-api-release}}` (three numbers, as in
 *    `extension.yml`), which src/plugins/remark-constants replaces at build time.
 */

export interface GeyserApiVersion {
  /** The version published to the GeyserMC Maven repository, as Gradle and Maven ask for it. */
  readonly version: string;
  /** The same without `-SNAPSHOT`: what `extension.yml`'s `api` field and Geyser's version check use. */
  readonly release: string;
}

const version = '2.11.1-SNAPSHOT';

export const geyserApi: GeyserApiVersion = {
  version,
  release: version.replace(/-SNAPSHOT$/, ''),
};
