import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect } from '../console-guard';

/** A PNG of random pixels: it does not compress, so its upload takes a visible moment. */
export const noisyPng = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();

/**
 * Chooses `file` in the file input labelled `label` over a link slowed to 1 MB/s, checks the
 * named progress bar shows, waits for `done`, then gives the page its full speed back.
 */
export async function uploadSlowly(
  page: Page,
  label: string,
  file: { name: string; buffer: Buffer },
  done: Locator,
) {
  const cdp = await page.context().newCDPSession(page);
  const throttle = (uploadThroughput: number) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: uploadThroughput > 0 ? 20 : 0,
      downloadThroughput: -1,
      uploadThroughput,
    });
  await throttle(1024 * 1024);
  await page.getByLabel(label).setInputFiles({ ...file, mimeType: 'image/png' });
  // By its stem: the page may send a large picture smaller, as a JPEG.
  const progress = new RegExp(`^Upload progress of ${file.name.replace(/\.\w+$/, '')}`);
  await expect(page.getByRole('progressbar', { name: progress })).toBeVisible();
  await expect(done).toBeVisible({ timeout: 30_000 });
  await throttle(-1);
  await cdp.detach();
}
