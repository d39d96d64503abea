import {termMatches, type Clause, type RankedSection, type Section} from './engine';
import {escapeHtml, highlight, snippet, type MarkOptions} from './highlight';
import {
  HIERARCHY_LEVELS,
  type Hierarchy,
  type HierarchyHighlight,
  type HierarchyLevel,
  type HierarchySnippet,
  type HighlightResult,
  type RecordType,
  type SearchHit,
  type SnippetResult,
} from './types';

/** Algolia's default snippet length, in words. */
const DEFAULT_SNIPPET_WORDS = 10;

export type HitMarks = MarkOptions & {ellipsis: string};

/** `attributesToSnippet` entries such as `content:10`; the default length is Algolia's, 10 words. */
export function parseSnippetLengths(attributes: readonly string[] | undefined): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const entry of attributes ?? []) {
    const [attribute, length] = entry.split(':');
    lengths.set(attribute, Number(length) > 0 ? Number(length) : DEFAULT_SNIPPET_WORDS);
  }
  return lengths;
}

/** A ranked section as the Algolia hit DocSearch renders: hierarchy, highlights and snippets. */
export function toHit(
  {section, matched}: RankedSection,
  clauses: Clause[],
  marks: HitMarks,
  snippetLengths: Map<string, number>,
  origin: string,
): SearchHit {
  const hierarchy = hierarchyOf(section);
  const {highlightHierarchy, snippetHierarchy} = markHierarchy(hierarchy, matched, clauses, marks, snippetLengths);
  const ownLevel: HierarchyLevel = HIERARCHY_LEVELS[Math.min(section.level, HIERARCHY_LEVELS.length - 1)];
  const headingMatched = (highlightHierarchy[ownLevel]?.matchLevel ?? 'none') !== 'none';
  const type: RecordType = headingMatched ? (ownLevel as RecordType) : 'content';
  const content = bestBlock(section, matched);
  const hit: SearchHit = {
    objectID: section.anchor
      ? `${section.url}#${section.anchor}`
      : section.level === 1
        ? section.url
        : `${section.url}#section-${section.id}`,
    url: `${origin}${section.url}${section.anchor ? `#${section.anchor}` : ''}`,
    url_without_anchor: `${origin}${section.url}`,
    anchor: section.anchor || null,
    type,
    // Escaped like the highlighted copies: DocSearch renders stored "recent" hits, which keep only
    // these raw fields, as HTML.
    hierarchy: escapeHierarchy(hierarchy),
    content: content === null ? null : escapeHtml(content),
    language: section.language,
    docusaurus_tag: section.docusaurus_tag,
    _highlightResult: {hierarchy: highlightHierarchy},
    _snippetResult: {hierarchy: snippetHierarchy},
  };
  if (content !== null) {
    const marked = highlight(content, matched, marks);
    const match = describeMatch(marked.found, clauses);
    hit._highlightResult.content = {value: marked.value, ...match};
    hit._snippetResult.content = {
      value: snippet(content, matched, snippetLengths.get('content') ?? DEFAULT_SNIPPET_WORDS, marks).value,
      matchLevel: match.matchLevel,
    } satisfies SnippetResult;
  }
  return hit;
}

function hierarchyOf(section: Section): Hierarchy {
  return {
    lvl0: section.lvl0,
    lvl1: section.title,
    lvl2: section.headings[0] || null,
    lvl3: section.headings[1] || null,
    lvl4: section.headings[2] || null,
    lvl5: section.headings[3] || null,
    lvl6: section.headings[4] || null,
  };
}

/** Highlighted and snippeted copies of each hierarchy level the section has. */
function markHierarchy(
  hierarchy: Hierarchy,
  matched: Set<string>,
  clauses: Clause[],
  marks: HitMarks,
  snippetLengths: Map<string, number>,
): {highlightHierarchy: HierarchyHighlight; snippetHierarchy: HierarchySnippet} {
  const highlightHierarchy: HierarchyHighlight = {};
  const snippetHierarchy: HierarchySnippet = {};
  for (const level of HIERARCHY_LEVELS) {
    const value = hierarchy[level];
    if (value === null) {
      continue;
    }
    const marked = highlight(value, matched, marks);
    const match = describeMatch(marked.found, clauses);
    highlightHierarchy[level] = {value: marked.value, ...match};
    const length = snippetLengths.get(`hierarchy.${level}`);
    snippetHierarchy[level] = length
      ? {value: snippet(value, matched, length, marks).value, matchLevel: match.matchLevel}
      : {value: marked.value, matchLevel: match.matchLevel};
  }
  return {highlightHierarchy, snippetHierarchy};
}

function escapeHierarchy(hierarchy: Hierarchy): Hierarchy {
  const escape = (value: string | null) => (value === null ? null : escapeHtml(value));
  return {
    lvl0: escapeHtml(hierarchy.lvl0),
    lvl1: escapeHtml(hierarchy.lvl1),
    lvl2: escape(hierarchy.lvl2),
    lvl3: escape(hierarchy.lvl3),
    lvl4: escape(hierarchy.lvl4),
    lvl5: escape(hierarchy.lvl5),
    lvl6: escape(hierarchy.lvl6),
  };
}

/** The text block that best shows why the section matched; the page summary for an empty lead section. */
function bestBlock(section: Section, matched: Set<string>): string | null {
  let best: string | null = null;
  let bestCount = 0;
  // A cheap substring test first: most blocks of a long section contain none of the terms.
  const stems = [...matched].map((term) => term.slice(0, 4));
  for (const block of section.blocks) {
    const lower = block.toLowerCase();
    if (!stems.some((stem) => lower.includes(stem))) {
      continue;
    }
    const count = highlight(block, matched, {preTag: '', postTag: ''}).found.size;
    if (count > bestCount) {
      best = block;
      bestCount = count;
    }
  }
  if (best !== null) {
    return best;
  }
  return section.blocks[0] ?? (section.level === 1 && section.description ? section.description : null);
}

function describeMatch(
  found: Set<string>,
  clauses: Clause[],
): Pick<HighlightResult, 'matchLevel' | 'matchedWords' | 'fullyHighlighted'> {
  if (found.size === 0) {
    return {matchLevel: 'none', matchedWords: []};
  }
  const foundTerms = [...found];
  const matchedWords = clauses
    .filter((clause) =>
      clause.alternatives.some((alternative) =>
        alternative.terms.every((term) => foundTerms.some((docTerm) => termMatches(term, docTerm))),
      ),
    )
    .map((clause) => clause.word);
  return {
    matchLevel: matchedWords.length === clauses.length && clauses.length > 0 ? 'full' : 'partial',
    matchedWords,
  };
}
