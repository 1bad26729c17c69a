import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { test, expect } from './console-guard';
import { seriousViolations } from './support/axe';
import { logInAsDemo } from './support/demo-customer';

// page.route sees the uploads only when no service worker stands in between.
test.use({ serviceWorkers: 'block' });

const DOCUMENTS = '/api/account/documents/';

test('documents: refused before sending, refused by the server, shrunk, progress, retry after a drop', async ({
  page,
  tr,
  trPattern,
  msg,
}, testInfo) => {
  test.slow(); // a 10 MB picture is made and re-drawn
  // Big files go from disk, as a phone's picker gives them: Playwright would pass a big buffer
  // to the page through a blob: fetch, which the site's CSP (rightly) refuses.
  const onDisk = (name: string, data: Buffer) => {
    const file = testInfo.outputPath(name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, data);
    return file;
  };
  /** A document's tile and its file input, named Upload or Replace by whether one is there. */
  const tile = (kind: string) => {
    const label = tr(`account.documents.kinds.${kind}`);
    const upload = trPattern('account.documents.upload', { label }, { exact: true });
    const replace = trPattern('account.documents.replace', { label }, { exact: true });
    return {
      label,
      item: page.getByRole('listitem').filter({ hasText: label }),
      input: page.getByLabel(new RegExp(`${upload.source}|${replace.source}`)),
    };
  };
  await logInAsDemo(page);
  await page.goto('/user/page/MyDocument');
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && new URL(r.url()).pathname.startsWith(DOCUMENTS)) sent.push(r.url());
  });

  // A wrong type and an oversize PDF never leave the phone.
  const licence = tile('licence_img');
  const notAPicture = msg('Please upload a JPEG, PNG or WebP image.');
  await licence.input.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  await expect(licence.item.getByRole('alert')).toHaveText(notAPicture);
  const back = tile('id_proof_back_img');
  await back.input.setInputFiles(
    onDisk('scan.pdf', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(6 << 20)])),
  );
  await expect(back.item.getByRole('alert')).toHaveText(
    msg('The file is too large. The limit is 5 MB.'),
  );
  expect(sent).toEqual([]);

  // Named like a photo but not one: the server reads the bytes and says why.
  await licence.input.setInputFiles({
    name: 'licence.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('<html>not a picture</html>'),
  });
  await expect(licence.item.getByRole('alert')).toHaveText(notAPicture);
  expect(sent).toHaveLength(1);

  // A 3000 px phone photo over the limit: made smaller in the browser, then accepted. The first
  // attempt loses its connection; Retry sends it again, slowly enough to watch the progress.
  const photo = await sharp(randomBytes(3000 * 1200 * 3), {
    raw: { width: 3000, height: 1200, channels: 3 },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  expect(photo.length).toBeGreaterThan(5 * 1024 * 1024);
  let attempts = 0;
  await page.route(`**${DOCUMENTS}id_proof_img`, async (route) => {
    attempts += 1;
    if (attempts === 1) return route.abort('internetdisconnected');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    return route.continue();
  });
  const front = tile('id_proof_img');
  await front.input.setInputFiles(onDisk('aadhaar.png', photo));
  const shrunk = trPattern(
    'common.upload.shrunk',
    { from: /10\.\d MB/, to: /\d+(\.\d)? (MB|kB)/ },
    { exact: true },
  );
  await expect(front.item.getByText(shrunk)).toBeVisible({ timeout: 20_000 });
  await expect(front.item.getByRole('alert')).toHaveText(
    msg(
      'The upload stopped because the connection dropped. Please check your connection and press Retry.',
    ),
  );
  expect(await seriousViolations(page)).toEqual([]);
  await front.item.getByRole('button', { name: tr('common.upload.retry') }).click();
  await expect(
    front.item.getByRole('progressbar', {
      name: tr('common.upload.progressLabel', { name: 'aadhaar.jpg' }),
    }),
  ).toBeVisible();
  await expect(front.item.getByText(tr('common.upload.accepted'))).toBeVisible({
    timeout: 20_000,
  });
  await expect(front.item.getByText('aadhaar.jpg')).toBeVisible();
  await expect(front.item.getByRole('img', { name: front.label })).toBeVisible();
  expect(attempts).toBe(2);
});
