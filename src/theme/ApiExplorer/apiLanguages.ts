/**
 * Syntax highlighting for the code-sample languages that only the API explorer shows (C#, PHP,
 * Ruby), loaded with the explorer rather than in every page's bundle (see `prism` in
 * docusaurus.config.ts). Prism's language files register themselves on a global `Prism`, so the
 * highlighter's instance is put there while they run, as the theme's prism-include-languages does.
 * The site's own extra languages (Bash, Java, JSON...) come with the highlighter chunk, which wiki pages
 * load only when they show code (src/plugins/lazy-prism/), so it is imported first.
 */
import '@site/src/plugins/lazy-prism/highlighter';
import './prismGlobal';
import 'prismjs/components/prism-csharp';
import 'prismjs/components/prism-markup-templating';
import 'prismjs/components/prism-php';
import 'prismjs/components/prism-ruby';
import {releasePrismGlobal} from './prismGlobal';

releasePrismGlobal();
