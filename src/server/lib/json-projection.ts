import type { z } from 'zod';

type Project = (value: unknown) => unknown;

/**
 * A function that keeps, in the schema's key order, only what a zod schema of plain objects,
 * arrays, optionals, nullables and primitives lets through; `JSON.stringify` of its result is
 * the text zod's `encode` + `JSON.stringify` gives for a value the schema accepts (keys it does
 * not name are dropped, an undefined optional is left out). It does not validate: it is for a
 * large reply built from typed database rows, where zod's encode cost several times the
 * `JSON.stringify` itself (docs/decisions, search under load). Compiled once, at start; a
 * schema kind it does not know throws then, not on a request.
 */
export function compileProjection(schema: z.ZodType): Project {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })
    ._zod.def;
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const fields = Object.entries(shape).map(([key, field]) => [key, compileProjection(field)]);
      return (value) => {
        const source = value as Record<string, unknown>;
        const out: Record<string, unknown> = {};
        for (const [key, project] of fields as [string, Project][]) {
          const item = source[key];
          if (item !== undefined) out[key] = project(item);
        }
        return out;
      };
    }
    case 'array': {
      const project = compileProjection(def.element as z.ZodType);
      return (value) => (value as unknown[]).map(project);
    }
    case 'optional':
    case 'nullable': {
      const project = compileProjection(def.innerType as z.ZodType);
      return (value) => (value === null || value === undefined ? value : project(value));
    }
    case 'string':
    case 'number':
    case 'boolean':
    case 'enum':
      return (value) => value;
    default:
      throw new Error(`compileProjection: zod type "${def.type}" is not supported`);
  }
}
