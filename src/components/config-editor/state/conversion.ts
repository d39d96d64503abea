import {
  convertLegacy,
  CURRENT_CONFIG_VERSION,
  platformInfo,
  upgradeCurrent,
  type Layout,
  type PlatformId,
} from '../../../lib/config';

import {errorText} from './reducer';
import {notice, type Action} from './types';

/**
 * What "Convert" (a legacy file) or "Update" (an older current-layout file) does to the text, as an
 * action for the reducer: the converted text with its report, or the reason it could not be done.
 */
export function conversion(text: string, layout: Layout, platform: PlatformId): Action {
  try {
    if (layout === 'legacy') {
      const result = convertLegacy(text, platform);
      return {
        type: 'convert',
        text: result.text,
        report: {
          title: `Converted to the current layout for ${platformInfo(platform).label}`,
          notes: result.notes,
          previous: text,
        },
        notice: notice('success', 'Converted to the current layout. Review the report below, then export.'),
      };
    }
    const result = upgradeCurrent(text);
    return {
      type: 'convert',
      text: result.text,
      report: {title: `Updated to config-version ${CURRENT_CONFIG_VERSION}`, notes: result.notes, previous: text},
      notice: notice(
        'success',
        `Updated to config-version ${CURRENT_CONFIG_VERSION}; comments and everything else are unchanged.`,
      ),
    };
  } catch (error) {
    return {type: 'notice', notice: notice('error', errorText(error))};
  }
}
