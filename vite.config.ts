import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const routerBuild = (file: string) =>
  fileURLToPath(new URL(`node_modules/react-router/dist/production/${file}`, import.meta.url));

/** The browser entry (main.tsx) as built: `assets/main-<hash>.js`. */
const ENTRY = 'assets/main-';

/**
 * The chunks main.tsx's two imports bring (the router, React and the layout, and everything
 * they import): loaded before any page's own import runs, so never worth preloading again.
 */
const appShell = new Set<string>();
const collectAppShell: Plugin = {
  name: 'collect-app-shell',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.name === 'client',
  // Runs before Vite resolves the preload lists (resolveDependencies below).
  generateBundle(_options, bundle) {
    appShell.clear();
    const entry = Object.values(bundle).find(
      (c) => c.type === 'chunk' && c.isEntry && c.fileName.startsWith(ENTRY),
    );
    if (entry?.type !== 'chunk') return;
    const pending = [...entry.dynamicImports];
    for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
      const chunk = bundle[file];
      if (appShell.has(file) || chunk?.type !== 'chunk') continue;
      appShell.add(file);
      pending.push(...chunk.imports);
    }
  },
};

const apiPort = process.env.API_PORT ?? '3000';

export default defineConfig(({ mode }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), collectAppShell],
  resolve: {
    // react-router's export map only points bundlers at its development build; the production
    // build drops dev-only checks and warnings (about 30 kB less on every page).
    alias:
      mode === 'production'
        ? [
            { find: /^react-router$/, replacement: routerBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
          ]
        : [],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // The server reads it to preload a page's own chunks with its HTML (page-preload.ts).
    manifest: true,
    rollupOptions: { output: { entryFileNames: `${ENTRY}[hash].js` } },
    modulePreload: {
      // Vite's preload helper adds a <link> per chunk before an import, which on a phone is a
      // long task right after first paint. main.tsx imports the app once a server-rendered
      // page is on screen, and the browser finds its chunks' imports as they load; a page's
      // import preloads only what the app shell has not loaded already.
      resolveDependencies: (_file, deps, { hostId }) =>
        hostId.startsWith(ENTRY) ? [] : deps.filter((dep) => !appShell.has(dep)),
    },
  },
  // `vite build` builds both environments: the browser app, and the server renderer the
  // server imports to send public pages as HTML (src/server/lib/server-render.ts).
  builder: {},
  environments: {
    ssr: {
      // Self-contained: the front-end libraries are devDependencies, absent from a production
      // install, so the renderer bundles them.
      resolve: { noExternal: true },
      // React's production build on the server too, whatever NODE_ENV the process runs with.
      define: mode === 'production' ? { 'process.env.NODE_ENV': '"production"' } : {},
      build: {
        outDir: '../../dist/ssr',
        emptyOutDir: true,
        manifest: false,
        copyPublicDir: false,
        rollupOptions: {
          input: { 'entry-server': 'entry-server.tsx' },
          output: { entryFileNames: '[name].js' },
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/media': `http://127.0.0.1:${apiPort}`,
    },
  },
}));
