/**
 * Wiki pages that are deliberately in no sidebar, each with the reason. `npm run lint:content` fails on
 * any other page that no sidebar lists, so a new page is never orphaned by accident.
 *
 * HOW TO USE: add a page here only when readers reach it from other pages on purpose (a section's home,
 * a page linked from a guide's step). Otherwise add it to its section in sidebars.ts.
 */
export const unlistedPages: Readonly<Record<string, string>> = {
  index: 'The wiki home page: the navbar and every section link to it, and it links to each section.',
};
