/**
 * Site vocabulary for search: the words the ranking treats differently from the rest.
 *
 * HOW TO EDIT (contributors)
 * - `productWords`: names of the products and the platform that appear on nearly every page ("geyser",
 *   "bedrock"). They count little and are optional in a query: the reader's other words decide. Add a word
 *   only when it is on most pages and names the product, not a topic.
 * - `projects`: projects with their own part of the wiki (the first level of its sidebar). A query that
 *   names one of them, and not another, prefers that project's pages.
 * - `questionWords`: words readers wrap a question in ("how do I know if…", "is there a way to…") and the
 *   quantities and frequencies they add to a symptom. They are searched, but only break ties. Add a word
 *   when a reader's question misses its page because the word counted as its topic.
 * - `javaPackageRoots`: first parts of Java class names readers paste from stack traces
 *   (`java.lang.NoClassDefFoundError`); pages name such a class without its package.
 * - Write every word in lower case, one word per entry, without punctuation, and once: a plural is read
 *   as its singular ("keeps" is "keep"). A word belongs in one list only. Stop words ("the", "how") are
 *   dropped before search and do not belong here.
 * - Run `npx vitest run tests/unit/search` after editing; `npm run search:eval` shows the effect.
 */

export const productWords: readonly string[] = [
  'geyser',
  'geysermc',
  'bedrock',
  'java',
  'minecraft',
  'mc',
  'server',
  'player',
  'edition',
];

export const projects: readonly string[] = ['geyser', 'floodgate'];

export const questionWords: readonly string[] = [
  // Wrappers of a question and of a request for help.
  ...'know tell way possible anyone someone something anything thing help please want need able get got make'.split(
    ' ',
  ),
  ...'use using work working happen happened also just still even anymore not properly correctly'.split(' '),
  // Quantities and frequencies added to a symptom ("all players", "after a while", "sometimes").
  ...'all any some every more other after again sometimes always randomly suddenly keep'.split(' '),
  ...'explain explained'.split(' '),
  // "Where is … located": the thing asked about is the other words.
  'located',
  // Words that link or qualify the clauses of a long issue title ("… despite it being disabled", "too many
  // packets"): rare on the site, so without this they would count as the title's rarest word.
  ...'despite although though because being many few lot several really very actually currently'.split(' '),
  // Greetings and thanks that open or close an issue title, and the labels some titles start with
  // ("Question: how do I…", "Suggestion: allow…").
  ...'hello hi hey thank question suggestion'.split(' '),
  // Openers of feature requests ("Ability to change…") and verbs of perception and report that carry no
  // topic ("cannot seem to join", "players complain that…").
  ...'ability see seem complain ever'.split(' '),
  // "About 30 seconds", "around 5 minutes": a rough quantity, not a topic.
  ...'about around'.split(' '),
  // Chat shorthand for "please", "want to" and "going to".
  ...'pls plz wanna gonna'.split(' '),
  // "Should I use…", "which should I pick": advice asked for, not a topic.
  'should',
  // What the reader wants done to the thing they name ("how to change the port", "turn off skulls"), and what
  // feature requests wrap their topic in ("Add an option to…", "Allow…", "Support for…").
  ...'change enable disable turn add allow option support'.split(' '),
];

export const javaPackageRoots: readonly string[] = ['java', 'javax', 'jdk', 'sun', 'org', 'com', 'net', 'io'];
