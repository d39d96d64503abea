import type {Clause} from '../query';
import type {ClauseExpansion, ExpansionContext} from './context';

/** Up to `joinedNames` one-word names containing `joined`. */
function namesContaining(joined: string, context: ExpansionContext): string[] {
  return context.memo('names containing', joined, () => {
    const found: string[] = [];
    for (const term of context.vocabulary.oneWordNames) {
      if (term.includes(joined) && found.push(term) === context.profile.limits.joinedNames) {
        break;
      }
    }
    return found;
  });
}

/** The names the site writes for two words typed apart: "key pem" → key.pem, "optional pack" → geyseroptionalpack. */
function namesOf(left: Clause, right: Clause, context: ExpansionContext): string[] {
  const {vocabulary, profile} = context;
  const first = left.reading ?? left.phrase[0];
  const second = right.reading ?? right.phrase[0];
  // Two everyday words ("bedrock players") are the reader's own phrase, not a name.
  if (left.phrase.length !== 1 || right.phrase.length !== 1 || vocabulary.isCommon([first, second])) {
    return [];
  }
  const joined = first + second;
  const names = [...(vocabulary.compactNames.get(joined) ?? [])];
  if (joined.length >= profile.limits.joinedMinChars && !/\d/.test(joined)) {
    names.push(...namesContaining(joined, context));
  }
  return names;
}

/**
 * Two words typed apart that the site writes as one name ("geyser connect" → GeyserConnect): the
 * name counts as a match for both words. A misspelt word joins by its typo reading.
 */
export const joinedNames: ClauseExpansion = {
  name: 'joined names',
  expand: (clauses, context) => {
    for (let i = 0; i + 1 < clauses.length; i += 1) {
      for (const name of namesOf(clauses[i], clauses[i + 1], context)) {
        clauses[i].alternatives.push({terms: [name], origin: 'joined', weight: 1});
        clauses[i + 1].alternatives.push({terms: [name], origin: 'joined', weight: 1});
      }
    }
    return clauses;
  },
};
