import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { MAX_ID } from '../../shared/ids.js';
import { HttpError, notFound } from './http-errors.js';

/** PostgreSQL `integer` (every id and amount column here is one). */
export const DB_INTEGER_MIN = -2_147_483_648;
export const DB_INTEGER_MAX = MAX_ID;

export const notAllowedCharacterMessage = (field: string) =>
  `${field} contains a character that is not allowed.`;
export const outOfRangeMessage = (field: string) => `${field} is out of range.`;
export const notARealDateMessage = (field: string) => `${field} is not a real date.`;

/** Looks like an ISO date or date-time, so it will be read as one: it must exist. */
const DATE_SHAPED =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function isRealDate(text: string): boolean {
  const m = DATE_SHAPED.exec(text);
  if (!m) return true;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = m
    .slice(1)
    .map((v) => Number(v ?? 0));
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  const dateExists =
    year >= 1 &&
    d.getUTCFullYear() === year &&
    d.getUTCMonth() === month - 1 &&
    d.getUTCDate() === day;
  return dateExists && hour < 24 && minute < 60 && second < 60;
}

/**
 * Fields read as dates by their name (pickupDate, dropAt, from, month...). Only these must hold a
 * real date when date-shaped: free text such as a title or a message may read "2026-02-30".
 * A date field named otherwise is still caught by the OpenAPI fuzz test, which sends impossible
 * dates to every string field and fails on any 500.
 */
const DATE_FIELD_NAME = /(?:date|Date|At|Day|Month)$|^(?:from|to|until|since|day|month|date)$/;

const isDateField = (path: string[]) => {
  const name = path.findLast((key) => !/^\d+$/.test(key));
  return name !== undefined && DATE_FIELD_NAME.test(name);
};

type Problem = { field: string; kind: 'character' | 'range' | 'date' };

/** The first value PostgreSQL could not take, anywhere in a validated request part. */
function findProblem(value: unknown, path: string[]): Problem | undefined {
  const field = path.join('.') || 'value';
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return { field, kind: 'character' };
    if (isDateField(path) && !isRealDate(value)) return { field, kind: 'date' };
    return undefined;
  }
  if (typeof value === 'number') {
    const tooBig = Number.isInteger(value) && (value < DB_INTEGER_MIN || value > DB_INTEGER_MAX);
    return !Number.isFinite(value) || tooBig ? { field, kind: 'range' } : undefined;
  }
  if (typeof value === 'bigint') return { field, kind: 'range' };
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? { field, kind: 'date' } : undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const problem = findProblem(item, [...path, key]);
      if (problem) return problem;
    }
  }
  return undefined;
}

function errorFor(problem: Problem, httpPart: string | undefined): HttpError {
  // An id in the address that no row can have names something that does not exist.
  if (problem.kind === 'range' && httpPart === 'params') return notFound();
  const message = {
    character: notAllowedCharacterMessage,
    range: outOfRangeMessage,
    date: notARealDateMessage,
  }[problem.kind](problem.field);
  return new HttpError(400, message, problem.field);
}

/**
 * The validator of every route (params, query, body, headers): the route's zod schema first, then
 * one check of what it let through, so no input reaches the database that it cannot take: text
 * with a NUL byte, an integer outside PostgreSQL's `integer`, a number that is not finite, a
 * date (or date-time) that does not exist in a date field. A route added tomorrow gets the same check.
 */
export const guardedValidatorCompiler: FastifySchemaCompiler<
  Parameters<typeof validatorCompiler>[0]['schema']
> = (route) => {
  const validate = validatorCompiler(route);
  return (data) => {
    const result = validate(data) as { error?: Error; value?: unknown };
    if (result.error) return result;
    const problem = findProblem(result.value, []);
    return problem ? { error: errorFor(problem, route.httpPart) } : result;
  };
};
