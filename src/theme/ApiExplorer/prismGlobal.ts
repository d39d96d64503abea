/**
 * Puts prism-react-renderer's Prism instance on `globalThis` for the language files imported after
 * this module (./apiLanguages.ts); ES modules run in import order, so they find it there.
 */
import {Prism} from 'prism-react-renderer';

const scope = globalThis as {Prism?: typeof Prism};
const before = scope.Prism;
scope.Prism = Prism;

export function releasePrismGlobal(): void {
  if (before === undefined) {
    delete scope.Prism;
  } else {
    scope.Prism = before;
  }
}
