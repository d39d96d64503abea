/**
 * Takes the place of the theme's `prism-include-languages` client module (see ./index.ts). On a page that
 * shows code, it asks for the highlighter at once, so that its chunk usually arrives, and its grammars are
 * set up, in a task of its own rather than in the one that evaluates the page's other modules before
 * hydration.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

if (ExecutionEnvironment.canUseDOM && document.querySelector('pre.prism-code')) {
  void import('./Highlight');
}
