import {
  SEVERITY_ORDER,
  type DiagnosisContext,
  type DiagnosisRule,
  type Problem,
  type RuleHit,
  type Severity,
} from './diagnosis-types';
import {DIAGNOSIS_RULES} from './rules';

/**
 * Runs every rule over a dump and returns the problems found, most severe first (rule order
 * within a severity). A rule that throws on an unexpected dump is skipped rather than hiding
 * everything else.
 */
export function diagnose(context: DiagnosisContext, rules: DiagnosisRule[] = DIAGNOSIS_RULES): Problem[] {
  const found: {problem: Problem; order: number}[] = [];
  rules.forEach((rule, order) => {
    if (rule.needsBuildCheck && !context.builds) {
      return;
    }
    let result: RuleHit | RuleHit[] | undefined;
    try {
      result = rule.check(context);
    } catch {
      return;
    }
    const hits = result === undefined ? [] : Array.isArray(result) ? result : [result];
    hits.forEach((hit, index) => {
      found.push({
        order,
        problem: {
          id: hits.length > 1 ? `${rule.id}-${index + 1}` : rule.id,
          ruleId: rule.id,
          severity: hit.severity ?? rule.severity,
          title: hit.title ?? rule.title,
          detail: hit.detail,
          links: hit.links ?? rule.links,
        },
      });
    });
  });
  return found
    .sort((a, b) => SEVERITY_ORDER[a.problem.severity] - SEVERITY_ORDER[b.problem.severity] || a.order - b.order)
    .map(({problem}) => problem);
}

export function countBySeverity(problems: Problem[]): Record<Severity, number> {
  const counts: Record<Severity, number> = {error: 0, warning: 0, info: 0};
  for (const problem of problems) {
    counts[problem.severity] += 1;
  }
  return counts;
}
