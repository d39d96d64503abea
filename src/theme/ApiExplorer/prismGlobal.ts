/**
 * Puts the site's Prism (src/theme/prism/prism.ts, with its grammars) on `globalThis` for the
 * language files imported after this module (./apiLanguages.ts); ES modules run in import order, so they
 * find it there.
 */
import '../prism/prism';
import {exposePrism} from '../prism/expose';

export const releasePrismGlobal = exposePrism();
