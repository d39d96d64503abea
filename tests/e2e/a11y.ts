import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

export interface AxeFinding {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

function findings(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): AxeFinding[] {
  return violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/** Serious and critical axe violations on the page as it is now (WCAG 2.1 A and AA rules). */
export async function seriousAxeViolations(page: Page): Promise<AxeFinding[]> {
  const results = await builder(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return findings(
    results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
  );
}

/**
 * Where axe looks: the whole page, or the elements a selector names (axe then skips its page-level rules).
 * Only violations are collected in full: the tests read nothing else, and the details of every passing
 * node are a large part of a run on long pages. Legacy mode runs axe in the page itself; the default opens
 * a blank page to merge the results of cross-origin frames, which the site's pages do not have (its CSP
 * allows no framed content), and that step took about as long as the checks.
 */
function builder(page: Page, within?: string): AxeBuilder {
  const axe = new AxeBuilder({page}).options({resultTypes: ['violations']}).setLegacyMode(true);
  return within ? axe.include(within) : axe;
}

/** Every axe violation, whatever its impact, of the WCAG 2.2 A/AA rules and axe's best practices. */
export async function allAxeViolations(page: Page, within?: string): Promise<AxeFinding[]> {
  const results = await builder(page, within)
    .withTags([...WCAG_TAGS, 'best-practice'])
    .analyze();
  return findings(results.violations);
}

/**
 * The violations of the rules a colour mode changes (contrast, links told apart by colour only). Cheaper
 * than a full run, for checking the second colour mode of a page already checked in full.
 */
export async function colorAxeViolations(page: Page, within?: string): Promise<AxeFinding[]> {
  const results = await builder(page, within).withRules(['color-contrast', 'link-in-text-block']).analyze();
  return findings(results.violations);
}
