import {useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

import {markdownPath} from '../../../lib/llms-txt/llms';
import {pageIssueUrl} from '../../../lib/content/report-issue';
import {parseCheckedAgainst} from '../CheckedAgainst/checkedAgainst';
import {copyMarkdown, CopyMarkdownError} from './copyMarkdown';
import styles from './styles.module.css';

type CopyState = {status: 'idle'} | {status: 'copying'} | {status: 'copied'} | {status: 'failed'; message: string};

function statusText(state: CopyState): string {
  switch (state.status) {
    case 'copying':
      return 'Copying…';
    case 'copied':
      return 'Copied the page as Markdown.';
    case 'failed':
      return `${state.message} Open “View as Markdown” and copy it from there.`;
    default:
      return '';
  }
}

/**
 * Under every doc page: copy the page as Markdown (the copy the build writes beside it, src/plugins/llms-txt),
 * open that copy, and report a problem on the repository's page form, with the page's address and the commits
 * of its "checked against" stamp filled in. The status after copying is announced to screen readers and shown.
 */
export default function PageTools(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {metadata, frontMatter} = useDoc();
  const [copy, setCopy] = useState<CopyState>({status: 'idle'});
  // Generated pages (the API reference) report theirs without the slash their final address has.
  const permalink =
    siteConfig.trailingSlash && !metadata.permalink.endsWith('/') ? `${metadata.permalink}/` : metadata.permalink;
  const markdownUrl = markdownPath(permalink);
  const issueUrl = pageIssueUrl({
    repository: `https://github.com/${siteConfig.organizationName}/${siteConfig.projectName}`,
    pageUrl: `${siteConfig.url}${permalink}`,
    title: metadata.title,
    checkedAgainst: parseCheckedAgainst((frontMatter as Record<string, unknown>).checked_against).entries,
  });
  // Unlisted pages are left out of llms.txt, so they have no Markdown copy.
  const hasMarkdown = !metadata.unlisted;

  const onCopy = async (): Promise<void> => {
    setCopy({status: 'copying'});
    try {
      await copyMarkdown(markdownUrl);
      setCopy({status: 'copied'});
    } catch (error) {
      setCopy({status: 'failed', message: error instanceof CopyMarkdownError ? error.message : String(error)});
    }
  };

  return (
    <div className={styles.tools} data-testid="page-tools">
      {hasMarkdown && (
        <>
          <button
            type="button"
            className="button button--sm button--secondary"
            onClick={onCopy}
            disabled={copy.status === 'copying'}
          >
            Copy page as Markdown
          </button>
          {/* A plain link: the copy is a file, not a route, so the router and its link check stay out of it. */}
          <a className={styles.link} href={markdownUrl} type="text/markdown">
            View as Markdown
          </a>
        </>
      )}
      <a className={styles.link} href={issueUrl}>
        Report a problem with this page
      </a>
      <span className={styles.status} role="status">
        {statusText(copy)}
      </span>
    </div>
  );
}
