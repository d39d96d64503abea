/**
 * Syntax highlighting for the code-sample languages that only the API explorer shows (C#, PHP,
 * Ruby), added to the site's Prism (src/theme/prism/prism.ts) when the explorer loads rather than in
 * every page's bundle. Prism's language files register themselves on a global `Prism`, so the
 * highlighter's instance is put there while they run.
 */
import './prismGlobal';
import 'prismjs/components/prism-csharp';
import 'prismjs/components/prism-markup-templating';
import 'prismjs/components/prism-php';
import 'prismjs/components/prism-ruby';
import {releasePrismGlobal} from './prismGlobal';

releasePrismGlobal();
