import type {SidebarItemConfig} from '@docusaurus/plugin-content-docs/lib/sidebars/types.js';

import {loadApiReferences, type ApiOperation, type ApiReference} from './operations';

/**
 * The `api` sidebar's reference part: per API, a category that opens on the overview, with one
 * group per tag (in the order the description lists its tags) and one page per operation.
 *
 * Built from the OpenAPI files rather than from the plugin's generated `sidebar.ts`: the generated
 * pages are not committed, and a static import of a file that only exists after generation would
 * break type checking on a fresh clone.
 */

function operationItem(operation: ApiOperation): SidebarItemConfig {
  // Same classes as the plugin's own sidebar: the theme's CSS draws the method badge from them.
  const className = ['api-method', operation.method, operation.deprecated ? 'menu__list-item--deprecated' : '']
    .filter(Boolean)
    .join(' ');
  return {type: 'doc', id: operation.docId, label: operation.summary, className};
}

function referenceCategory(reference: ApiReference): SidebarItemConfig {
  const tagNames = [
    ...reference.tags.map((tag) => tag.name),
    ...reference.operations.map((operation) => operation.tag),
  ].filter((name, index, all) => all.indexOf(name) === index);
  return {
    type: 'category',
    label: reference.title,
    link: {type: 'doc', id: reference.overviewDocId},
    collapsible: true,
    collapsed: false,
    items: tagNames
      .map((name) => ({name, operations: reference.operations.filter((operation) => operation.tag === name)}))
      .filter((group) => group.operations.length > 0)
      .map((group) => ({
        type: 'category' as const,
        label: group.name,
        collapsible: true,
        collapsed: true,
        items: group.operations.map(operationItem),
      })),
  };
}

export function apiReferenceSidebarItems(siteDir: string): SidebarItemConfig[] {
  return loadApiReferences(siteDir).map(referenceCategory);
}
