import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * Which page module (a key of Vite's manifest) renders a path, and which API reads it starts
 * with. Used when a page arrives as the loading shell: pages not rendered on the server, and
 * rendered ones whose render fell back (a failed read, no renderer built). Only idempotent
 * reads that do not count anything are listed: never /api/blogs/{id}, where each read counts
 * a view (a rendered post was read once by the server render, and its browser reuses that).
 */
const PAGES: { match: RegExp; module: string; api?: string[] }[] = [
  { match: /^\/$/, module: 'features/home/pages/home-page.tsx', api: ['/api/cars/trending'] },
  { match: /^\/cars$/i, module: 'features/cars/pages/cars-page.tsx' },
  { match: /^\/car-details(\/|$)/i, module: 'features/car-detail/pages/car-detail-page.tsx' },
  {
    match: /^\/blogs$/i,
    module: 'features/blog/pages/blog-list-page.tsx',
    api: ['/api/blogs?limit=9', '/api/blogs?limit=6&sort=trending', '/api/blog-categories'],
  },
  { match: /^\/blogs\/\d+$/i, module: 'features/blog/pages/blog-list-page.tsx' },
  { match: /^\/blog\/\d+(\/|$)/i, module: 'features/blog/pages/blog-detail-page.tsx' },
  {
    match: /^\/gallery$/i,
    module: 'features/gallery/pages/gallery-page.tsx',
    api: ['/api/gallery'],
  },
  { match: /^\/faq$/i, module: 'features/faq/pages/faq-page.tsx', api: ['/api/faqs'] },
  { match: /^\/information\//i, module: 'features/info/pages/info-page.tsx' },
  { match: /^\/about-us$/i, module: 'features/about/pages/about-page.tsx' },
  { match: /^\/contact-us$/i, module: 'features/contact/pages/contact-page.tsx' },
];

/** React, the router and the layout: main.tsx imports them once the page is on screen. */
const APP_MODULE = 'app/start.tsx';

/** Every page shows the footer's contact details and the header's branch list. */
const COMMON_API = ['/api/site', '/api/catalogue'];

export function loadManifest(webDir: string): Manifest | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(webDir, '.vite', 'manifest.json'), 'utf8'));
  } catch {
    return undefined;
  }
}

/** The page chunk and the chunks it imports (not the entry, which the HTML already loads). */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || chunk.isEntry || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => chunkFiles(manifest, k, seen))];
}

/**
 * `<link>` tags that let the browser fetch a page's own code and first data while the main
 * script is still loading, instead of one after the other.
 */
export function preloadTags(manifest: Manifest | undefined, pathname: string): string {
  const page = PAGES.find((p) => p.match.test(pathname));
  const tags: string[] = [];
  if (manifest) {
    const seen = new Set<string>();
    const files = [
      ...chunkFiles(manifest, APP_MODULE, seen),
      ...(page ? chunkFiles(manifest, page.module, seen) : []),
    ];
    for (const file of new Set(files)) {
      tags.push(`<link rel="modulepreload" href="/${file}" />`);
    }
    for (const css of page ? (manifest[page.module]?.css ?? []) : []) {
      tags.push(`<link rel="stylesheet" href="/${css}" />`);
    }
  }
  for (const url of [...COMMON_API, ...(page?.api ?? [])]) {
    tags.push(`<link rel="preload" href="${url}" as="fetch" crossorigin="anonymous" />`);
  }
  return tags.join('\n    ');
}
