/**
 * Puts the site's Prism (src/plugins/lazy-prism/prism.ts, with its grammars) on `globalThis` for the
 * language files imported after this module (./apiLanguages.ts); ES modules run in import order, so they
 * find it there.
 */
import '../../plugins/lazy-prism/prism';
import {exposePrism} from '../../plugins/lazy-prism/expose';

export const releasePrismGlobal = exposePrism();
