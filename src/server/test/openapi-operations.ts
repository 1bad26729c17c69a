import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import {
  hostileValues,
  objectArbitrary,
  plausibleValue,
  valueArbitrary,
  type JsonSchema,
} from './openapi-arbitraries.js';

type Place = 'path' | 'query' | 'header';

interface Parameter {
  in: Place | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
}

/** What one generated request holds; turned into an inject call by `toRequest`. */
export interface RequestInput {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  header: Record<string, unknown>;
  body?: unknown;
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: (op.parameters ?? []).filter((p) => p.in !== 'cookie'),
      body: op.requestBody?.content['application/json']?.schema,
    })),
  );
}

const inPlace = (op: Operation, place: Place) => op.parameters.filter((p) => p.in === place);

/** A header value a real HTTP client can send (printable ASCII). */
const sendableInHeader = (value: unknown) => /^[\x20-\x7e]*$/.test(String(value));

export function plausibleInput(op: Operation): RequestInput {
  const part = (place: Place) =>
    Object.fromEntries(inPlace(op, place).map((p) => [p.name, plausibleValue(p.name, p.schema)]));
  return {
    path: part('path'),
    query: part('query'),
    header: part('header'),
    ...(op.body ? { body: plausibleValue('body', op.body) } : {}),
  };
}

/**
 * One request per field and hostile value, every other field plausible; and one per hostile value
 * in every path parameter at once.
 */
export function hostileExamples(op: Operation): RequestInput[] {
  const base = plausibleInput(op);
  const examples: RequestInput[] = [];
  for (const p of op.parameters) {
    const place = p.in as Place;
    for (const value of hostileValues(p.schema, 'text')) {
      if (place === 'header' && !sendableInHeader(value)) continue;
      examples.push({ ...base, [place]: { ...base[place], [p.name]: value } });
    }
  }
  const pathParams = inPlace(op, 'path');
  if (pathParams.length > 1) {
    for (const value of hostileValues({ type: 'string' }, 'text')) {
      examples.push({ ...base, path: Object.fromEntries(pathParams.map((p) => [p.name, value])) });
    }
  }
  const bodyObject = base.body as Record<string, unknown> | undefined;
  for (const [name, schema] of Object.entries(op.body?.properties ?? {})) {
    for (const value of hostileValues(schema, 'json')) {
      examples.push({ ...base, body: { ...bodyObject, [name]: value } });
    }
  }
  if (op.body) for (const body of [null, [], 'x', {}]) examples.push({ ...base, body });
  return examples;
}

/** Random requests: every field plausible, hostile or random, optional ones sometimes absent. */
export function inputArbitrary(op: Operation): fc.Arbitrary<RequestInput> {
  const part = (place: Place) => {
    const params = inPlace(op, place);
    const model = Object.fromEntries(
      params.map((p) => [p.name, valueArbitrary(p.name, p.schema, 'text')]),
    );
    const required = params.filter((p) => p.required || place === 'path').map((p) => p.name);
    const record = fc.record(model, { requiredKeys: required });
    return place === 'header'
      ? record.filter((h) => Object.values(h).every(sendableInHeader))
      : record;
  };
  return fc.record({
    path: part('path'),
    query: part('query'),
    header: part('header'),
    ...(op.body ? { body: op.body.properties ? objectArbitrary(op.body) : fc.anything() } : {}),
  });
}

/** Percent-encodes like a browser; a lone surrogate goes as its (invalid) UTF-8 bytes. */
function encode(value: unknown): string {
  const text = String(value);
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '')) + '%ED%A0%80';
  }
}

export function toRequest(op: Operation, input: RequestInput, cookie: string): InjectOptions {
  const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encode(input.path[name]));
  const query = Object.entries(input.query)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encode(k)}=${encode(v)}`)
    .join('&');
  const headers: Record<string, string> = { cookie };
  for (const [k, v] of Object.entries(input.header)) if (v !== undefined) headers[k] = String(v);
  const withBody = 'body' in input && input.body !== undefined;
  if (withBody) headers['content-type'] = 'application/json';
  return {
    method: op.method as InjectOptions['method'],
    url: query ? `${url}?${query}` : url,
    headers,
    ...(withBody ? { payload: JSON.stringify(input.body) } : {}),
  };
}

/** A readable line for a failing request: `GET /api/x?y=%00 -> 500 {...}`. */
export function describe(request: InjectOptions, status: number, body: string): string {
  const payload = request.payload ? ` ${String(request.payload).slice(0, 120)}` : '';
  return `${request.method} ${String(request.url).slice(0, 160)}${payload} -> ${status} ${body.slice(0, 160)}`;
}
