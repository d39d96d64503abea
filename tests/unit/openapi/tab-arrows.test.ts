import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {TABS_WITH_ARROWS} from '../../../src/plugins/openapi/theme';

/** The loader that names the API theme's tab-scroll buttons (src/plugins/openapi/tab-arrows.js). */
const require = createRequire(import.meta.url);
const tabArrowNames = require('../../../src/plugins/openapi/tab-arrows.js') as (
  this: {resourcePath: string},
  source: string,
) => string;

function load(resourcePath: string, source: string): string {
  return tabArrowNames.call({resourcePath}, source);
}

/** Every component of the installed API theme that draws tab-scroll arrows. */
const themeDir = path.dirname(require.resolve('docusaurus-theme-openapi-docs/lib/theme/ApiTabs/index.js'));
const withArrows = fs
  .readdirSync(path.dirname(themeDir))
  .map((component) => path.join(path.dirname(themeDir), component, 'index.js'))
  .filter((file) => fs.existsSync(file) && fs.readFileSync(file, 'utf8').includes('openapi-tabs__arrow'));

describe('the names of the API tabs’ scroll buttons', () => {
  it('the loader applies to every component of the theme that draws the arrows', () => {
    expect(withArrows.length).toBeGreaterThan(0);
    for (const file of withArrows) {
      expect(file, 'a theme component with arrows that the loader rule does not reach').toMatch(TABS_WITH_ARROWS);
    }
  });

  for (const file of withArrows) {
    const component = path.basename(path.dirname(file));
    it(`${component} in the installed theme gets a name on each of its two arrow buttons`, () => {
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
