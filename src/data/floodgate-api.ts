/**
 * The Floodgate API version that plugin developers build against: the one home for the number
 * wiki/floodgate/api.mdx shows in its dependency table and snippets.
 *
 * HOW TO UPDATE (contributors)
 * 1. Read `version` in Floodgate's `gradle.properties` (every module, the API included, takes the
 *    project's version), or run `npm run check:upstream`, which compares it (CONTRIBUTING.md, "Upstream drift").
 * 2. Change `version` below.
 * 3. Pages never type the number: in code blocks and inline code they write `{{floodgate-api-version}}`,
 *    which src/plugins/remark-constants replaces at build time.
 */

export interface FloodgateApiVersion {
  /** The version published to the OpenCollab Maven repository, `-SNAPSHOT` included. */
  readonly version: string;
}

const version = '2.2.5-SNAPSHOT';

export const floodgateApi: FloodgateApiVersion = {version};
