import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { UploadStorage } from './upload-storage.js';

/**
 * Files under one directory: customers' uploads (DATA_DIR/uploads) readable by this user only,
 * or the site's public pictures (DATA_DIR/media, `mode` 0o644).
 */
export function diskStorage(root: string, { mode = 0o600 }: { mode?: number } = {}): UploadStorage {
  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`bad upload key ${key}`);
    return file;
  };
  return {
    async put(key, data) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data, { mode });
    },
    async get(key): Promise<Readable> {
      // Opened first, so a missing file rejects here rather than mid-reply.
      const handle = await fs.open(fileOf(key), 'r');
      return handle.createReadStream();
    },
    async exists(key) {
      return fs.access(fileOf(key)).then(
        () => true,
        () => false,
      );
    },
    async remove(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async *list(folder) {
      const entries = await fs
        .readdir(fileOf(folder), { recursive: true, withFileTypes: true })
        .catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return [];
          throw error;
        });
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        const stat = await fs.stat(file).catch(() => undefined); // removed meanwhile
        if (!stat) continue;
        yield { key: path.relative(root, file).split(path.sep).join('/'), modifiedAt: stat.mtime };
      }
    },
  };
}
