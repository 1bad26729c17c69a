import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createLoginCustomer, loginCookie } from '../auth/auth-test-helpers.js';

/** A JPEG carrying EXIF metadata (camera make and a comment). */
const jpegWithExif = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Make: 'SpyCam', ImageDescription: 'secret-location' } } })
    .toBuffer();

describe('identity documents and profile photo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
  });
  afterAll(() => t.close());

  async function customer() {
    const user = await createLoginCustomer(t.db);
    return { user, cookie: await loginCookie(t.app, user.email, user.password) };
  }
  const upload = (
    cookie: string,
    kind: string,
    file: Buffer,
    name = 'a.jpg',
    type = 'image/jpeg',
  ) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/account/documents/${kind}`,
      ...multipart(file, name, type),
      headers: { ...multipart(file, name, type).headers, cookie },
    });

  it('stores an image outside the web root, re-encoded without its metadata', async () => {
    const { cookie } = await customer();
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeTruthy();
    const res = await upload(cookie, 'licence_img', original);
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc).toMatchObject({ kind: 'licence_img', mimeType: 'image/jpeg' });

    const file = await t.app.inject({ url: doc.url, headers: { cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from('secret-location'))).toBe(false);
    expect(meta.width).toBe(64);

    const stored = fs.readdirSync(path.join(t.config.dataDir, 'uploads', 'documents'), {
      recursive: true,
    });
    expect(stored.some((f) => String(f).endsWith('.jpg'))).toBe(true);

    const list = await t.app.inject({ url: '/api/account/documents', headers: { cookie } });
    expect(list.json().documents).toHaveLength(1);
  });

  it('answers 404 to another customer and 401 to a visitor', async () => {
    const owner = await customer();
    const doc = (await upload(owner.cookie, 'id_proof_img', await jpegWithExif())).json();
    const other = await customer();
    const theirs = await t.app.inject({ url: doc.url, headers: { cookie: other.cookie } });
    expect(theirs.statusCode).toBe(404);
    expect((await t.app.inject({ url: doc.url })).statusCode).toBe(401);
    const otherList = await t.app.inject({
      url: '/api/account/documents',
      headers: { cookie: other.cookie },
    });
    expect(otherList.json().documents).toEqual([]);
  });

  it('refuses a file that is not an image by its bytes, whatever its name says', async () => {
    const { cookie } = await customer();
    const res = await upload(
      cookie,
      'licence_img',
      Buffer.from('<script>alert(1)</script>'),
      'x.jpg',
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Please upload a JPEG, PNG or WebP image.');
    const corrupt = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 1)]);
    const bad = await upload(cookie, 'licence_img', corrupt);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('This image could not be read. Please upload another picture.');
  });

  it('takes a PDF for ID proofs only', async () => {
    const { cookie } = await customer();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const idProof = await upload(cookie, 'id_proof_back_img', pdf, 'id.pdf', 'application/pdf');
    expect(idProof.statusCode).toBe(200);
    expect(idProof.json().mimeType).toBe('application/pdf');
    const licence = await upload(cookie, 'licence_img', pdf, 'l.pdf', 'application/pdf');
    expect(licence.statusCode).toBe(415);
  });

  it('refuses files over 5 MB with a readable 413', async () => {
    const { cookie } = await customer();
    const big = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff]),
      Buffer.alloc(5 * 1024 * 1024 + 10),
    ]);
    const res = await upload(cookie, 'user_photo', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The file is too large. The limit is 5 MB.');
  });

  it('replaces a document of the same kind', async () => {
    const { cookie } = await customer();
    const first = (await upload(cookie, 'user_photo', await jpegWithExif())).json();
    const png = await sharp({
      create: { width: 10, height: 10, channels: 4, background: '#00000000' },
    })
      .png()
      .toBuffer();
    const second = await upload(cookie, 'user_photo', png, 'p.png', 'image/png');
    expect(second.statusCode).toBe(200);
    const list = await t.app.inject({ url: '/api/account/documents', headers: { cookie } });
    expect(list.json().documents).toHaveLength(1);
    expect(list.json().documents[0].id).toBe(first.id);
  });

  it('sets the profile photo, shown only to its owner', async () => {
    const { cookie } = await customer();
    const file = await jpegWithExif();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/account/photo',
      ...multipart(file, 'me.jpg', 'image/jpeg'),
      headers: { ...multipart(file, 'me.jpg', 'image/jpeg').headers, cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().photoUrl).toMatch(/^\/api\/account\/photo\?v=/);
    const photo = await t.app.inject({ url: res.json().photoUrl, headers: { cookie } });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    const other = await customer();
    const theirs = await t.app.inject({
      url: '/api/account/photo',
      headers: { cookie: other.cookie },
    });
    expect(theirs.statusCode).toBe(404);
  });
});
