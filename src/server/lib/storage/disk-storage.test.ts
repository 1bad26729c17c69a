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

  it('lists the keys under a folder with when they were written', async () => {
    const storage = diskStorage(path.join(root, 'listed'));
    await storage.put('photos/1/a.jpg', Buffer.from('a'), 'image/jpeg');
    await storage.put('photos/2/b.jpg', Buffer.from('b'), 'image/jpeg');
    await storage.put('documents/1/c.pdf', Buffer.from('c'), 'application/pdf');
    const listed = [];
    for await (const upload of storage.list('photos')) listed.push(upload);
    expect(listed.map((u) => u.key).sort()).toEqual(['photos/1/a.jpg', 'photos/2/b.jpg']);
    expect(Date.now() - listed[0]!.modifiedAt.getTime()).toBeLessThan(60_000);
    for await (const upload of storage.list('handovers')) throw new Error(`listed ${upload.key}`);
  });

  it('refuses a key that leaves its directory', async () => {
    const storage = diskStorage(path.join(root, 'uploads'));
    await expect(storage.put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      'bad upload key',
    );
    await expect(fs.access(path.join(root, 'escape.txt'))).rejects.toThrow();
  });
});
