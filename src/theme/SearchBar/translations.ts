import {translate} from '@docusaurus/Translate';
import translations from '@theme/SearchTranslations';

/**
 * The theme's DocSearch texts, with the no-results line worded as the site's search spec has it
 * ('No results for "…"'; DocSearch 4 says "No results found for"). Used in both search modes.
 */
export function modalTranslations(): NonNullable<typeof translations.modal> {
  return {
    ...translations.modal,
    noResultsScreen: {
      ...translations.modal?.noResultsScreen,
      noResultsText: translate({
        id: 'search.modal.noResultsText',
        message: 'No results for',
        description: 'Before the quoted query in the search modal when nothing matches',
      }),
    },
  };
}

export {translations};
