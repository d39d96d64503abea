import {markupToPlainText, type ConfigIssue} from '../../../lib/config';

import type {Monaco} from './monacoSetup';

/** Most problems drawn in the source view at once. */
const MAX_MARKERS = 1000;

function severityOf(api: Monaco, severity: ConfigIssue['severity']) {
  return severity === 'error'
    ? api.MarkerSeverity.Error
    : severity === 'warning'
      ? api.MarkerSeverity.Warning
      : api.MarkerSeverity.Info;
}

/**
 * The squiggles for the problems that have a place in the file. A hostile file can have tens of
 * thousands of problems, and Monaco slows down with as many markers: errors first, then the rest up to
 * the cap (the Problems list holds them all).
 */
export function issueMarkers(api: Monaco, issues: readonly ConfigIssue[]) {
  const located = issues.filter((issue) => issue.location);
  const shown =
    located.length > MAX_MARKERS
      ? [
          ...located.filter((issue) => issue.severity === 'error'),
          ...located.filter((issue) => issue.severity !== 'error'),
        ].slice(0, MAX_MARKERS)
      : located;
  return shown.map((issue) => {
    const start = issue.location?.start ?? {line: 1, column: 1};
    const end = issue.location?.end ?? {line: 1, column: 1};
    return {
      severity: severityOf(api, issue.severity),
      message: markupToPlainText(issue.message),
      startLineNumber: start.line,
      startColumn: start.column,
      endLineNumber: end.line,
      // A zero-width range would draw no squiggle.
      endColumn: start.line === end.line ? Math.max(end.column, start.column + 1) : end.column,
    };
  });
}
