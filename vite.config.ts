import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const routerBuild = (file: string) =>
  fileURLToPath(new URL(`node_modules/react-router/dist/production/${file}`, import.meta.url));

/** The browser entry (main.tsx) as built: `assets/main-<hash>.js`. */
const ENTRY = 'assets/main-';

const apiPort = process.env.API_PORT ?? '3000';

export default defineConfig(({ mode }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
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
      // main.tsx imports the app once a server-rendered page is on screen; its chunks' own
      // imports are found by the browser as they load. Vite's preload helper would add a
      // <link> per chunk first, which on a phone is a long task right after first paint.
      resolveDependencies: (_file, deps, { hostId }) => (hostId.startsWith(ENTRY) ? [] : deps),
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
