import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {STARTUP_PLUGINS, type StartupPlugin} from '../../../src/plugins';

/**
 * The upgrade guard of the start-up plugins (src/plugins/startup/, docs/design/startup.md): every file of
 * Docusaurus, its theme or the API reference theme that one of them replaces, swaps an import in, or copies
 * from, with the SHA-256 of the version the plugin was written against. An upgrade that changes one fails
 * here with the plugin to re-read. Read the plugin's header (what it relies on in that file), compare the old
 * and new file (`git diff` of package-lock.json names the versions), bring the plugin up to date or remove it,
 * then record the new hash. The plugins' own tests check what each one does.
 */
const INTERNALS: Record<StartupPlugin, Record<string, string>> = {
  'idle-prefetch': {
    '@docusaurus/core/lib/client/docusaurus.js': 'b0d1dbdc1e3a706fe1ffd91c726d8348c5e4ed6ac95a716f549eb58127a4b202',
    '@docusaurus/core/lib/client/prefetch.js': '7543271549a9882a308f0fad8155631ab98c0389a75a88946f3be11c8933089c',
  },
  'lazy-prism': {
    '@docusaurus/theme-classic/lib/prism-include-languages.js':
      'a464a26897ccb5b2a509dcec3fd9b35e7038c1ee91f7f8863c7096e991af8774',
    '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/index.js':
      '0d361f5894590ea483a8cd846925bf41d85301eed29e0cfb4dc515128ab35556',
    'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/ApiCodeBlock/Content/String.js':
      'e6b6ca4e8061ab01426de590849429fa96b195ada447e6997cab6e6404376185',
  },
  'no-remount': {
    '@docusaurus/theme-classic/lib/theme/CodeBlock/index.js':
      '639f8655d319e123c4efa5223a42078d3e98ea361e206f6f1bfb87b080a28904',
    '@docusaurus/theme-classic/lib/theme/Tabs/index.js':
      '7fe3d248d13cc48de3b9000e6cea72251cb05b593155fc93c4171dc684367242',
    'docusaurus-theme-openapi-docs/lib/theme/Tabs/index.js':
      '175d992a3a641c0af343c3a32d9d303853f56252f07fff0d35f43d44734e8459',
    'docusaurus-theme-openapi-docs/lib/theme/ApiTabs/index.js':
      'fd5ffca5e1feefa8bb01bab4809b1c499880b886d05cd233308dc81c55c17bbb',
    'docusaurus-theme-openapi-docs/lib/theme/MimeTabs/index.js':
      '9c4e38e8e0c9f21dd59d7fe989d7301b2122a7aa3c52bedd2979fd8bb72d76b2',
    'docusaurus-theme-openapi-docs/lib/theme/SchemaTabs/index.js':
      'e06177b659b9bee4847de1488502c9a97cb9270876d4803e48f56de2b87ad8d5',
    'docusaurus-theme-openapi-docs/lib/theme/DiscriminatorTabs/index.js':
      'be501450eebca0596b0464fbd6f5c48ba5dc9e5c3f7eeba563472d6f737137bd',
    'docusaurus-theme-openapi-docs/lib/theme/OperationTabs/index.js':
      '991f5da7389cd31008ebe85ee37569506253778672e5e37c8803f748e8ca9254',
    'docusaurus-theme-openapi-docs/lib/theme/ApiItem/index.js':
      'fd059f169de5c073fa3e6b57a6574f105e51c3656c57ea53146a65807848f878',
  },
  'transition-updates': {
    '@docusaurus/core/lib/client/browserContext.js': 'f0765ea0de6c682044acc2d1f6f7d474e9ac389591a8e97f877e437c09225b4c',
    '@docusaurus/theme-common/lib/hooks/useWindowSize.js':
      'a32a46c867130090a4d785590da6f9cc69789eb67a94a5386fc6416857b91872',
  },
  'split-start': {
    '@docusaurus/core/lib/client/clientEntry.js': 'a9d6514eaf79c05c7d5275b5139298a5467c1c8339ab8a887c5d8ba61aff9871',
    '@docusaurus/core/lib/client/App.js': '1442f48492b535165d7e2767d4d1615713bb517a883c5142113740aaef086cba',
  },
  'paint-first': {
    '@docusaurus/core/lib/ssg/ssgTemplate.html.js': '5d6584e4a61b22d44bbbd7fe92a7a30352564b5a1dc89853a9bdbbf14d092597',
    '@docusaurus/core/lib/server/codegen/codegenRoutes.js':
      '6bdf7133ebc411f96e918619faf14543239e27adebe60f4bbb081a392349689c',
  },
};

const nodeModules = path.resolve(__dirname, '../../../node_modules');

describe('the Docusaurus files the start-up plugins depend on', () => {
  it('lists every start-up plugin', () => {
    expect(Object.keys(INTERNALS).sort()).toEqual([...STARTUP_PLUGINS].sort());
  });

  for (const [plugin, files] of Object.entries(INTERNALS)) {
    for (const [file, sha256] of Object.entries(files)) {
      it(`${plugin}: ${file} is the version the plugin was written against`, () => {
        const installed = path.join(nodeModules, file);
        expect(fs.existsSync(installed), `${file} is gone: src/plugins/startup/${plugin} needs an update`).toBe(true);
        const actual = createHash('sha256').update(fs.readFileSync(installed)).digest('hex');
        expect(
          actual,
          `${file} changed: re-read src/plugins/startup/${plugin}/index.ts against it, then record ${actual} in this test`,
        ).toBe(sha256);
      });
    }
  }
});
