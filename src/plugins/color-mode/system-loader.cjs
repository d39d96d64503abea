/**
 * Makes the theme's colour mode context (@docusaurus/theme-common, contexts/colorMode.js) treat a system
 * without a stated preference as dark: it asks whether the system prefers light, and listens for changes of
 * that answer, instead of asking about dark. See ./index.ts for why.
 * If a Docusaurus update changes the code, the build fails here rather than quietly going back to light.
 * Plain JavaScript: the bundler loads it with Node's own `require`.
 */
const REWRITES = [
  {
    what: 'the system colour check',
    pattern: /window\.matchMedia\('\(prefers-color-scheme: dark\)'\)\.matches\s*\?\s*'dark'\s*:\s*'light'/,
    replacement: "window.matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark'",
  },
  {
    what: 'the system colour listener',
    pattern: /subscribeToMedia\('\(prefers-color-scheme: dark\)'/,
    replacement: "subscribeToMedia('(prefers-color-scheme: light)'",
  },
];

/** @param {string} source */
module.exports = function systemColorModeLoader(source) {
  let result = source;
  for (const {what, pattern, replacement} of REWRITES) {
    if (!pattern.test(result)) {
      throw new Error(
        `color-mode: ${what} is no longer in @docusaurus/theme-common's colorMode.js; update src/plugins/color-mode`,
      );
    }
    result = result.replace(pattern, replacement);
  }
  return result;
};
