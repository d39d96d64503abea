/**
 * What SnakeYAML, the YAML reader inside Geyser, makes of one scalar: its YAML 1.1 resolver for
 * untagged plain text (`yes` is a boolean, `012` octal 10, `1:30` sexagesimal 90, `09` text) and
 * the safe constructors for explicit tags (`!!float 19132` is 19132.0, `!!binary` a byte array,
 * `!!bool maybe` null). The `yaml` package parses the structure; every value is read here, so a
 * `%YAML 1.2` line cannot switch the rules, as it cannot in SnakeYAML.
 * The patterns are SnakeYAML's own (`Resolver`, `SafeConstructor`); the differential test
 * (`tests/unit/config/snakeyaml-differential.test.ts`) checks them against SnakeYAML itself.
 */

import {literal} from './markup';

export const YAML_TAG_PREFIX = 'tag:yaml.org,2002:';

export type SnakeScalar =
  | {type: 'null'}
  | {type: 'bool'; value: boolean}
  | {type: 'int'; value: bigint}
  | {type: 'float'; value: number}
  | {type: 'str'; value: string}
  | {type: 'timestamp'; value: Date}
  | {type: 'binary'; value: Uint8Array};

/** A scalar SnakeYAML refuses to construct; Geyser then refuses the whole file. */
export interface SnakeRefusal {
  refused: string;
}

