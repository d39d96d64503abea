import {parseOldAnchors, type OldAnchor} from '../../lib/content/old-anchors';

/**
 * A rehype plugin for the docs (`rehypePlugins` in docusaurus.config.ts): for each entry of a page's
 * `old_anchors` front matter (src/lib/content/old-anchors.ts) it puts an empty `<span id="old-id"
 * class="old-anchor">` just before the heading that holds the section now. Browsers scroll to it like to
 * the heading, before any script runs.
 *
 * The span is not a heading: the table of contents, the search index (which reads `h2`–`h6` from the
 * built HTML) and Docusaurus' broken-anchor check (which counts only the ids headings and links
 * register) do not see it, so the site's own links must use the current ids and still fail the build
 * when they point to an anchor no heading has.
 *
 * The build fails when an entry is malformed, when its heading is not in the file (headings of an
 * imported partial are not), or when the old id is already an id of the page.
 */

interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

interface VFileLike {
  path?: string;
  data: {frontMatter?: Record<string, unknown>};
}

const HEADING = /^h[2-6]$/;

const headingId = (node: HastNode): string | undefined => {
  const id = node.properties?.id;
  return node.type === 'element' && HEADING.test(node.tagName ?? '') && typeof id === 'string' ? id : undefined;
};

/** Every id of the tree, and the ids of its headings. */
function collectIds(node: HastNode, ids: Set<string>, headings: Set<string>): void {
  const id = node.properties?.id;
  if (typeof id === 'string') {
    ids.add(id);
  }
  const heading = headingId(node);
  if (heading) {
    headings.add(heading);
  }
  for (const child of node.children ?? []) {
    collectIds(child, ids, headings);
  }
}

/** Inserts the targets before their headings, wherever in the tree (tabs, admonitions) the heading is. */
function insertTargets(node: HastNode, byHeading: Map<string, OldAnchor[]>): void {
  const children = node.children;
  if (!children) {
    return;
  }
  for (let index = 0; index < children.length; index += 1) {
    const child = children[index];
    const heading = headingId(child);
    const targets = heading ? byHeading.get(heading) : undefined;
    if (targets) {
      const spans = targets.map((anchor): HastNode => ({
        type: 'element',
        tagName: 'span',
        properties: {id: anchor.from, className: ['old-anchor']},
        children: [],
      }));
      children.splice(index, 0, ...spans);
      index += spans.length;
    }
    insertTargets(child, byHeading);
  }
}

export default function rehypeOldAnchors() {
  return (tree: HastNode, file: VFileLike): void => {
    const {anchors, errors} = parseOldAnchors(file.data.frontMatter?.old_anchors);
    const where = file.path ?? 'a page';
    if (errors.length > 0) {
      throw new Error(`${where}: ${errors.join('; ')}`);
    }
    if (anchors.length === 0) {
      return;
    }
    const ids = new Set<string>();
    const headings = new Set<string>();
    collectIds(tree, ids, headings);
    const byHeading = new Map<string, OldAnchor[]>();
    for (const anchor of anchors) {
      if (ids.has(anchor.from)) {
        throw new Error(`${where}: old_anchors.${anchor.from} is already an id on this page`);
      }
      if (!headings.has(anchor.to)) {
        throw new Error(
          `${where}: old_anchors.${anchor.from} points to #${anchor.to}, which no heading of this file has (headings of imported partials cannot be targets)`,
        );
      }
      byHeading.set(anchor.to, [...(byHeading.get(anchor.to) ?? []), anchor]);
    }
    insertTargets(tree, byHeading);
  };
}
