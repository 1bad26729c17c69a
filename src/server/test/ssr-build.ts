import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ENTRY_SERVER = fileURLToPath(new URL('../../web/entry-server.tsx', import.meta.url));

/**
 * A temporary folder laid out as `vite build` leaves it: web/index.html and ssr/entry-server.js,
 * which points at the real renderer's source (Vitest compiles it). Returns the folder.
 */
export async function ssrBuildDir(prefix: string, indexHtml: string) {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  await fs.mkdir(path.join(root, 'web'), { recursive: true });
  await fs.mkdir(path.join(root, 'ssr'));
  await fs.writeFile(path.join(root, 'web', 'index.html'), indexHtml);
  await fs.writeFile(
    path.join(root, 'ssr', 'entry-server.js'),
    `export { renderPage } from ${JSON.stringify(ENTRY_SERVER)};\n`,
  );
  return root;
}
