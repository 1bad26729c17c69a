import { execFileSync } from 'node:child_process';
import type { APIRequestContext, Page } from '@playwright/test';
import { formatRupees } from '../src/shared/money';
import { test, expect } from './console-guard';
import { istDate } from './support/demo-customer';
import { documentPdf } from './support/gst-documents';
import { useSessionOf } from './support/signed-in';

/**
 * Issue 32's desk, as counter staff who read the console in Hindi (and issue 30's Hindi
 * journey of the console): a walk-in whose name is in Devanagari is booked at the counter with
 * their documents checked there, the booking is moved to a dearer car and the difference paid
 * through the payment link, the car goes out with its checklist as seen (the jack missing),
 * comes back early with a scratch charged and shows free in search at once; the handover sheet
 * and the tax invoice, read back with pdftotext, carry her name, and the invoice applies the
 * deposit as the final bill does, to the same balance.
 */
test.use({ language: 'hi' });

const NAME = 'सुनीता वर्मा';
/** A day no other journey of the run books: the cars are free for it. */
const DAY = istDate(9);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

interface CounterCar {
  id: number;
  title: string;
  carNumber: string;
  isActive: boolean;
  ratePackages: { type: string; ratePerHourPaise: number }[];
}

/** Two of the branch's cars in use, the second dearer by the hour than the first. */
async function cheapAndDear(page: Page) {
  const { cars } = (await (
    await page.request.get('/api/console/counter/cars?branchId=1')
  ).json()) as {
    cars: CounterCar[];
  };
  const rate = (c: CounterCar) => c.ratePackages[0]?.ratePerHourPaise ?? 0;
  const inUse = cars.filter((c) => c.isActive && c.ratePackages.length > 0);
  const cheap = inUse.reduce((a, b) => (rate(b) < rate(a) ? b : a));
  const dear = inUse.find(
    (c) => rate(c) > rate(cheap) && c.ratePackages[0]!.type === cheap.ratePackages[0]!.type,
  )!;
  return { cheap, dear, label: (c: CounterCar) => `${c.title} (${c.carNumber})` };
}

/** The ids of the cars the customer search lists in Bhilai for the booked day, 10:00 to 18:00. */
async function searchedCarIds(request: APIRequestContext) {
  const q = new URLSearchParams({
    branch: '1',
    pickupDate: DAY,
    pickupTime: '10:00',
    dropDate: DAY,
    dropTime: '18:00',
  });
  // What the search page lists: it is rendered, on the server or in the browser, from this read.
  const { cars } = (await (await request.get(`/api/cars?${q}`)).json()) as {
    cars: { id: number }[];
  };
  return cars.map((c) => c.id);
}

