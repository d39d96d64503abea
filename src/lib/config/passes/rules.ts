/**
 * The rules pass, for current-layout files once every value is read: numbers outside the range the
 * schema gives, and rules about what values mean together (security, ports, deprecated settings).
 *
 * To add a rule: append an object to `OPTION_RULES`. `check` gets the values as Geyser reads them
 * and returns one message per problem (none when the file is fine); the issue points at `path`, or
 * at `at` when another key is the one to change. Add a unit test with a file that triggers it and
 * one that does not (`tests/unit/config/validate.test.ts`).
 */
import type {ConfigIssue, OptionState, RuleId, Severity} from '../analysis-types';
import {findOption, OPTIONS} from '../schema';
import type {OptionValue, PlatformId} from '../types';

/** The values of the file, as the rules read them. */
export class OptionValues {
  constructor(
    private readonly states: ReadonlyMap<string, OptionState>,
    readonly platform: PlatformId,
  ) {}

  /** The value in the file when it is a number Geyser reads, else null. */
  number(path: string): number | null {
    const value = this.states.get(path)?.fileValue;
    return typeof value === 'number' ? value : null;
  }

  /** The value Geyser uses (the file's, else the default). */
  effective(path: string): OptionValue | null {
    return this.states.get(path)?.effective ?? null;
  }

  /** The value as read from the file; null when missing or unreadable. */
  file(path: string): OptionValue | null {
    return this.states.get(path)?.fileValue ?? null;
  }

  present(path: string): boolean {
    return this.states.get(path)?.present === true;
  }
}

export interface OptionRule {
  rule: RuleId;
  severity: Severity;
  /** The option the issue is about. */
  path: string;
  /** The option whose line the issue points at, when it is not `path`. */
  at?: string;
  check: (values: OptionValues) => readonly string[];
}

const meaning = (path: string, value: number) =>
  findOption(path)?.specialValues?.find((special) => special.value === value)?.meaning;

