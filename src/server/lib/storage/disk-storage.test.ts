import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStorage } from './disk-storage.js';

describe('uploads in the data directory', () => {
  let root: string;
  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'selfdrive-disk-'));
  });
  afterAll(() => fs.rm(root, { recursive: true, force: true }));

  it('stores, reads and removes a file readable by the server user only', async () => {
    const storage = diskStorage(root);
    await storage.put('documents/7/a.pdf', Buffer.from('%PDF-1.4 test'), 'application/pdf');
    expect(await text(await storage.get('documents/7/a.pdf'))).toBe('%PDF-1.4 test');
    const { mode } = await fs.stat(path.join(root, 'documents/7/a.pdf'));
    expect(mode & 0o077).toBe(0);
    await storage.remove('documents/7/a.pdf');
    await expect(storage.get('documents/7/a.pdf')).rejects.toMatchObject({ code: 'ENOENT' });
    await storage.remove('documents/7/a.pdf'); // gone already: not an error
  });

  it('refuses a key that leaves its directory', async () => {
    const storage = diskStorage(path.join(root, 'uploads'));
    await expect(storage.put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      'bad upload key',
    );
    await expect(fs.access(path.join(root, 'escape.txt'))).rejects.toThrow();
  });
});
