/**
 * The "Report a problem with this page" link under each doc page: a new issue in the site's repository,
 * opened on its "A page is wrong" form (.github/ISSUE_TEMPLATE/page-is-wrong.yml) with the page's address and
 * the source commits the page was checked against already filled in. GitHub fills a form's fields from query
 * parameters named after their `id`s.
 */

/** The issue form, and the ids of the fields the link fills; a unit test checks them against the form. */
export const PAGE_ISSUE_FORM = {
  template: 'page-is-wrong.yml',
  pageField: 'page',
  checkedAgainstField: 'checked-against',
} as const;

export interface CheckedCommit {
  readonly repo: string;
  readonly commit: string;
  readonly date: string;
}

export interface PageIssue {
  /** `https://github.com/owner/name`. */
  readonly repository: string;
  /** The page's absolute address. */
  readonly pageUrl: string;
  readonly title: string;
  /** The page's `checked_against` entries; none when it has no stamp. */
  readonly checkedAgainst: readonly CheckedCommit[];
}

/** `GeyserMC/Geyser@6e70ba277aa4 (2026-08-07), GeyserMC/Floodgate@8780fa41337b (2026-08-09)`. */
export function describeCommits(commits: readonly CheckedCommit[]): string {
  return commits.map((entry) => `${entry.repo}@${entry.commit} (${entry.date})`).join(', ');
}

export function pageIssueUrl({repository, pageUrl, title, checkedAgainst}: PageIssue): string {
  const url = new URL(`${repository.replace(/\/+$/, '')}/issues/new`);
  url.searchParams.set('template', PAGE_ISSUE_FORM.template);
  url.searchParams.set('title', `Page "${title}": `);
  url.searchParams.set(PAGE_ISSUE_FORM.pageField, pageUrl);
  if (checkedAgainst.length > 0) {
    url.searchParams.set(PAGE_ISSUE_FORM.checkedAgainstField, describeCommits(checkedAgainst));
  }
  return url.href;
}
