import {countBySeverity, formatValue, literal, type ConfigAnalysis} from '../../../lib/config';

import {notice, type Notice, type UnwrittenEntries} from './types';

const plural = (count: number, one: string, many: string): string => (count === 1 ? one : many);

/** One refused entry and what the exported file has instead. */
function unwrittenPart(analysis: ConfigAnalysis, path: string, entry: string): string {
  // The browser reports an empty field and text that is no number at all (`1e`) alike, as "".
  const what = entry.trim() === '' ? 'holds no number' : `holds ${literal(entry)}, which is not a whole number`;
  const option = analysis.options.get(path);
  const kept = option?.present
    ? `the file keeps ${literal(formatValue(option.effective))}`
    : `the file leaves it out, so Geyser uses ${literal(formatValue(option?.effective))}`;
  return `${literal(path)} ${what}: ${kept}`;
}

/** What the exported file does not contain that the form shows; null when it contains everything. */
function unwrittenSentence(analysis: ConfigAnalysis, unwritten: UnwrittenEntries): string | null {
  const entries = Object.entries(unwritten);
  if (entries.length === 0) {
    return null;
  }
  const parts = entries.map(([path, entry]) => unwrittenPart(analysis, path, entry));
  const fields = plural(entries.length, '1 field', `${entries.length} fields`);
  return `Exported config.yml, but without what ${fields} ${plural(entries.length, 'shows', 'show')}: ${parts.join('; ')}. Enter ${plural(entries.length, 'a whole number', 'whole numbers')} and export again.`;
}

/** What Export tells the reader about the file just saved: entries it lacks first, then its problems. */
export function exportNotice(analysis: ConfigAnalysis, unwritten: UnwrittenEntries): Notice {
  const {error: errors, warning: warnings} = countBySeverity(analysis.issues);
  const missing = unwrittenSentence(analysis, unwritten);
  const errorText = `${errors} error${plural(errors, '', 's')}: Geyser will refuse to load it until ${plural(errors, 'it is', 'they are')} fixed.`;
  const warningText = `${warnings} warning${plural(warnings, '', 's')}; Geyser will start, but check them.`;
  if (missing) {
    const also = errors > 0 ? ` It also has ${errorText}` : warnings > 0 ? ` It also has ${warningText}` : '';
    return notice('warning', `${missing}${also}`);
  }
  if (errors > 0) {
    return notice('warning', `Exported config.yml with ${errorText}`);
  }
  return notice(
    'success',
    warnings > 0
      ? `Exported config.yml. It has ${warningText}`
      : "Exported config.yml. Put it in Geyser's folder and restart the server (or run /geyser reload).",
  );
}
