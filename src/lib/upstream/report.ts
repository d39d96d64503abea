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

/** Stale stamps, one line each: a page to re-read, not a fact to change. */
function formatStamps(stale: readonly Finding[]): string[] {
  if (stale.length === 0) {
    return [];
  }
  const lines = [
    '',
    '## Pages to re-read',
    '',
    "They name an older commit than the one checked (`checked_against`, or a data file's stamp):",
    '',
  ];
  for (const finding of [...stale].sort((a, b) => a.site.file.localeCompare(b.site.file))) {
    lines.push(`- ${where(finding.site)}: ${finding.subject}`);
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
  const stale = report.findings.filter((finding) => finding.kind === 'stale-stamp');
  const facts = report.findings.filter((finding) => finding.kind !== 'stale-stamp');
  const groups = groupBySiteFile(facts);
  if (report.findings.length === 0) {
    out.push('No differences: everything the site states from these trees matches them.');
  } else {
    const count = facts.length;
    const summary = `${count} difference${count === 1 ? '' : 's'} in ${groups.size} site file${groups.size === 1 ? '' : 's'}`;
    out.push(
      `${summary}${stale.length > 0 ? `, and ${stale.length} stamp${stale.length === 1 ? '' : 's'} to re-read` : ''}.`,
    );
    for (const [file, findings] of groups) {
      out.push('', `## ${file}`, '');
      for (const finding of findings) {
        out.push(...formatFinding(finding));
      }
    }
    out.push(...formatStamps(stale));
  }
  if (report.notes.length > 0) {
    out.push('', 'Notes:', ...report.notes.map((note) => `- ${note}`));
  }
  return `${out.join('\n')}\n`;
}
