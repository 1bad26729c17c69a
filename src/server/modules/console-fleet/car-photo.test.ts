import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ConsoleCar } from '../../../shared/console-fleet.js';
import { multipart } from '../../test/multipart.js';
import { bhilaiStaffApp, firstCarOf } from '../console-access/console-test-helpers.js';

const s = bhilaiStaffApp();

const upload = async (carId: number, file: Buffer, name: string, type: string) => {
  const { payload, headers } = multipart(file, name, type);
  return s.t.app.inject({
    method: 'PUT',
    url: `/api/console/cars/${carId}/photo`,
    headers: { ...headers, cookie: s.cookie },
    payload,
  });
};

describe('car photos', () => {
  it('checks the bytes and writes the sizes the site serves (8:5, 800 and 1600 wide)', async () => {
    const car = await firstCarOf(s.t.db, 'Bhilai');
    const photo = await sharp({
      create: { width: 2400, height: 1800, channels: 3, background: '#2a7f9e' },
    })
      .png()
      .toBuffer();
    const res = await upload(car.id, photo, 'car.png', 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const { imageUrl } = res.json<ConsoleCar>();
    expect(imageUrl).toMatch(/^\/media\/cars\/car-\d+-[0-9a-f]+-800\.jpg$/);
    for (const [width, height] of [
      [800, 500],
      [1600, 1000],
    ] as const) {
      const file = path.join(
        s.t.config.mediaDir,
        'cars',
        path.basename(imageUrl).replace('-800', `-${width}`),
      );
      const meta = await sharp(fs.readFileSync(file)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', width, height]);
    }
    // The customer site serves the new picture.
    const served = await s.t.app.inject({ url: imageUrl });
    expect(served.statusCode).toBe(200);
    const card = await s.t.app.inject({ url: `/api/cars/${car.id}` });
    expect(card.body).toContain(imageUrl);
  });

  it('refuses a file that is not an image whatever its name says, and keeps the old photo', async () => {
    const car = await firstCarOf(s.t.db, 'Bhilai');
    const before = (
      await s.t.app.inject({ url: `/api/console/cars/${car.id}`, headers: { cookie: s.cookie } })
    ).json<ConsoleCar>();
    const res = await upload(
      car.id,
      Buffer.from('<script>alert(1)</script>'),
      'car.jpg',
      'image/jpeg',
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Please upload a JPEG, PNG or WebP photo of the car.');
    const tiny = await sharp({
      create: { width: 100, height: 60, channels: 3, background: '#000' },
    })
      .jpeg()
      .toBuffer();
    const small = await upload(car.id, tiny, 'tiny.jpg', 'image/jpeg');
    expect(small.statusCode).toBe(400);
    expect(small.json().message).toMatch(/at least 400 pixels wide/);
    const after = (
      await s.t.app.inject({ url: `/api/console/cars/${car.id}`, headers: { cookie: s.cookie } })
    ).json<ConsoleCar>();
    expect(after.imageUrl).toBe(before.imageUrl);
  });

  it('refuses a photo over the limit with the limit in the message, and keeps the old photo', async () => {
    const car = await firstCarOf(s.t.db, 'Bhilai');
    const before = (
      await s.t.app.inject({ url: `/api/console/cars/${car.id}`, headers: { cookie: s.cookie } })
    ).json<ConsoleCar>();
    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(8 * 1024 * 1024)]);
    const res = await upload(car.id, huge, 'huge.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The photo is too large. The limit is 8 MB.');
    const after = (
      await s.t.app.inject({ url: `/api/console/cars/${car.id}`, headers: { cookie: s.cookie } })
    ).json<ConsoleCar>();
    expect(after.imageUrl).toBe(before.imageUrl);
  });
});
