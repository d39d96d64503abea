/**
 * Webpack loader for the API theme's five tab components (response codes, media types, schemas,
 * discriminators, operations). When a tab list is wider than its box, each shows a pair of arrow buttons
 * that scroll it; the buttons draw an arrow from CSS and have no text, so a screen reader announces a
 * nameless button (axe `button-name`, WCAG 4.1.2). The loader gives each button a name.
 *
 * The components are plain compiled JavaScript, and the buttons are the only elements whose click handlers
 * are `handleLeftClick` and `handleRightClick`. If a theme upgrade changes that, the build stops here with
 * a message instead of shipping nameless buttons again (tests/unit/openapi/tab-arrows.test.ts runs
 * the loader on the installed theme).
 */
const NAMES = {
  handleLeftClick: 'Scroll the tabs left',
  handleRightClick: 'Scroll the tabs right',
};

/** @param {string} source @this {{resourcePath: string}} @returns {string} */
module.exports = function tabArrowNames(source) {
  let found = 0;
  const named = source.replace(/onClick: (handleLeftClick|handleRightClick),/g, (match, handler) => {
    found += 1;
    return `${match} "aria-label": ${JSON.stringify(NAMES[handler])},`;
  });
  if (found !== 2) {
    throw new Error(
      `${this.resourcePath}: expected two tab-scroll buttons (onClick: handleLeftClick and handleRightClick), ` +
        `found ${found}. docusaurus-theme-openapi-docs changed its tab arrows; update src/plugins/openapi/tab-arrows.js.`,
    );
  }
  return named;
};
