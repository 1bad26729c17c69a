import sharp from 'sharp';
import { expect } from 'vitest';
import { createUploadStorage } from '../../lib/storage/create-storage.js';
import { storeUpload } from '../../lib/upload-image.js';
import { multipart } from '../../test/multipart.js';
import type { TestApp } from '../../test/test-app.js';
import { createLoginCustomer, loginCookie } from '../auth/auth-test-helpers.js';

/**
 * A signed-in customer with an identity document and a profile photo uploaded, and a `stray`
 * photo key in the upload storage that no record names: what a process that died between
 * storing a photo and saving it to the account leaves behind.
 */
export async function customerWithStrayPhoto(t: TestApp) {
  const customer = await createLoginCustomer(t.db);
  const cookie = await loginCookie(t.app, customer.email, customer.password);
  const picture = await sharp({
    create: { width: 40, height: 30, channels: 3, background: '#a00' },
  })
    .jpeg()
    .toBuffer();
  const { payload, headers } = multipart(picture, 'a.jpg', 'image/jpeg');
  for (const url of ['/api/account/documents/licence_img', '/api/account/photo']) {
    const res = await t.app.inject({
      method: 'PUT',
      url,
      headers: { ...headers, cookie },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const uploads = createUploadStorage(t.config.uploads);
  const file = { data: picture, mimeType: 'image/jpeg', ext: 'jpg' };
  const stray = await storeUpload(uploads, `photos/${customer.id}`, file);
  return { customer, cookie, uploads, stray };
}
