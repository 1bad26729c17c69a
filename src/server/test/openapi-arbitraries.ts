import fc from 'fast-check';
import { defaultSearch } from '../../shared/search.js';

/** The part of an OpenAPI 3.0 (JSON Schema) schema the generated API document uses. */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/**
 * Strings a careless or hostile client sends: NUL bytes, ids past PostgreSQL's integer, numbers
 * JavaScript cannot hold, dates and times that do not exist, injection and path tricks, lone
 * surrogates, very long text. Every string or id field is tried with each of them.
 */
export const HOSTILE_STRINGS: readonly string[] = [
  '\u0000',
  'a\u0000b',
  '99999999999',
  '2147483648',
  '-2147483649',
  '9'.repeat(400),
  '1e400',
  '-1',
  '1.5',
  'NaN',
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '+275760-09-14',
  '25:00',
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '\ud800',
  'x'.repeat(5000),
  '',
];

/** Numbers for JSON number fields: past int4, past safe integers, fractions, negatives. */
export const HOSTILE_NUMBERS: readonly number[] = [
  99_999_999_999,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER,
  1e308,
  -1,
  0,
  1.5,
];

const search = defaultSearch(new Date());

/** A value a new user would plausibly type into the field, so other fields stay valid. */
function plausibleString(name: string, schema: JsonSchema): string {
  if (schema.enum?.length) return String(schema.enum[0]);
  if (schema.format === 'uuid') return '6f1c2b9e-4f1a-4c3e-9b2d-7a6e5d4c3b2a';
  if (schema.pattern) return fc.sample(fc.stringMatching(new RegExp(schema.pattern)), 1)[0]!;
  const lower = name.toLowerCase();
  if (lower.includes('pickupdate')) return search.pickupDate;
  if (lower.includes('dropdate')) return search.dropDate;
  if (lower.endsWith('time')) return '10:00';
  if (lower === 'branch') return '1';
  if (lower.includes('email')) return 'fuzz.visitor@example.test';
  if (lower.includes('password')) return 'Fuzz@12345';
  if (lower.includes('phone')) return '+91 98765 12345';
  const text = 'Fuzz visitor text';
  const min = schema.minLength ?? 0;
  return text.padEnd(min, 'x').slice(0, schema.maxLength ?? text.length);
}

/** A valid-looking value for a schema (the base every explicit hostile example starts from). */
export function plausibleValue(name: string, schema: JsonSchema): unknown {
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return plausibleValue(name, variant);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return schema.enum?.[0] ?? Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return schema.enum?.[0] ?? true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, s]) => [k, plausibleValue(k, s)]),
      );
    default:
      return plausibleString(name, schema);
  }
}

/** The hostile strings that can get past a number's or a closed list's parsing. */
const HOSTILE_FOR_NUMBERS = HOSTILE_STRINGS.filter((s) =>
  /^[-+\d.eNa]*$/.test(s.replace('\u0000', '')),
);
const HOSTILE_FOR_CHOICES = ['\u0000', '', 'x'.repeat(5000), "' OR '1'='1"];

/** Hostile values for a field, by what it holds: ids and numbers, closed lists, free text. */
export function hostileValues(schema: JsonSchema, onTheWire: 'text' | 'json'): unknown[] {
  const numeric = schema.type === 'integer' || schema.type === 'number';
  if (onTheWire === 'json' && numeric) return [...HOSTILE_NUMBERS, '\u0000', '99999999999'];
  if (onTheWire === 'json' && schema.type === 'boolean') return ['\u0000', 'true', 1, null];
  if (numeric) return [...HOSTILE_FOR_NUMBERS];
  if (schema.enum || schema.type === 'boolean') return [...HOSTILE_FOR_CHOICES];
  return [...HOSTILE_STRINGS];
}

/** Random values from the schema, mixed with plausible and hostile ones. */
export function valueArbitrary(
  name: string,
  schema: JsonSchema,
  onTheWire: 'text' | 'json',
): fc.Arbitrary<unknown> {
  const random: fc.Arbitrary<unknown> =
    schema.type === 'integer'
      ? fc.integer({ min: -1, max: 2 ** 31 + 10 })
      : schema.type === 'number'
        ? fc.double()
        : schema.type === 'boolean'
          ? fc.boolean()
          : schema.type === 'object' && onTheWire === 'json'
            ? objectArbitrary(schema)
            : fc.string({ unit: 'binary', maxLength: 40 });
  return fc.oneof(
    { arbitrary: fc.constant(plausibleValue(name, schema)), weight: 3 },
    { arbitrary: fc.constantFrom(...hostileValues(schema, onTheWire)), weight: 2 },
    { arbitrary: random, weight: 2 },
  );
}

/** A JSON object whose required properties are always there and optional ones sometimes. */
export function objectArbitrary(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(schema.properties ?? {});
  const model = Object.fromEntries(entries.map(([k, s]) => [k, valueArbitrary(k, s, 'json')]));
  return fc.record(model, { requiredKeys: schema.required ?? [] });
}
