/**
 * The syntax highlighter: prism-react-renderer with the languages of `themeConfig.prism.additionalLanguages`
 * added, as the theme does at start-up on other Docusaurus sites. Here it is a chunk of its own that loads
 * when a page has code (see ./index.ts); the API explorer imports it too, for its code samples.
 */
import prismIncludeLanguages from '@theme/prism-include-languages';
import {Highlight, Prism} from 'prism-react-renderer';

prismIncludeLanguages(Prism);

export {Highlight, Prism};
