import type { Plugin } from 'vite';

/**
 * The server renders public pages only (src/server/lib/server-render.ts). In the server
 * renderer's build, the dynamic imports that load anything else become rejected promises, so
 * that code stays out of dist/ssr/entry-server.js: the operator console's sections and words
 * (with recharts), and the signed-in customer's pages (account, favourites, sign-in, checkout,
 * payment, the stored search, the school's study and authoring pages, with the rich-text
 * editor and the UPI QR code). The server loads
 * 2 MB less code, ~16 MB less resident memory (decision 0043). e2e/hydration.spec.ts checks
 * that every page of the sitemap still comes rendered.
 */
const NOT_RENDERED = `Promise.reject(new Error('the server renders public pages only'))`;
const rewrites: { file: RegExp; imports: RegExp }[] = [
  // Every section of the console.
  {
    file: /\/src\/web\/features\/console\/console-routes\.tsx$/,
    imports: /import\((['"])[^'"]+\1\)/g,
  },
  // The console's words.
  {
    file: /\/src\/web\/lib\/load-catalogue\.ts$/,
    imports: /import\((['"])\.\.\/locales\/(en|hi)-console\1\)/g,
  },
  // The site's pages that depend on who is signed in or on a stored search.
  {
    file: /\/src\/web\/app\/routes\.tsx$/,
    imports:
      /import\((['"])\.\.\/features\/(account|auth|checkout|favourites|payment|search)\/[^'"]+\1\)/g,
  },
  // The driving school's pages but its catalogue (a category's courses, a course).
  {
    file: /\/src\/web\/app\/routes\.tsx$/,
    imports:
      /import\((['"])\.\.\/features\/learning\/pages\/(?!course-list-page\1|course-detail-page\1)[^'"]+\1\)/g,
  },
];

export function ssrPublicPagesOnly(): Plugin {
  return {
    name: 'ssr-public-pages-only',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    transform(code, id) {
      const apply = rewrites.filter(({ file }) => file.test(id));
      if (apply.length === 0) return undefined;
      const rewritten = apply.reduce(
        (text, { imports }) => text.replace(imports, NOT_RENDERED),
        code,
      );
      return { code: rewritten, map: null };
    },
  };
}
