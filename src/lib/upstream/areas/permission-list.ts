/**
 * Permissions that no command carries (Geyser's `Permissions`, Floodgate's unused `Permission` constants)
 * against the list a site data file keeps of them: added, removed, and a changed default.
 */
import {diffByKey, type FindingMaker} from '../findings';
import {declarationLine, propertyLine, type SiteReader} from '../site';
import type {Finding, Place} from '../types';

/** A permission as the source declares it, its default already in the site's words (`operators`). */
export interface DeclaredPermission {
  readonly node: string;
  readonly defaultName: string;
  readonly place: Place;
}

/** The site's side: the file, the name of its list, and what to say about an entry the source dropped. */
export interface PermissionList {
  readonly entries: readonly {readonly permission: string; readonly default: string}[];
  readonly file: string;
  readonly declaration: string;
  /** Where the source declared its permissions, for an entry that it no longer has. */
  readonly declaredIn: Place;
  readonly removedHint?: string;
}

export function comparePermissionList(
  make: FindingMaker,
  read: SiteReader,
  source: readonly DeclaredPermission[],
  site: PermissionList,
): Finding[] {
  const entryLine = (node: string) => propertyLine(read, site.file, 'permission', node);
  return diffByKey(
    source,
    site.entries,
    {source: (permission) => permission.node, site: (entry) => entry.permission},
    {
      added: (permission) =>
        make.added(
          `permission \`${permission.node}\``,
          permission.place,
          `default ${permission.defaultName}`,
          declarationLine(read, site.file, site.declaration),
        ),
      removed: (entry) =>
        make.removed(
          `permission \`${entry.permission}\``,
          site.declaredIn,
          entryLine(entry.permission),
          site.removedHint,
        ),
      both: (permission, entry) =>
        permission.defaultName === entry.default
          ? []
          : [
              make.changed(
                `default of \`${permission.node}\``,
                permission.place,
                permission.defaultName,
                entry.default,
                entryLine(permission.node),
              ),
            ],
    },
  );
}
