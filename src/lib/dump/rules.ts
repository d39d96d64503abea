/**
 * The dump viewer's diagnosis rules, as data: each rule has an id, a default severity, a title,
 * the wiki pages that fix it, and a check that reads the normalised dump. Rules never see the raw
 * JSON, so they work the same for current and legacy dumps.
 *
 * To add a rule: append an object to the list of its theme (`rules-software.ts`, `rules-login.ts`,
 * `rules-network.ts`, `rules-server.ts`), link only to pages in the site plan
 * (`links.ts`), and add two tests in `tests/unit/dump/rules.test.ts`: a dump that triggers it and
 * one that does not.
 */

import type {DiagnosisRule} from './diagnosis-types';
import {LOGIN_RULES} from './rules-login';
import {NETWORK_RULES} from './rules-network';
import {SERVER_RULES} from './rules-server';
import {SOFTWARE_RULES} from './rules-software';

/** Every rule; within one severity, problems are listed in this order. */
export const DIAGNOSIS_RULES: DiagnosisRule[] = [...SOFTWARE_RULES, ...LOGIN_RULES, ...NETWORK_RULES, ...SERVER_RULES];
