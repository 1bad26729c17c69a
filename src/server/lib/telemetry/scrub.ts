/**
 * What never leaves the server in a log line, a trace or an error report (decision 0034):
 * passwords, one-time codes, reset and invitation tokens (in bodies, query strings and URL
 * paths), session cookies, authorization headers, payment signatures and secrets, identity
 * documents and the files customers upload. One set of rules for the JSON logs and Sentry.
 */

export const REDACTED = '[redacted]';

/** Object keys whose values are secret wherever they appear. */
const SECRET_KEY =
  /pass(word|phrase|code)?|secret|token|otp|cookie|authori[sz]ation|session|signature|csrf|api[-_]?key|private[-_]?key|credential|card|cvv|^utr$|aadhaar|licen[cs]e[-_]?(no|number)|document|^file(name)?$|^(data|body|payload|params|buffer|bytes)$/i;

/** Query parameters kept as they are: the rest of a query string is redacted by value. */
const PLAIN_QUERY =
  /^(lang|page|limit|offset|sort|order|q|city|cityid|branch|branchid|from|to|start|end|status|type|category|tag)$/i;

/** A path segment that is a random token (reset, invitation, verify links): 32+ URL-safe characters, not an id. */
const TOKEN_SEGMENT = /^[A-Za-z0-9_-]{32,}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isSecretKey = (key: string) => SECRET_KEY.test(key);

/**
 * A request address without its secrets: token-like path segments and the values of query
 * parameters other than plain listing ones (`/reset-password/[redacted]?token=[redacted]`).
 */
export function redactUrl(url: string): string {
  const [pathPart = '', query] = url.split(/\?(.*)/s, 2);
  const safePath = pathPart
    .split('/')
    .map((segment) => (TOKEN_SEGMENT.test(segment) && !UUID.test(segment) ? REDACTED : segment))
    .join('/');
  if (query === undefined) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const [key = '', value] = pair.split(/=(.*)/s, 2);
      if (value === undefined || value === '') return pair;
      return PLAIN_QUERY.test(decodeURIComponentSafe(key)) ? pair : `${key}=${REDACTED}`;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

function decodeURIComponentSafe(text: string) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Secrets that can hide inside free text: error messages, stack traces, log messages. */
type Replacement = string | ((match: string) => string);
const TEXT_RULES: [RegExp, Replacement][] = [
  // Drizzle's "Failed query: … params: a,b,c" carries the statement's values.
  [/(\bparams:)[^\n]*/gi, `$1 ${REDACTED}`],
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/g, `$1 ${REDACTED}`],
  [/\b([\w-]*(session|token|password|otp|secret|signature)[\w-]*)=[^;&\s"']+/gi, `$1=${REDACTED}`],
  // A URL inside the text (a link in a mail that failed to send).
  [/https?:\/\/[^\s"'<>]+/g, (url: string) => redactUrl(url)],
  // A token on its own (43 base64url characters from lib/tokens.ts, or longer).
  [/(?<![\w-])[A-Za-z0-9_-]{40,}(?![\w-])/g, REDACTED],
];

export function scrubText(text: string): string {
  let result = text;
  for (const [pattern, replacement] of TEXT_RULES)
    result =
      typeof replacement === 'string'
        ? result.replace(pattern, replacement)
        : result.replace(pattern, replacement);
  return result;
}

/**
 * A deep copy with every secret removed: values under secret keys replaced, strings cleaned by
 * `scrubText`, binary data dropped. Cycles and depth beyond 8 end as `[redacted]`.
 */
export function scrubValue(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 8 || seen.has(value)) return REDACTED;
  if (value instanceof Uint8Array || value instanceof ArrayBuffer) return REDACTED;
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1, seen));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] =
      isSecretKey(key) && item !== null && item !== undefined && item !== ''
        ? REDACTED
        : scrubValue(item, depth + 1, seen);
  }
  return copy;
}

/** Request headers worth keeping in a report; cookies and credentials never are. */
const KEPT_HEADERS = new Set([
  'user-agent',
  'content-type',
  'content-length',
  'accept',
  'accept-language',
  'x-forwarded-proto',
  'host',
]);

export function safeHeaders(headers: Record<string, unknown>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    if (KEPT_HEADERS.has(name.toLowerCase()) && value !== undefined)
      kept[name] = scrubText(String(value));
  return kept;
}