export const OPTION_RULES: readonly OptionRule[] = [
  {
    rule: 'soft-range',
    severity: 'info',
    path: 'advanced.bedrock.compression-level',
    // Geyser's own comment calls -1 "disable"; the meanings come from the schema's special values.
    check: (values) => {
      const [minusOne, zero] = [-1, 0].map((value) => meaning('advanced.bedrock.compression-level', value));
      return values.number('advanced.bedrock.compression-level') === -1 && minusOne && zero
        ? [`-1 does not switch compression off: it means ${minusOne}. Use 0 for ${zero}.`]
        : [];
    },
  },
  {
    rule: 'soft-range',
    severity: 'info',
    path: 'motd.ping-passthrough-interval',
    check: (values) => (values.number('motd.ping-passthrough-interval') === 0 ? ['Geyser treats 0 as 1 second.'] : []),
  },
  {
    rule: 'port-mixup',
    severity: 'warning',
    path: 'java.port',
    check: (values) =>
      values.platform === 'standalone' && values.number('java.port') === 19132
        ? ["19132 is the usual Bedrock port. This key needs the Java server's TCP port (25565 unless you changed it)."]
        : [],
  },
  {
    rule: 'security',
    severity: 'warning',
    path: 'advanced.bedrock.validate-bedrock-login',
    check: (values) =>
      values.effective('advanced.bedrock.validate-bedrock-login') === false &&
      values.present('advanced.bedrock.validate-bedrock-login')
        ? [
            'With login checks off, anyone who can reach Geyser can join under any name, and Floodgate features stop working. Only safe behind ProxyPass or WaterdogPE with a firewall that blocks direct connections.',
          ]
        : [],
  },
  {
    rule: 'security',
    severity: 'info',
    path: 'advanced.bedrock.haproxy-protocol-whitelisted-ips',
    at: 'advanced.bedrock.use-haproxy-protocol',
    check: (values) => {
      const whitelist = values.effective('advanced.bedrock.haproxy-protocol-whitelisted-ips');
      return values.effective('advanced.bedrock.use-haproxy-protocol') === true &&
        Array.isArray(whitelist) &&
        whitelist.length === 0
        ? [
            'PROXY headers are accepted from any address. List your proxy here, or make sure a firewall only lets the proxy reach Geyser.',
          ]
        : [];
    },
  },
  {
    rule: 'interplay',
    severity: 'warning',
    path: 'advanced.java.use-direct-connection',
    check: (values) =>
      values.platform !== 'standalone' && values.effective('advanced.java.use-direct-connection') === false
        ? [
            'Turning direct connection off is deprecated and Geyser warns about it at start-up. It also makes `disable-compression` ineffective.',
          ]
        : [],
  },
  {
    rule: 'interplay',
    severity: 'info',
    path: 'gameplay.force-resource-packs',
    check: (values) =>
      values.effective('gameplay.enable-integrated-pack') === true &&
      values.effective('gameplay.force-resource-packs') === false &&
      values.present('gameplay.force-resource-packs')
        ? ['While `enable-integrated-pack` is on, Geyser requires resource packs anyway.']
        : [],
  },
  {
    rule: 'format',
    severity: 'warning',
    path: 'default-locale',
    check: (values) => {
      const locale = values.file('default-locale');
      return typeof locale === 'string' && locale !== 'system' && !/^[a-z]{2,3}_[a-z]{2,4}$/i.test(locale)
        ? [`"${locale}" is not a Minecraft locale code such as \`en_us\`; Geyser falls back to the system language.`]
        : [];
    },
  },
  {
    rule: 'format',
    severity: 'warning',
    path: 'advanced.java.bungee-listener',
    check: (values) => {
      const listener = values.file('advanced.java.bungee-listener');
      return values.platform === 'bungeecord' &&
        typeof listener === 'string' &&
        listener !== '' &&
        !/^[^\s:]+:\d{1,5}$/.test(listener) &&
        !/^\[[0-9a-f:]+\]:\d{1,5}$/i.test(listener)
        ? [`"${listener}" should be a listener address with its port, such as \`0.0.0.0:25577\`.`]
        : [];
    },
  },
  {
    rule: 'format',
    severity: 'warning',
    path: 'advanced.resource-pack-urls',
    check: (values) => {
      const urls = values.file('advanced.resource-pack-urls');
      return Array.isArray(urls)
        ? urls
            .filter((url) => !/^https?:\/\/\S+$/i.test(url))
            .map((url) => `"${url}" is not a web address (http:// or https://).`)
        : [];
    },
  },
  {
    rule: 'format',
    severity: 'warning',
    path: 'java.address',
    check: (values) =>
      values.platform === 'standalone' && values.file('java.address') === 'auto'
        ? ["`auto` only had a meaning in the legacy layout. Enter the Java server's address, such as `127.0.0.1`."]
        : [],
  },
];

/** Numbers outside the schema's ranges: Geyser refuses an enforced range, and a soft range is a warning. */
function rangeIssues(states: ReadonlyMap<string, OptionState>, values: OptionValues): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  for (const option of OPTIONS) {
    const value = values.number(option.path);
    const location = states.get(option.path)?.location ?? null;
    if (value === null) {
      continue;
    }
    if (option.range && (value < option.range.min || value > option.range.max)) {
      issues.push({
        rule: 'range',
        severity: 'error',
        path: option.path,
        message: `${value} is outside ${option.range.min}–${option.range.max}. Geyser refuses to load this file.`,
        location,
      });
    } else if (option.softRange) {
      const {min, max, message} = option.softRange;
      if ((min !== undefined && value < min) || (max !== undefined && value > max)) {
        issues.push({
          rule: 'soft-range',
          severity: 'warning',
          path: option.path,
          message: `${value}: ${message}`,
          location,
        });
      }
    }
  }
  return issues;
}

export function checkRules(
  states: ReadonlyMap<string, OptionState>,
  platform: PlatformId,
  rules: readonly OptionRule[] = OPTION_RULES,
): ConfigIssue[] {
  const values = new OptionValues(states, platform);
  const issues = rangeIssues(states, values);
  for (const rule of rules) {
    for (const message of rule.check(values)) {
      issues.push({
        rule: rule.rule,
        severity: rule.severity,
        path: rule.path,
        message,
        location: states.get(rule.at ?? rule.path)?.location ?? null,
      });
    }
  }
  return issues;
}
