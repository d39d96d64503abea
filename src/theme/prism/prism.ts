/**
 * The Prism the site's code blocks use: the core with the grammars wiki, blog and site pages write, and
 * nothing else. Of the grammars prism-react-renderer bundles, only these are needed: markup (XML), C-like
 * (under Java, Kotlin, Groovy and JavaScript), JavaScript with its extras, YAML, Kotlin and Python; the
 * others come from `themeConfig.prism.additionalLanguages` through the theme's `prism-include-languages`.
 * `tests/unit/plugins/lazy-prism.test.ts` fails when a page uses a language that is in neither list.
 */
import prismIncludeLanguages from '@theme/prism-include-languages';

import Prism, {release} from './expose';
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-js-extras';
import 'prismjs/components/prism-yaml';
import 'prismjs/components/prism-kotlin';
import 'prismjs/components/prism-python';

release();
prismIncludeLanguages(Prism);

export default Prism;
