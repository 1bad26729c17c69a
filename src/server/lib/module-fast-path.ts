import { registerHooks } from 'node:module';

/**
 * Node 24 works out each module's format from its package.json, and re-reads that file's
 * `exports` every time: drizzle-orm's is 179 KB, parsed again for each of its 112 files and for
 * every one of ours that imports it, half the CPU of the server's start (decision 0043). These
 * resolutions can only come out one way, so they are answered without asking:
 *
 * - a relative `.js` import from one built file of ours (dist/) to another, or inside
 *   drizzle-orm: an ES module (the package is `"type": "module"`, so is ours);
 * - a package imported from a built file of ours: resolved once, the same for all of them
 *   (they share one package scope and one node_modules).
 *
 * Anything else (packages' own imports of packages, the tests' .ts sources under tsx) goes to
 * Node as before.
 */
export function registerModuleFastPath(): void {
  // This file is dist/server/lib/module-fast-path.js once built; from src/ (tsx) it does nothing.
  if (!import.meta.url.endsWith('.js')) return;
  const dist = new URL('../../', import.meta.url).href;
  const packages = new Map<string, { url: string; format?: string | null | undefined }>();
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const parent = context.parentURL ?? '';
      const ours = parent.startsWith(dist);
      if (specifier.startsWith('./') || specifier.startsWith('../')) {
        if (!specifier.endsWith('.js') || !parent.endsWith('.js')) {
          return nextResolve(specifier, context);
        }
        const url = new URL(specifier, parent).href;
        const inDrizzle = parent.includes('/node_modules/drizzle-orm/');
        if (inDrizzle || (ours && url.startsWith(dist))) {
          return { url, format: 'module', shortCircuit: true };
        }
        return nextResolve(specifier, context);
      }
      if (!ours || specifier.includes(':') || specifier.startsWith('/')) {
        return nextResolve(specifier, context);
      }
      const key = `${specifier}\0${context.conditions?.join(',') ?? ''}\0${context.importAttributes?.type ?? ''}`;
      const known = packages.get(key);
      if (known) return { ...known, shortCircuit: true };
      const resolved = nextResolve(specifier, context);
      packages.set(key, { url: resolved.url, format: resolved.format });
      return resolved;
    },
  });
}