test('a walk-in with a Devanagari name, at a Hindi counter: booked, changed, paid by link, out and back early', async ({
  page,
  browser,
  baseURL,
  tr,
  trPattern,
  msg,
}) => {
  test.setTimeout(240_000);
  const n = String(Date.now()).slice(-8);
  const mobile = `97${n}`;
  await useSessionOf(page.context(), 'staff');
  const { cheap, dear, label } = await cheapAndDear(page);

  // The walk-in is not on file: the clerk opens their account at the counter.
  await page.goto('/staff/bookings/new');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await page.getByLabel(tr('console.bookings.customerStep.contact')).fill(mobile);
  await page.getByRole('button', { name: tr('console.bookings.customerStep.find') }).click();
  await page.getByLabel(tr('console.bookings.customerStep.name'), { exact: true }).fill(NAME);
  await page
    .getByLabel(tr('console.bookings.customerStep.email'), { exact: true })
    .fill(`sunita.${n}@example.test`);
  await page.getByRole('button', { name: tr('console.bookings.customerStep.open') }).click();

  // The booking: the cheaper car, 10:00 to 18:00 on the day, paid in cash at the counter.
  await page
    .getByLabel(tr('console.bookings.bookingForm.car'))
    .selectOption({ label: label(cheap) });
  await page
    .getByLabel(tr('console.bookings.bookingForm.pickup'), { exact: true })
    .fill(`${DAY}T10:00`);
  await page
    .getByLabel(tr('console.bookings.bookingForm.drop'), { exact: true })
    .fill(`${DAY}T18:00`);
  const review = page.getByRole('button', { name: tr('console.bookings.bookingForm.review') });
  await expect(review).toBeEnabled();
  await review.click();
  const booking = page.getByRole('alertdialog', {
    name: tr('console.bookings.bookingForm.confirmTitle', { car: cheap.title, name: NAME }),
  });
  await booking
    .getByRole('button', { name: trPattern('console.bookings.bookingForm.bookAndRecord') })
    .click();
  await page.waitForURL(/\/staff\/bookings\/\d+\?counter=1$/);
  const bookingId = Number(/\/staff\/bookings\/(\d+)/.exec(page.url())![1]);
  expect(await searchedCarIds(page.request)).not.toContain(cheap.id);

  // The booking's page asks for her documents: photographed at the desk and verified there.
  const documents = page.getByRole('region', {
    name: tr('console.bookings.documentsStep.heading', { name: NAME }),
  });
  await expect(documents.getByText(tr('console.bookings.documentsStep.notVerified'))).toBeVisible();
  const kind = (k: string) => tr(`console.customers.documentKinds.${k}`);
  for (const k of ['licence_img', 'id_proof_img']) {
    await documents
      .getByLabel(tr('console.customers.counterUpload.label', { document: kind(k) }))
      .setInputFiles(photo(`${k}.png`));
    await expect(
      documents.getByRole('button', {
        name: tr('console.customers.review.verify', { label: kind(k) }),
      }),
    ).toBeVisible();
  }
  await documents.getByLabel(tr('console.customers.review.licenceNumber')).fill('CG07 20190012345');
  await documents.getByLabel(tr('console.customers.review.validUntil')).fill('2041-03-01');
  await documents.getByLabel(tr('console.customers.review.dateOfBirth')).fill('1992-07-15');
  for (const k of ['licence_img', 'id_proof_img']) {
    await documents
      .getByRole('button', { name: tr('console.customers.review.verify', { label: kind(k) }) })
      .click();
    await expect(
      documents.getByRole('heading', {
        name: tr('console.customers.review.heading', {
          label: kind(k),
          status: tr('console.customers.review.statuses.verified'),
        }),
      }),
    ).toBeVisible();
  }
  await expect(documents.getByText(tr('console.bookings.documentsStep.verified'))).toBeVisible();

  // The customer wants the dearer car: the change says what is owed, and a link is sent.
  await page
    .getByLabel(tr('console.shared.change.car'), { exact: true })
    .selectOption({ label: label(dear) });
  await page.getByRole('button', { name: tr('console.shared.change.check') }).click();
  const changing = page.getByRole('alertdialog', {
    name: tr('console.shared.change.confirmTitle', { id: bookingId }),
  });
  await changing.getByRole('button', { name: tr('console.shared.change.apply') }).click();
  const owed = (
    (await (await page.request.get(`/api/console/bookings/${bookingId}/balance`)).json()) as {
      owedPaise: number;
    }
  ).owedPaise;
  expect(owed).toBeGreaterThan(0);
  await expect(
    page.getByText(
      tr('console.shared.change.doneOwed', { id: bookingId, amount: formatRupees(owed) }),
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: tr('console.bookings.collect.sendLink') }).click();
  await page
    .getByRole('alertdialog', {
      name: tr('console.bookings.collect.linkTitle', { amount: formatRupees(owed), id: bookingId }),
    })
    .getByRole('button', { name: tr('console.bookings.collect.linkConfirm') })
    .click();
  await expect(
    page.getByText(tr('console.bookings.collect.linkSent', { amount: formatRupees(owed) })),
  ).toBeVisible();

  // On her phone, the customer signs in with a code and pays through the link.
  const phone = await browser.newContext({ baseURL });
  await phone.addCookies([{ name: 'lang', value: 'hi', url: baseURL! }]);
  const customer = await phone.newPage();
  await customer.goto('/user/login');
  await customer.getByRole('button', { name: tr('auth.login.withOtp') }).click();
  await customer.getByLabel(tr('auth.mobile')).fill(mobile);
  await customer.getByRole('button', { name: tr('auth.otp.send') }).click();
  await expect(customer.getByText(msg('We have sent an OTP to your mobile number.'))).toBeVisible();
  const outbox = await (await customer.request.get('/api/dev/outbox')).json();
  const sms = (outbox.messages as { channel: string; recipient: string; text: string }[]).findLast(
    // Her latest code (the booking's own messages carry no group of six digits).
    (m) => m.channel === 'sms' && m.recipient === `+91${mobile}` && /\b\d{6}\b/.test(m.text),
  )!;
  await customer.getByLabel(tr('auth.otp.label')).fill(/\b(\d{6})\b/.exec(sms.text)![1]!);
  await customer.getByRole('button', { name: tr('auth.otp.confirm') }).click();
  await customer.waitForURL((url) => !url.pathname.endsWith('/user/login'));
  await customer.goto(`/user/pay-balance?booking=${bookingId}`);
  await customer
    .getByRole('button', { name: tr('payment.balance.pay', { amount: formatRupees(owed) }) })
    .click();
  await customer.getByRole('button', { name: tr('payment.test.succeed') }).click();
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`/api/console/bookings/${bookingId}/balance`)).json()) as {
            owedPaise: number;
          }
        ).owedPaise,
    )
    .toBe(0);
  await phone.close();

  // Booked on the dearer car now, which search leaves out for that day.
  expect(await searchedCarIds(page.request)).not.toContain(dear.id);

  // The handover: the checklist as the clerk sees it, the jack missing, the customer signs.
  await page.reload();
  await page
    .getByLabel(tr('console.handover.photos.uploadPickup'))
    .setInputFiles(photo('front.png'));
  await expect(
    page.getByRole('img', { name: tr('console.handover.photos.alt.pickup', { number: 1 }) }),
  ).toBeVisible();
  // The car's first handover: nothing is ticked that nobody looked for.
  await expect(page.getByText(tr('console.handover.form.checklistFrom.nothing'))).toBeVisible();
  const jack = page.getByLabel(tr('console.handover.checklist.jack'));
  await expect(jack).not.toBeChecked();
  await page.getByLabel(tr('console.handover.checklist.spareTyre')).check();
  await page.getByLabel(tr('console.handover.checklist.documents')).check();
  await jack.uncheck();
  await page.getByLabel(tr('console.handover.form.odometer')).fill('21000');
  await page
    .getByLabel(
      new RegExp(
        `^${escape(tr('console.handover.form.earlyReason', { pickup: 'X' }).split('X')[0]!)}`,
      ),
    )
    .fill('ग्राहक जल्दी आईं');
  await page.getByRole('button', { name: tr('console.handover.form.handOver') }).click();

  // Back the same day, long before the booked drop: the return starts from the pickup.
  await expect(page.getByText(tr('console.handover.form.checklistFrom.pickup'))).toBeVisible();
  await expect(page.getByLabel(tr('console.handover.checklist.jack'))).not.toBeChecked();
  await page.getByLabel(tr('console.handover.form.odometer')).fill('21040');
  await page
    .getByLabel(
      new RegExp(
        `^${escape(tr('console.handover.form.earlyReason', { pickup: 'X' }).split('X')[0]!)}`,
      ),
    )
    .fill('ग्राहक जल्दी आईं');
  // A scratch she owns up to: its charge comes out of the deposit.
  await page.getByLabel(tr('console.handover.form.damageCharge')).fill('500');
  await page.getByRole('button', { name: tr('console.handover.form.closeReturn') }).click();
  const closing = page.getByRole('alertdialog', {
    name: tr('console.handover.returnClose.confirmTitle', { id: bookingId }),
  });
  await closing.getByRole('button', { name: tr('console.handover.returnClose.confirm') }).click();
  await expect(closing).toBeHidden();
  const sideBySide = page.getByRole('region', {
    name: tr('console.handover.comparison.sideBySide'),
  });
  await expect(
    sideBySide.getByRole('row', { name: new RegExp(`^${tr('console.handover.checklist.jack')}`) }),
  ).not.toContainText(tr('console.handover.comparison.changed'));

  // Returned early: the dearer car is free for the rest of its booked day at once.
  expect(await searchedCarIds(page.request)).toContain(dear.id);

  // The handover sheet carries her name in Devanagari, read back from the PDF.
  const sheet = page.getByRole('link', { name: tr('console.bookings.booking.handoverSheet') });
  const res = await page.request.get((await sheet.getAttribute('href'))!);
  expect(res.headers()['content-type']).toBe('application/pdf');
  const text = execFileSync('pdftotext', ['-', '-'], { input: await res.body() }).toString();
  expect(text).toContain(NAME);

  // The tax invoice names her too, and applies the deposit as the final bill did: its balance is
  // the bill's.
  const { bill } = (await (
    await page.request.get(`/api/console/bookings/${bookingId}`)
  ).json()) as {
    bill: { depositPaise: number; depositRefundPaise: number; balanceDuePaise: number };
  };
  const taxDocuments = (
    (await (await page.request.get(`/api/console/bookings/${bookingId}/tax-documents`)).json()) as {
      documents: { docType: string; pdfUrl: string }[];
    }
  ).documents;
  const invoice = await documentPdf(
    page.request,
    taxDocuments.find((d) => d.docType === 'tax_invoice')!.pdfUrl,
  );
  expect(invoice.text).toContain(NAME);
  expect(invoice.depositAppliedPaise).toBe(bill.depositPaise - bill.depositRefundPaise);
  expect(invoice.depositAppliedPaise).toBeGreaterThan(0);
  expect(invoice.balancePaise).toBe(bill.balanceDuePaise);
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
