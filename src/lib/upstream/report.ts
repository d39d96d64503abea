/** The drift report as text for a terminal or an issue (Markdown-friendly), grouped by the site file to edit. */
import type {DriftReport, Finding, Place} from './types';

const LABELS: Record<Finding['kind'], string> = {
  added: 'new upstream',
  removed: 'gone upstream',
  changed: 'differs',
  unreadable: 'not readable',
  'stale-stamp': 're-read',
};

function where(place: Place | undefined): string {
  if (!place) {
    return '(not found)';
  }
  return place.line ? `${place.file}:${place.line}` : place.file;
}

/** Findings per site file, files in name order, findings by line. */
export function groupBySiteFile(findings: readonly Finding[]): Map<string, Finding[]> {
  const groups = new Map<string, Finding[]>();
  for (const finding of findings) {
    groups.set(finding.site.file, [...(groups.get(finding.site.file) ?? []), finding]);
  }
  for (const list of groups.values()) {
    list.sort((a, b) => (a.site.line ?? 0) - (b.site.line ?? 0) || a.subject.localeCompare(b.subject));
  }
  return new Map([...groups].sort(([a], [b]) => a.localeCompare(b)));
}

function formatFinding(finding: Finding): string[] {
  const lines = [`- [${LABELS[finding.kind]}] ${finding.subject}`];
  if (finding.upstream) {
    const value = finding.sourceValue !== undefined ? `  ${finding.sourceValue}` : '';
    lines.push(`    ${finding.upstream.padEnd(9)} ${where(finding.source)}${value}`);
  }
  const siteValue = finding.siteValue !== undefined ? `  ${finding.siteValue}` : '';
  lines.push(`    ${'site'.padEnd(9)} ${where(finding.site)}${siteValue}`);
  if (finding.hint) {
    lines.push(`    ${finding.hint}`);
  }
  return lines;
}

export function formatReport(report: DriftReport): string {
  const out: string[] = ['Upstream drift report', ''];
  for (const tree of report.trees) {
    const commit = tree.commit ? ` at ${tree.commit.slice(0, 12)}${tree.date ? ` (${tree.date})` : ''}` : '';
    out.push(`${tree.upstream.padEnd(10)} ${tree.dir}${commit}`);
  }
  out.push('');
  const groups = groupBySiteFile(report.findings);
  if (groups.size === 0) {
    out.push('No differences: everything the site states from these trees matches them.');
  } else {
    const count = report.findings.length;
    out.push(
      `${count} difference${count === 1 ? '' : 's'} in ${groups.size} site file${groups.size === 1 ? '' : 's'}.`,
    );
    for (const [file, findings] of groups) {
      out.push('', `## ${file}`, '');
      for (const finding of findings) {
        out.push(...formatFinding(finding));
      }
    }
  }
  if (report.notes.length > 0) {
    out.push('', 'Notes:', ...report.notes.map((note) => `- ${note}`));
  }
  return `${out.join('\n')}\n`;
}
