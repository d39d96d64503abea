import fs from 'node:fs';
import {createRequire} from 'node:module';

import {describe, expect, it} from 'vitest';

/** The loader that names the API theme's tab-scroll buttons (src/plugins/openapi/tab-arrows.js). */
const require = createRequire(import.meta.url);
const tabArrowNames = require('../../../src/plugins/openapi/tab-arrows.js') as (
  this: {resourcePath: string},
  source: string,
) => string;

const COMPONENTS = ['ApiTabs', 'MimeTabs', 'SchemaTabs', 'DiscriminatorTabs', 'OperationTabs'];

function load(resourcePath: string, source: string): string {
  return tabArrowNames.call({resourcePath}, source);
}

describe('the names of the API tabs’ scroll buttons', () => {
  for (const component of COMPONENTS) {
    it(`${component} in the installed theme gets a name on each of its two arrow buttons`, () => {
      const file = require.resolve(`docusaurus-theme-openapi-docs/lib/theme/${component}/index.js`);
      const named = load(file, fs.readFileSync(file, 'utf8'));
      expect(named.match(/"aria-label": "Scroll the tabs left"/g)).toHaveLength(1);
      expect(named.match(/"aria-label": "Scroll the tabs right"/g)).toHaveLength(1);
    });
  }

  it('stops the build, naming the file, when a component no longer has both buttons', () => {
    const changed = 'createElement("button", {className: "openapi-tabs__arrow left", onClick: scrollBack,})';
    expect(() => load('/theme/ApiTabs/index.js', changed)).toThrow(/ApiTabs\/index\.js: expected two .*found 0/);
  });
});
