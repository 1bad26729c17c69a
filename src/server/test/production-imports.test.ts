import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Production code never reaches test code, by any number of hops (issue 31): ESLint's zone
 * sees one import at a time, so a module importing its own `*-test-helpers.ts`, which imports
 * `test/factories.ts`, passed it. This follows every relative import, static or dynamic, from
 * every production file of the server, the web and shared/.
 */
const src = path.resolve(import.meta.dirname, '../..');

/** Files only tests may use. */
export function isTestOnly(relative: string): boolean {
  return (
    /^(server|web)\/test\//.test(relative) ||
    /\.test\.tsx?$/.test(relative) ||
    /-test-helpers\.ts$/.test(relative) ||
    /\.test-(data|fixtures)\.ts$/.test(relative) ||
    /-test-server\.ts$/.test(relative)
  );
}

function everyFile(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return everyFile(full);
    return /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The file a relative specifier names, as TypeScript resolves it here (`.js` is `.ts`). */
function resolve(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  const stem = base.replace(/\.(m?js|jsx)$/, '');
  const candidates = [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    `${stem}.mts`,
    path.join(base, 'index.ts'),
  ];
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile()) ?? null;
}

function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g),
    ...text.matchAll(/import\(\s*'(\.{1,2}\/[^']+)'\s*\)/g),
  ].map((m) => m[1] ?? '');
  return [...new Set(specifiers)]
    .map((s) => resolve(file, s))
    .filter((f): f is string => f !== null && /\.(ts|tsx|mts)$/.test(f));
}

/** The test-only file `start` reaches, as the chain of files leading to it, or null. */
function chainToTest(start: string, imports: Map<string, string[]>): string[] | null {
  const seen = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const next of imports.get(file) ?? []) {
      if (seen.has(next)) continue;
      seen.set(next, file);
      if (isTestOnly(path.relative(src, next))) {
        const chain = [next];
        for (let at = seen.get(next); at; at = seen.get(at)) chain.unshift(at);
        return chain.map((f) => path.relative(src, f));
      }
      queue.push(next);
    }
  }
  return null;
}

describe('production code never reaches test code', () => {
  const files = ['server', 'web', 'shared'].flatMap((dir) => everyFile(path.join(src, dir)));
  const imports = new Map(files.map((f) => [f, importsOf(f)]));
  const production = files.filter((f) => !isTestOnly(path.relative(src, f)));

  it('tells test code from production code', () => {
    expect(isTestOnly('server/test/factories.ts')).toBe(true);
    expect(isTestOnly('server/modules/bookings/bookings-test-helpers.ts')).toBe(true);
    expect(isTestOnly('server/route-rules.test-data.ts')).toBe(true);
    expect(isTestOnly('web/test/test-utils.tsx')).toBe(true);
    expect(isTestOnly('server/lib/payment-gateways/test-gateway.ts')).toBe(false);
    expect(production.length).toBeGreaterThan(500);
  });

  it('follows imports all the way: a helper that reaches the factories is found', () => {
    const helper = path.join(src, 'server/modules/bookings/bookings-test-helpers.ts');
    const reached = new Map(imports);
    const probe = path.join(src, 'server/modules/bookings/probe.ts');
    reached.set(probe, [path.join(src, 'server/modules/bookings/bookings.service.ts'), helper]);
    expect(chainToTest(probe, reached)).toEqual([
      'server/modules/bookings/probe.ts',
      'server/modules/bookings/bookings-test-helpers.ts',
    ]);
  });

  it('on the server, the web and shared/', () => {
    const chains = production
      .map((f) => chainToTest(f, imports))
      .filter((chain): chain is string[] => chain !== null)
      .map((chain) => chain.join(' -> '));
    expect(chains).toEqual([]);
  });
});
