/**
 * Prism's core, and a global `Prism` while language files load: they register themselves on the global.
 * `manual` stops the core from highlighting the page's `<code>` elements by itself; React renders the
 * code blocks.
 */
import Prism from 'prismjs/components/prism-core';

Prism.manual = true;

const scope = globalThis as {Prism?: typeof Prism};

/** Puts the site's Prism on `globalThis` for the language files evaluated next; returns what puts back the previous global. */
export function exposePrism(): () => void {
  // Where the bundler defines `global`, the core has already put itself there; that is not a global to keep.
  const before = scope.Prism === Prism ? undefined : scope.Prism;
  scope.Prism = Prism;
  return () => {
    if (before === undefined) {
      delete scope.Prism;
    } else {
      scope.Prism = before;
    }
  };
}

/** Ends the exposure that ./prism.ts uses for its own language imports, which follow this module. */
export const release = exposePrism();

export default Prism;