const BOOL = /^(?:yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$/;
const INT =
  /^(?:[-+]?0b_*[0-1][0-1_]*|[-+]?0_*[0-7][0-7_]*|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x_*[0-9a-fA-F][0-9a-fA-F_]*|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$/;
const FLOAT =
  /^(?:[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+]?[0-9]+)?|[-+]?(?:[0-9][0-9_]*)(?:[eE][-+]?[0-9]+)|[-+]?\.[0-9_]+(?:[eE][-+]?[0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;
const NULL = /^(?:~|null|Null|NULL| )$/;
const TIMESTAMP =
  /^(?:[0-9]{4}-[0-9][0-9]-[0-9][0-9]|[0-9]{4}-[0-9][0-9]?-[0-9][0-9]?(?:[Tt]|[ \t]+)[0-9][0-9]?:[0-9][0-9]:[0-9][0-9](?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9][0-9]?(?::[0-9][0-9])?))?)$/;

/** SnakeYAML's implicit resolvers, in its order, with the first characters each is tried for. */
const IMPLICIT: readonly {tag: string; first: string | null; pattern: RegExp}[] = [
  {tag: 'bool', first: 'yYnNtTfFoO', pattern: BOOL},
  {tag: 'int', first: '-+0123456789', pattern: INT},
  {tag: 'float', first: '-+0123456789.', pattern: FLOAT},
  {tag: 'merge', first: '<', pattern: /^<<$/},
  {tag: 'null', first: '~nN\0', pattern: NULL},
  {tag: 'null', first: null, pattern: /^$/},
  {tag: 'timestamp', first: '0123456789', pattern: TIMESTAMP},
  {tag: 'yaml', first: '!&*', pattern: /^(?:!|&|\*)$/},
];

/** The tag SnakeYAML gives untagged plain text (or text tagged with the non-specific `!`), without its prefix. */
export function implicitTag(text: string): string {
  const first = text === '' ? '\0' : text[0];
  for (const resolver of IMPLICIT) {
    if (resolver.first !== null && resolver.first.includes(first) && resolver.pattern.test(text)) {
      return resolver.tag;
    }
  }
  return text === '' ? 'null' : 'str';
}

/** Java's `Integer.valueOf`/`Long.valueOf`/`new BigInteger` on ASCII digits: an optional sign, then digits. */
function javaInteger(text: string, radix: number): bigint | null {
  const digits = radix === 2 ? '[01]' : radix === 8 ? '[0-7]' : radix === 16 ? '[0-9a-fA-F]' : '[0-9]';
  const match = new RegExp(`^([+-]?)(${digits}+)$`).exec(text);
  if (!match) {
    return null;
  }
  const prefix = radix === 2 ? '0b' : radix === 8 ? '0o' : radix === 16 ? '0x' : '';
  const magnitude = BigInt(prefix + match[2]);
  return match[1] === '-' ? -magnitude : magnitude;
}

function constructInt(text: string): SnakeScalar | SnakeRefusal {
  let value = text.replace(/_/g, '');
  if (value === '') {
    return {refused: 'an empty value cannot be a whole number'};
  }
  const negative = value[0] === '-';
  if (value[0] === '-' || value[0] === '+') {
    value = value.slice(1);
  }
  let radix = 10;
  if (value === '0') {
    return {type: 'int', value: 0n};
  } else if (value.startsWith('0b')) {
    [radix, value] = [2, value.slice(2)];
  } else if (value.startsWith('0x')) {
    [radix, value] = [16, value.slice(2)];
  } else if (value.startsWith('0')) {
    [radix, value] = [8, value.slice(1)];
  } else if (value.includes(':')) {
    let total = 0n;
    for (const part of value.split(':')) {
      const digit = javaInteger(part, 10);
      if (digit === null) {
        return {refused: `${literal(text)} is not a whole number`};
      }
      total = total * 60n + digit;
    }
    return {type: 'int', value: negative ? -total : total};
  }
  const parsed = javaInteger(negative ? `-${value}` : value, radix);
  return parsed === null ? {refused: `${literal(text)} is not a whole number`} : {type: 'int', value: parsed};
}

/** Java's `Double.valueOf`: surrounding control characters and spaces are ignored, `f`/`d` suffixes allowed. */
export function javaDoubleValue(text: string): number | null {
  // Java trims every character up to U+0020, which is the point of this class.
  // eslint-disable-next-line no-control-regex
  const trimmed = text.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  const special = /^([+-]?)(NaN|Infinity)$/.exec(trimmed);
  if (special) {
    return special[2] === 'NaN' ? NaN : special[1] === '-' ? -Infinity : Infinity;
  }
  if (/^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?[fFdD]?$/.test(trimmed)) {
    return Number(trimmed.replace(/[fFdD]$/, ''));
  }
  const hex = /^([+-]?)0[xX]([0-9a-fA-F]*)(?:\.([0-9a-fA-F]*))?[pP]([+-]?\d+)[fFdD]?$/.exec(trimmed);
  if (hex && (hex[2] + (hex[3] ?? '')).length > 0) {
    const fraction = hex[3] ?? '';
    const mantissa = parseInt(`${hex[2]}${fraction}` || '0', 16);
    const value = mantissa * 2 ** (Number(hex[4]) - 4 * fraction.length);
    return hex[1] === '-' ? -value : value;
  }
  return null;
}

function constructFloat(text: string): SnakeScalar | SnakeRefusal {
  let value = text.replace(/_/g, '');
  if (value === '') {
    return {refused: 'an empty value cannot be a number'};
  }
  const sign = value[0] === '-' ? -1 : 1;
  if (value[0] === '-' || value[0] === '+') {
    value = value.slice(1);
  }
  const lower = value.toLowerCase();
  if (lower === '.inf') {
    return {type: 'float', value: sign * Infinity};
  }
  if (lower === '.nan') {
    return {type: 'float', value: NaN};
  }
  let result: number | null = 0;
  if (value.includes(':')) {
    let scale = 1;
    for (const part of value.split(':').reverse()) {
      const digit = javaDoubleValue(part);
      result = digit === null || result === null ? null : result + digit * scale;
      scale *= 60;
    }
  } else {
    result = javaDoubleValue(value);
  }
  return result === null ? {refused: `${literal(text)} is not a number`} : {type: 'float', value: sign * result};
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** SnakeYAML's `Base64Coder.decode` after removing white space: strict length, padding only at the end. */
function constructBinary(text: string): SnakeScalar | SnakeRefusal {
  // Java's `\s`: space, tab, line feed, vertical tab, form feed, carriage return.
  const data = text.replace(/[ \t\n\v\f\r]/g, '');
  if (data.length % 4 !== 0) {
    return {refused: 'the data is not Base64: its length is not a multiple of 4'};
  }
  const padding = /=*$/.exec(data)?.[0].length ?? 0;
  const body = data.slice(0, data.length - padding);
  if (padding > 2 || [...body].some((char) => !BASE64.includes(char))) {
    return {refused: 'the data is not Base64'};
  }
  const bytes = new Uint8Array(Math.floor((body.length * 6) / 8));
  let bits = 0;
  let buffer = 0;
  let index = 0;
  for (const char of body) {
    buffer = (buffer << 6) | BASE64.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[index++] = (buffer >> bits) & 0xff;
    }
  }
  return {type: 'binary', value: bytes};
}

const YMD = /^([0-9]{4})-([0-9][0-9]?)-([0-9][0-9]?)$/;
const TIMESTAMP_PARTS =
  /^([0-9]{4})-([0-9][0-9]?)-([0-9][0-9]?)(?:(?:[Tt]|[ \t]+)([0-9][0-9]?):([0-9][0-9]):([0-9][0-9])(?:\.([0-9]*))?(?:[ \t]*(?:Z|([-+][0-9][0-9]?)(?::([0-9][0-9])?)?))?)?$/;

/** SnakeYAML's timestamp constructor: a lenient calendar (month 13 rolls into the next year), UTC unless an offset is given. */
function constructTimestamp(text: string): SnakeScalar | SnakeRefusal {
  const ymd = YMD.exec(text);
  if (ymd) {
    return {type: 'timestamp', value: new Date(Date.UTC(Number(ymd[1]), Number(ymd[2]) - 1, Number(ymd[3])))};
  }
  const parts = TIMESTAMP_PARTS.exec(text);
  if (!parts) {
    return {refused: `${literal(text)} is not a date`};
  }
  const seconds = Number(parts[7] === undefined ? parts[6] : `${parts[6]}.${parts[7]}`);
  const whole = Math.floor(seconds);
  const millis = Math.round((seconds - whole) * 1000);
  // Java's time zone "GMT+hh:mm"; an offset past 23:59 silently becomes GMT.
  let offsetHours = parts[8] === undefined ? 0 : Number(parts[8]);
  let offsetMinutes = parts[9] === undefined ? 0 : Number(parts[9]) * (parts[8]?.startsWith('-') ? -1 : 1);
  if (Math.abs(offsetHours) > 23 || Math.abs(offsetMinutes) > 59) {
    [offsetHours, offsetMinutes] = [0, 0];
  }
  const utc = Date.UTC(
    Number(parts[1]),
    Number(parts[2]) - 1,
    Number(parts[3]),
    Number(parts[4] ?? 0),
    Number(parts[5] ?? 0),
    whole,
    millis,
  );
  return {type: 'timestamp', value: new Date(utc - (offsetHours * 60 + offsetMinutes) * 60_000)};
}

/** Tags of the collections SnakeYAML's safe constructor knows, without their prefix. */
export const COLLECTION_TAGS: ReadonlySet<string> = new Set(['map', 'seq', 'set', 'omap', 'pairs']);
const SCALAR_TAGS: ReadonlySet<string> = new Set(['str', 'int', 'float', 'bool', 'null', 'binary', 'timestamp']);

/** True for a tag SnakeYAML's safe constructor has any meaning for (full tag name). */
export function isKnownTag(tag: string): boolean {
  if (tag === '!') {
    return true;
  }
  const name = tag.startsWith(YAML_TAG_PREFIX) ? tag.slice(YAML_TAG_PREFIX.length) : null;
  return name !== null && (SCALAR_TAGS.has(name) || COLLECTION_TAGS.has(name));
}

function constructTagged(name: string, text: string): SnakeScalar | SnakeRefusal {
  switch (name) {
    case 'str':
      return {type: 'str', value: text};
    case 'null':
      return {type: 'null'};
    case 'bool': {
      const lower = text.toLowerCase();
      const value = ['yes', 'true', 'on'].includes(lower)
        ? true
        : ['no', 'false', 'off'].includes(lower)
          ? false
          : null;
      return value === null ? {type: 'null'} : {type: 'bool', value};
    }
    case 'int':
      return constructInt(text);
    case 'float':
      return constructFloat(text);
    case 'binary':
      return constructBinary(text);
    case 'timestamp':
      return constructTimestamp(text);
    case 'merge':
      return {refused: 'an unquoted `<<` is the merge key, which cannot stand as a value'};
    case 'yaml':
      return {refused: `${literal(text)} cannot stand alone as a value`};
    default:
      return COLLECTION_TAGS.has(name)
        ? {refused: `the tag \`!!${name}\` belongs on a section or a list, not on a single value`}
        : {refused: `the tag ${literal(`!!${name}`)} has no meaning for SnakeYAML`};
  }
}

/**
 * The value SnakeYAML constructs for a scalar. `text` is the scalar's content after quotes, escapes
 * and folding; `plain` says it was written without quotes; `tag` is its resolved explicit tag, `!`,
 * or null. Unknown tags are refused by the caller, which can name them as written.
 */
export function snakeScalar(text: string, plain: boolean, tag: string | null): SnakeScalar | SnakeRefusal {
  if (tag === null || tag === '!') {
    // SnakeYAML resolves text under the non-specific `!` tag like untagged plain text, quoted or not.
    return plain || tag === '!' ? constructTagged(implicitTag(text), text) : {type: 'str', value: text};
  }
  if (!tag.startsWith(YAML_TAG_PREFIX)) {
    return {refused: `the tag ${literal(tag)} has no meaning for SnakeYAML`};
  }
  return constructTagged(tag.slice(YAML_TAG_PREFIX.length), text);
}

export function isRefusal(value: SnakeScalar | SnakeRefusal): value is SnakeRefusal {
  return 'refused' in value;
}

/** `Double.toString` (shortest digits, as in Java 19 and later): `19132.0`, `1.0E10`, `1.0E-4`. */
export function javaDoubleText(value: number): string {
  if (Number.isNaN(value)) {
    return 'NaN';
  }
  if (!Number.isFinite(value)) {
    return value > 0 ? 'Infinity' : '-Infinity';
  }
  if (value === 0) {
    return Object.is(value, -0) ? '-0.0' : '0.0';
  }
  const magnitude = Math.abs(value);
  if (magnitude >= 1e-3 && magnitude < 1e7) {
    const text = String(value);
    return text.includes('.') ? text : `${text}.0`;
  }
  const [mantissa, exponent] = value.toExponential().split('e');
  return `${mantissa.includes('.') ? mantissa : `${mantissa}.0`}E${Number(exponent)}`;
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `Date.toString` as a JVM in UTC writes it; a server in another time zone writes its own time. */
export function javaDateText(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  return `${DAYS[date.getUTCDay()]} ${MONTHS[date.getUTCMonth()]} ${pad(date.getUTCDate())} ${time} UTC ${date.getUTCFullYear()}`;
}

/**
 * The text Geyser gets when it reads this value as text: Configurate calls the Java object's
 * `toString()`. Null for null, which Configurate treats as a missing value.
 */
export function javaText(scalar: SnakeScalar): string | null {
  switch (scalar.type) {
    case 'null':
      return null;
    case 'str':
      return scalar.value;
    case 'bool':
    case 'int':
      return String(scalar.value);
    case 'float':
      return javaDoubleText(scalar.value);
    case 'timestamp':
      return javaDateText(scalar.value);
    case 'binary':
      // A Java byte array's toString(): its type and an identity hash that changes on every start.
      return '[B@…';
  }
}
