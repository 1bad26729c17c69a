import type { Browser, Locator, Page } from '@playwright/test';
import { istMonth } from '../src/shared/console-reports';
import { formatIstDate, formatIstDayTime } from '../src/shared/ist-format';
import type { Language } from '../src/shared/language';
import { formatRupees, formatRupeesExact } from '../src/shared/money';
import { test, expect } from './console-guard';
import { bookFirstCarsFirstPackage, chooseLocalFirstOptionAndTerms } from './support/book-car';
import {
  BRANCH_MANAGER,
  COUNTER_STAFF,
  openConsoleSection,
  reloadBoardUntil,
  signInToConsole,
  type ConsoleAccount,
} from './support/console';
import { istDate } from './support/demo-customer';
import { verifyPapersAndHandOver } from './support/desk-handover';
import {
  documentPdf,
  journalChange,
  ledgerAround,
  paiseOf,
  type DocumentFigures,
} from './support/gst-documents';
import { signUpWithOtp } from './support/otp-signup';
import { ownServerWithClock } from './support/server-clock';

/**
 * Issue 36's "done when": a trip returns with the deposit held for 7 days; staff import a
 * FASTag statement with two tolls of that trip and record a challan with a photo; the customer
 * sees the charges with the evidence, disputes the challan, and the manager rejects it with a
 * reason; at the hold's end the release job (run by the server's own, moved clock) takes the
 * tolls and the challan from the deposit and makes the rest payable back, staff pay it, and the
 * fee invoices, the refund and the journal agree. On a server and database of their own.
 */
const PORT = Number(process.env.E2E_ACCOUNTS_PORT ?? 3107);
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The release job's schedule (payments/deposit-release.job.ts): every 10 minutes. */
const RELEASE_EVERY = 10 * MINUTE;
const BRANCH = 'Bhilai';
const RULES = { holdDays: 7, tollFee: 25, challanFee: 100, noticeDays: 3, disputeDays: 7 };
const PICKUP_ODOMETER = 18_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A 1×1 PNG: a real image the evidence and dispute uploads accept. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The value (the next `dd`) of a row of a definition list, by its label. */
const valueOf = (scope: Locator, label: string) =>
  scope.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');

/** A moment as the pages print it with its date and time: "2 Dec 2026, 6:45 pm". */
const dateTimeOf = (at: Date, language: Language = 'en') =>
  `${formatIstDate(at, language)}, ${formatIstDayTime(at, language).split(', ')[1]}`;

/** The IST wall clock of a moment: date (2026-12-02) and time (18:45), as forms take them. */
function istWallClock(at: Date) {
  const iso = new Date(at.getTime() + 330 * MINUTE).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** "02 Dec 26 06:45 PM" in IST, as IDFC FIRST Bank's FASTag statement prints its times. */
function statementTime(at: Date) {
  const ist = new Date(at.getTime() + 330 * MINUTE);
  const two = (n: number) => String(n).padStart(2, '0');
  const h = ist.getUTCHours();
  return `${two(ist.getUTCDate())} ${MONTHS[ist.getUTCMonth()]} ${two(ist.getUTCFullYear() % 100)} ${two(h % 12 || 12)}:${two(ist.getUTCMinutes())} ${h < 12 ? 'AM' : 'PM'}`;
}

interface StatementLine {
  at: Date;
  nature: 'Debit' | 'Credit';
  amount: string;
  description: string;
  vehicle: string;
  id: string;
}

/**
 * A FASTag statement in the layout decision 0057 reads (the IDFC FIRST fleet export): the
 * account's details, the header, the lines, then the summary block.
 */
function fastagStatement(lines: StatementLine[]) {
  return [
    'Name,SelfDrive Chhattisgarh',
    'Customer ID,FLEET-0042',
    '',
    'Transaction Time,Nature (C/D),Amount,Description,Truck Number,Transaction ID,Opening Balance,Closing Balance,Vendor',
    ...lines.map((l) =>
      [
        statementTime(l.at),
        l.nature,
        `"${l.amount}"`,
        `"${l.description}"`,
        l.vehicle,
        l.id,
        '"2,000.00"',
        '"1,835.00"',
        'IDFC',
      ].join(','),
    ),
    '',
    'SUMMARY',
    'Total Debit,"426.00"',
  ].join('\r\n');
}

/** A console page in a browser of its own, signed in as `who`; its clock at `clock` if given. */
async function consolePage(browser: Browser, who: ConsoleAccount, clock?: Date) {
  const context = await browser.newContext();
  if (clock) await context.clock.install({ time: clock });
  const page = await context.newPage();
  await signInToConsole(page, who);
  return page;
}

/** A trial balance row's cells (opening, debits, credits, closing), by the account's name. */
const trialBalanceRow = (page: Page, account: string) =>
  page
    .getByRole('table', { name: 'Trial balance' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${account} \\(`) }) })
    .getByRole('cell');

test.describe('charges after the trip', () => {
  const own = ownServerWithClock(PORT);

  test('tolls from a FASTag statement and a disputed challan come out of the held deposit at its release', async ({
    page: customer,
    browser,
    language,
    tr,
    trPattern,
    msg,
  }) => {
    // Three people, a signup, a payment, two handovers, an import, a dispute and a release
    // that waits for its scheduled job: several minutes on a busy machine.
    test.setTimeout(540_000);
    const rupees = formatRupees;

    // 1. The Bhilai manager holds deposits 7 days after the return, with a handling fee per
    // toll and per challan, 3 days' notice before the deposit pays a charge and 7 to dispute.
    const manager = await consolePage(browser, BRANCH_MANAGER);
    await openConsoleSection(manager, 'Settings');
    const rules = manager.getByRole('form', { name: `${BRANCH} rules` });
    await rules
      .getByLabel(`${BRANCH} deposit hold after return (days)`)
      .fill(String(RULES.holdDays));
    await rules.getByLabel(`${BRANCH} toll handling fee (₹)`).fill(String(RULES.tollFee));
    await rules.getByLabel(`${BRANCH} challan handling fee (₹)`).fill(String(RULES.challanFee));
    await rules
      .getByLabel(`${BRANCH} notice before the deposit pays a charge (days)`)
      .fill(String(RULES.noticeDays));
    await rules
      .getByLabel(`${BRANCH} dispute window for charges after the trip (days)`)
      .fill(String(RULES.disputeDays));
    await rules.getByRole('button', { name: `Save ${BRANCH} rules` }).click();
    const saved = `Saved the rules of ${BRANCH}.`;
    await expect(manager.getByRole('status').filter({ hasText: saved })).toHaveText(saved);
    // Read back from the server: the form shows what was saved.
    await manager.reload();
    await expect(
      manager
        .getByRole('form', { name: `${BRANCH} rules` })
        .getByLabel(`${BRANCH} deposit hold after return (days)`),
    ).toHaveValue(String(RULES.holdDays));

    // 2. A new customer signs up, uploads their licence and ID proof, and books a Bhilai car
    // for a day from 10:00 the day after tomorrow, paying the rent and the deposit online.
    const n = String(Date.now()).slice(-8);
    const name = 'Ritu Chandrakar';
    await signUpWithOtp(customer, { mobile: `96${n}`, name, email: `ritu.${n}@example.test` });
    await customer.goto('/user/page/MyDocument');
    for (const kind of ['licence_img', 'id_proof_img']) {
      const label = tr(`account.documents.kinds.${kind}`);
      await customer
        .getByLabel(tr('account.documents.upload', { label }))
        .setInputFiles({ name: 'document.png', mimeType: 'image/png', buffer: PNG });
      await expect(customer.getByLabel(tr('account.documents.replace', { label }))).toBeAttached();
    }
    await customer.goto('/');
    const strip = customer.getByRole('search', { name: tr('layout.findCar') });
    await strip.getByLabel(tr('search.branch')).selectOption({ label: tr('common.cities.Bhilai') });
    await strip.getByLabel(tr('search.pickupDate')).fill(istDate(2));
    await strip.getByLabel(tr('search.pickupTime')).selectOption('10:00');
    await strip.getByLabel(tr('search.dropDate')).fill(istDate(3));
    await strip.getByLabel(tr('search.dropTime')).selectOption('10:00');
    await strip.getByRole('button', { name: tr('search.search') }).click();
    await expect(customer).toHaveURL(/\/cars\?branch=/);
    await bookFirstCarsFirstPackage(customer);
    await chooseLocalFirstOptionAndTerms(customer);
    const breakdown = customer.getByRole('region', { name: tr('checkout.price.title') });
    const depositPaise = paiseOf(
      await valueOf(breakdown, tr('checkout.price.deposit')).innerText(),
    );
    expect(depositPaise).toBeGreaterThan(0);
    const created = customer.waitForResponse(
      (r) => r.url().endsWith('/api/bookings') && r.request().method() === 'POST',
      { timeout: 30_000 },
    );
    await customer.getByRole('button', { name: tr('checkout.bookNow') }).click();
    const answer = await created;
    expect(answer.status(), await answer.text()).toBe(201);
    await expect(customer).toHaveURL(/\/thankyou\?status=success$/);
    const idLine = trPattern('checkout.thanks.bookingId', {}, { exact: true });
    const bookingId = Number((await customer.getByText(idLine).innerText()).replace(/\D/g, ''));
    await customer.getByRole('link', { name: tr('checkout.thanks.pay') }).click();
    await customer.getByRole('button', { name: tr('payment.payOnline') }).click();
    await expect(customer).toHaveURL(/\/pay\/test\/test_[\w-]+$/);
    await customer.getByRole('button', { name: tr('payment.test.succeed') }).click();
    await expect(customer).toHaveURL(/\/user\/dashboard\?order_id=test_[\w-]+&status=1$/);
    await expect(
      customer.getByText(msg('Thanks for Booking', 'account.notices.thanks')),
    ).toBeVisible();

    // 08:30 on the pickup day the manager verifies the papers and hands the car over.
    const detail = (await (
      await manager.request.get(`/api/console/bookings/${bookingId}`)
    ).json()) as {
      booking: { pickupAt: string; dropAt: string; depositPaise: number; carNumber: string };
    };
    expect(detail.booking.depositPaise).toBe(depositPaise);
    const pickupAt = Date.parse(detail.booking.pickupAt);
    const dropAt = Date.parse(detail.booking.dropAt);
    own.clock.setTo(new Date(pickupAt - 90 * MINUTE));
    await (
      await reloadBoardUntil(
        manager,
        manager
          .getByRole('region', { name: /^Pickups today/ })
          .getByRole('link', { name: `Hand over SDC-${bookingId}` }),
      )
    ).click();
    const bookingHeading = manager.getByRole('heading', {
      level: 1,
      name: new RegExp(`^Booking #${bookingId}: .+ \\((.+)\\)$`),
    });
    await expect(bookingHeading).toBeVisible();
    // The car's registration number, as the booking page names it.
    const registration = /\(([^()]+)\)$/.exec(await bookingHeading.innerText())![1]!;
    expect(registration).toBe(detail.booking.carNumber);
    await verifyPapersAndHandOver(
      manager,
      name,
      { number: 'CG07 20170077123', validUntil: '2039-08-01', dateOfBirth: '1991-02-14' },
      PICKUP_ODOMETER,
    );

    // Half an hour before the drop the car comes back full, within its kilometres: no charges,
    // and the branch holds the whole deposit for 7 days from this moment.
    const returnFrom = dropAt - 30 * MINUTE;
    own.clock.setTo(new Date(returnFrom));
    await (
      await reloadBoardUntil(
        manager,
        manager
          .getByRole('region', { name: /^Returns due today/ })
          .getByRole('link', { name: `Take back SDC-${bookingId}` }),
      )
    ).click();
    await expect(manager.getByRole('heading', { name: 'Return', exact: true })).toBeVisible();
    await manager.getByLabel('Odometer (km)').fill(String(PICKUP_ODOMETER + 90));
    await manager.getByLabel('Fuel level').selectOption({ label: 'Full (8/8)' });
    await manager.getByRole('button', { name: 'Close the return' }).click();
    const closing = manager.getByRole('alertdialog', {
      name: `Close the return of booking #${bookingId} with this bill?`,
    });
    await expect(closing.getByRole('table', { name: 'Final bill' })).toBeVisible();
    await closing.getByRole('button', { name: 'Close the return and mail the bill' }).click();
    await expect(closing).toBeHidden();
    // Until when the branch holds it, as the booking's deposit panel reads it.
    const held = await manager.request.get(`/api/console/bookings/${bookingId}/deposit`);
    expect(held.status(), await held.text()).toBe(200);
    const heldDeposit = (await held.json()) as { heldPaise: number; heldUntil: string };
    expect(heldDeposit.heldPaise).toBe(depositPaise);
    const heldUntil = new Date(heldDeposit.heldUntil);
    // 7 days from the return (which closed within minutes of the clock being set).
    expect(heldUntil.getTime()).toBeGreaterThanOrEqual(returnFrom + RULES.holdDays * DAY);
    expect(heldUntil.getTime()).toBeLessThan(returnFrom + RULES.holdDays * DAY + 5 * MINUTE);
    const deposit = manager.getByRole('region', { name: 'Security deposit' });
    await expect(deposit).toContainText(
      `The branch holds it until ${formatIstDayTime(heldUntil)} for tolls, challans or damage found after the trip`,
    );
    await expect(deposit).toContainText(`Left to return after the bill: ${rupees(depositPaise)}`);

    // The customer's final bill says how much of the deposit is held, and until when.
    await customer.goto('/user/dashboard');
    const item = customer
      .getByRole('listitem')
      .filter({ hasText: tr('account.booking.id', { id: bookingId }) });
    await item.getByText(tr('account.booking.finalBill'), { exact: true }).click();
    await expect(
      item.getByText(
        tr('account.bill.depositHeld', {
          amount: rupees(depositPaise),
          until: formatIstDayTime(heldUntil, language),
        }),
      ),
    ).toBeVisible();

    // The journal once the car is back: the deposit sits in deposits held.
    const month = istMonth(new Date(returnFrom));
    const afterReturn = await ledgerAround(manager.request, month);

    // 3. The next morning the counter imports the FASTag statement: the two tolls of the trip,
    // the first one twice (a duplicate line) and a recharge of the tag.
    const chargesAt = new Date(dropAt + DAY);
    own.clock.setTo(chargesAt);
    const counter = await consolePage(browser, COUNTER_STAFF, chargesAt);
    await openConsoleSection(counter, 'Charges after trips');
    await expect(
      counter.getByRole('heading', { level: 1, name: 'Charges after trips' }),
    ).toBeVisible();
    const tolls = [
      {
        at: new Date(pickupAt + 80 * MINUTE),
        amountPaise: 16_500,
        amount: '165.00',
        plaza: 'KUMHARI TOLL PLAZA',
        description: 'FasTag Toll Payment at KUMHARI TOLL PLAZA',
        id: `7${n}01`,
      },
      {
        at: new Date(pickupAt + 22 * HOUR + 5 * MINUTE),
        amountPaise: 9_550,
        amount: '95.50',
        plaza: 'DURG BYPASS',
        description: 'Issuer Debit Transaction for toll at DURG BYPASS',
        id: `7${n}02`,
      },
    ] as const;
    const tollLines = tolls.map((t) => ({
      at: t.at,
      nature: 'Debit' as const,
      amount: t.amount,
      description: t.description,
      vehicle: registration,
      id: t.id,
    }));
    const csv = fastagStatement([
      tollLines[0]!,
      tollLines[1]!,
      tollLines[0]!,
      {
        at: new Date(pickupAt - 2 * DAY),
        nature: 'Credit',
        amount: '1,000.00',
        description: 'Recharge via UPI',
        vehicle: '',
        id: `7${n}09`,
      },
    ]);
    const fastag = counter.getByRole('region', { name: 'Import a FASTag statement' });
    await fastag.getByLabel('FASTag statement (CSV)').setInputFiles({
      name: 'fastag-statement.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await fastag.getByRole('button', { name: 'Import the statement' }).click();
    const importing = counter.getByRole('alertdialog', {
      name: 'Import fastag-statement.csv and charge the renters?',
    });
    await importing.getByRole('button', { name: 'Import and charge' }).click();
    await expect(importing).toBeHidden();
    // The statement's lines start on the file's fifth line, after the account and the header.
    const statementLines = fastag.getByRole('table', { name: 'The statement’s lines' });
    const lineRow = (line: number) =>
      statementLines
        .getByRole('row')
        .filter({ has: counter.getByRole('cell', { name: String(line), exact: true }) });
    const chargedLine = /^Charged to booking #(\d+): (₹[\d,.]+)$/;
    const tollTotals: number[] = [];
    for (const [i, toll] of tolls.entries()) {
      const cells = lineRow(5 + i).getByRole('cell');
      await expect(cells).toHaveText([
        String(5 + i),
        registration,
        dateTimeOf(toll.at),
        toll.plaza,
        rupees(toll.amountPaise),
        chargedLine,
      ]);
      const [, booked, total] = chargedLine.exec(await cells.last().innerText())!;
      expect(Number(booked)).toBe(bookingId);
      tollTotals.push(paiseOf(total!));
    }
    await expect(lineRow(7).getByRole('cell').last()).toHaveText('Duplicate of line 5');
    await expect(lineRow(8).getByRole('cell').last()).toHaveText(
      'Skipped: a recharge, credit or reversal',
    );
    const tollsPaise = tollTotals[0]! + tollTotals[1]!;
    await expect(fastag.getByRole('status')).toHaveText(
      `4 lines read: 2 charged to renters (${rupees(tollsPaise)} in all).`,
    );
    for (const [outcome, count] of [
      ['Charged to a renter', 2],
      ['Duplicates, not charged', 1],
      ['Not tolls, skipped', 1],
      ['Car still out, not charged', 0],
    ] as const) {
      await expect(valueOf(fastag, outcome)).toHaveText(String(count));
    }

    // The counter records a red-light challan of the trip's evening, confirming what the
    // preview says it will do, and attaches its photo.
    const challan = {
      at: new Date(pickupAt + 8 * HOUR + 45 * MINUTE),
      amountPaise: 50_000,
      number: `CG07-2026-${n}`,
      place: 'Supela chowk, Bhilai',
      offence: 'Red light jumping',
    };
    const form = counter.getByRole('form', { name: 'Record a charge' });
    await form.getByRole('radio', { name: 'Traffic challan' }).check();
    await form.getByLabel('Registration number').fill(registration);
    await form.getByLabel('Fine amount (₹)').fill(String(challan.amountPaise / 100));
    const wall = istWallClock(challan.at);
    await form.getByLabel('Date (IST)').fill(wall.date);
    await form.getByLabel('Time (IST)').fill(wall.time);
    await form.getByLabel('Challan number').fill(challan.number);
    await form.getByLabel('Place on the challan').fill(challan.place);
    await form.getByLabel('Offence').fill(challan.offence);
    await form.getByRole('button', { name: 'Record the charge' }).click();
    const recording = counter.getByRole('alertdialog', {
      name: `Record a traffic challan of ${rupees(challan.amountPaise)} for ${registration}?`,
    });
    const billedLine = new RegExp(
      `^This charges (₹[\\d,.]+) to booking #${bookingId} \\(${name}\\), who had the car on ${dateTimeOf(challan.at)}: ${rupees(challan.amountPaise)} and a handling fee of ${rupees(RULES.challanFee * 100)}, with GST where it applies\\. They are told at once\\.$`,
    );
    const billed = recording.getByText(billedLine);
    await expect(billed).toBeVisible();
    const challanPaise = paiseOf(billedLine.exec(await billed.innerText())![1]!);
    await expect(
      recording.getByText(
        new RegExp(
          `^If it is still unpaid on .+, it is taken from the ${rupees(depositPaise).replace('.', '\\.')} of their deposit the branch still holds\\.$`,
        ),
      ),
    ).toBeVisible();
    await recording.getByRole('button', { name: 'Record and charge' }).click();
    await expect(recording).toBeHidden();
    await expect(
      counter.getByRole('status').filter({ hasText: `is charged to booking #${bookingId}` }),
    ).toHaveText(
      `${rupees(challanPaise)} is charged to booking #${bookingId}; the customer is told.`,
    );
    const attach = counter.getByLabel(/^Attach the evidence to charge #\d+ \(photos or PDFs\)$/);
    const challanId = Number(
      /#(\d+)/.exec(
        (await counter.getByText(/^Attach the evidence to charge #\d+/).innerText())!,
      )![1],
    );
    await attach.setInputFiles({ name: 'challan.png', mimeType: 'image/png', buffer: PNG });
    const challanItem = counter.getByRole('listitem', {
      name: `Traffic challan, ${registration}, ${dateTimeOf(challan.at)}`,
    });
    await expect(
      challanItem
        .getByRole('list', { name: `Evidence of charge #${challanId}` })
        .getByRole('link', { name: 'Photo 1' }),
    ).toBeVisible();
    await expect(valueOf(challanItem, 'Charged to the renter')).toHaveText(rupees(challanPaise));
    await expect(valueOf(challanItem, 'Paid')).toHaveText(`${rupees(challanPaise)} still unpaid`);
    // The two tolls are listed too, each with the branch's fee.
    for (const toll of tolls) {
      const tollItem = counter.getByRole('listitem', {
        name: `Toll, ${registration}, ${dateTimeOf(toll.at)}`,
      });
      await expect(valueOf(tollItem, 'Amount')).toHaveText(rupees(toll.amountPaise));
      await expect(valueOf(tollItem, 'Handling fee')).toHaveText(rupees(RULES.tollFee * 100));
      await expect(valueOf(tollItem, 'Booking')).toHaveText(`Booking #${bookingId} (${name})`);
    }
    await counter.context().close();
    const takenPaise = tollsPaise + challanPaise;
    const refundPaise = depositPaise - takenPaise;
    expect(refundPaise).toBeGreaterThan(0);

    // 4. The customer sees the three charges with their figures and the challan's photo, what
    // the booking owes, and that the held deposit pays it after the notice.
    await customer.goto('/user/dashboard');
    const charges = item.getByRole('region', { name: tr('account.tripCharges.heading') });
    const chargeCard = (kind: 'toll' | 'challan', at: Date) =>
      charges.getByRole('listitem', {
        name: tr('account.tripCharges.itemLabel', {
          kind: tr(`account.tripCharges.kinds.${kind}`),
          when: dateTimeOf(at, language),
        }),
      });
    const cards = [
      ...tolls.map((t, i) => ({
        card: chargeCard('toll', t.at),
        amountPaise: t.amountPaise,
        totalPaise: tollTotals[i]!,
        place: t.plaza,
      })),
      {
        card: chargeCard('challan', challan.at),
        amountPaise: challan.amountPaise,
        totalPaise: challanPaise,
        place: challan.place,
      },
    ];
    for (const c of cards) {
      await expect(valueOf(c.card, tr('account.tripCharges.place'))).toHaveText(c.place);
      await expect(valueOf(c.card, tr('account.tripCharges.amount'))).toHaveText(
        rupees(c.amountPaise),
      );
      await expect(valueOf(c.card, tr('account.tripCharges.total'))).toHaveText(
        rupees(c.totalPaise),
      );
      await expect(valueOf(c.card, tr('account.tripCharges.status'))).toHaveText(
        tr('account.tripCharges.unpaid', { amount: rupees(c.totalPaise) }),
      );
    }
    const challanCard = cards[2]!.card;
    await expect(valueOf(challanCard, tr('account.tripCharges.challanNumber'))).toHaveText(
      challan.number,
    );
    await expect(valueOf(challanCard, tr('account.tripCharges.offence'))).toHaveText(
      challan.offence,
    );
    await expect(valueOf(challanCard, tr('account.tripCharges.fee'))).toHaveText(
      rupees(RULES.challanFee * 100),
    );
    const photo = challanCard
      .getByRole('list', {
        name: tr('account.tripCharges.evidence', { kind: tr('account.tripCharges.kinds.challan') }),
      })
      .getByRole('link', { name: tr('account.tripCharges.photo', { n: 1 }) });
    await expect(photo).toHaveAttribute('target', '_blank');
    const evidence = await customer.request.get((await photo.getAttribute('href'))!);
    expect(evidence.status()).toBe(200);
    expect(evidence.headers()['content-type']).toMatch(/^image\//);
    await expect(
      charges.getByText(tr('account.tripCharges.owed', { amount: rupees(takenPaise) })),
    ).toBeVisible();
    await expect(
      charges.getByText(
        tr('account.tripCharges.fromDepositUntil', {
          amount: rupees(depositPaise),
          until: dateTimeOf(heldUntil, language),
        }),
      ),
    ).toBeVisible();

    // The customer disputes the challan, with a reason and a photo of their own.
    await challanCard.getByRole('button', { name: tr('account.tripCharges.dispute.open') }).click();
    const disputeForm = challanCard.getByRole('form', {
      name: tr('account.tripCharges.dispute.formTitle', {
        kind: tr('account.tripCharges.kinds.challan'),
        when: dateTimeOf(challan.at, language),
      }),
    });
    const disputeReason = 'I stopped at the red light at Supela; the signal was not working then.';
    await disputeForm.getByLabel(tr('account.tripCharges.dispute.reason')).fill(disputeReason);
    await disputeForm
      .getByLabel(tr('account.tripCharges.dispute.file'))
      .setInputFiles({ name: 'signal.png', mimeType: 'image/png', buffer: PNG });
    await disputeForm
      .getByRole('button', { name: tr('account.tripCharges.dispute.submit') })
      .click();
    await expect(challanCard.getByRole('status')).toHaveText(
      tr('account.tripCharges.dispute.sent'),
    );
    await expect(
      challanCard.getByText(tr('account.tripCharges.dispute.depositWaits')),
    ).toBeVisible();

    // 5. The manager reads the dispute and its file, and rejects it with a reason.
    await openConsoleSection(manager, 'Charges after trips');
    const disputed = manager.getByRole('listitem', {
      name: `Traffic challan, ${registration}, ${dateTimeOf(challan.at)}`,
    });
    const dispute = disputed.getByRole('region', {
      name: `The customer’s dispute of charge #${challanId}`,
    });
    await expect(valueOf(dispute, 'Dispute')).toHaveText('Open: waiting for a decision');
    await expect(dispute).toContainText(disputeReason);
    await expect(dispute.getByRole('link', { name: 'The customer’s file' })).toBeVisible();
    const decisionReason =
      'The traffic police camera shows the signal working and the car crossing on red.';
    await dispute
      .getByLabel('Reason for the decision (the customer is told it)')
      .fill(decisionReason);
    await dispute.getByRole('button', { name: 'Reject', exact: true }).click();
    const rejecting = manager.getByRole('alertdialog', {
      name: `Reject the dispute of charge #${challanId}?`,
    });
    await expect(rejecting).toContainText(`Your reason: “${decisionReason}”`);
    await rejecting.getByRole('button', { name: 'Reject the dispute' }).click();
    await expect(rejecting).toBeHidden();
    await expect(dispute.getByRole('status')).toHaveText(
      `The dispute is rejected: the charge to booking #${bookingId} stands, and the customer is told why.`,
    );
    await expect(valueOf(dispute, 'Dispute')).toHaveText(/^Rejected on .+: the charge stands$/);

    // The customer sees it rejected, with the branch's reason; the charge is still owed.
    await customer.goto('/user/dashboard');
    await expect(
      challanCard.getByText(tr('account.tripCharges.dispute.rejected', { reason: decisionReason })),
    ).toBeVisible();
    await expect(valueOf(challanCard, tr('account.tripCharges.status'))).toHaveText(
      tr('account.tripCharges.unpaid', { amount: rupees(challanPaise) }),
    );

    // The documents: one tax invoice for the tolls' fees (one per booking and import) and one
    // for the challan's; the tolls and the fine themselves are passed on at cost.
    const invoiceOf = async (card: Locator) =>
      valueOf(card, tr('account.tripCharges.invoice')).innerText();
    const tollInvoice = await invoiceOf(cards[0]!.card);
    expect(await invoiceOf(cards[1]!.card)).toBe(tollInvoice);
    const challanInvoice = await invoiceOf(challanCard);
    expect(challanInvoice).not.toBe(tollInvoice);
    const pdfOf = async (number: string): Promise<DocumentFigures> => {
      const link = item.getByRole('link', {
        name: tr('common.taxDocuments.link', {
          type: tr('common.taxDocuments.types.tax_invoice'),
          number,
        }),
      });
      const figures = await documentPdf(customer.request, (await link.getAttribute('href'))!);
      expect([figures.title, figures.number]).toEqual(['Tax invoice', number]);
      expect(figures.taxablePaise + figures.cgstPaise + figures.sgstPaise).toBe(figures.totalPaise);
      expect(figures.igstPaise).toBe(0);
      return figures;
    };
    const tollFees = await pdfOf(tollInvoice);
    const challanFee = await pdfOf(challanInvoice);
    // What each invoice bills is the fee part of the charges (their totals less the tolls and
    // the fine at cost).
    expect(tollFees.totalPaise).toBe(tollsPaise - tolls[0].amountPaise - tolls[1].amountPaise);
    expect(challanFee.totalPaise).toBe(challanPaise - challan.amountPaise);
    // The tolls and the fine are printed apart, at cost, as paid for the renter (Rule 33).
    expect(tollFees.reimbursedPaise).toBe(tolls[0].amountPaise + tolls[1].amountPaise);
    expect(challanFee.reimbursedPaise).toBe(challan.amountPaise);
    expect(challanFee.text).toContain(
      'Expenses paid as your pure agent (not part of the value of supply)',
    );
    const invoices = [tollFees, challanFee];
    const sum = (pick: (d: DocumentFigures) => number) =>
      invoices.reduce((total, d) => total + pick(d), 0);

    // The journal so far: the renter owes the three charges; the fees are revenue with their
    // GST; the deposit is still held.
    const charged = await ledgerAround(manager.request, month);
    expect(journalChange(afterReturn, charged)).toEqual({
      rent: 0,
      extension: 0,
      extraCharges: sum((d) => d.taxablePaise),
      courses: 0,
      cgst: sum((d) => d.cgstPaise),
      sgst: sum((d) => d.sgstPaise),
      igst: 0,
      depositsHeld: 0,
      receivables: takenPaise,
      refundsPayable: 0,
    });

    // 6. The hold ends. The release job runs on its schedule, every 10 minutes: pg-boss's cron
    // reads the server's clock and starts a run only within the minute after its time. So the
    // server's clock moves to 2 s before the first run after the hold's end, and the customer's
    // page is loaded again until the charges are paid from the deposit. Should that minute pass
    // unseen (the scheduler looks every 30 to 60 s), the clock moves on to the next run.
    let slot = Math.ceil(heldUntil.getTime() / RELEASE_EVERY) * RELEASE_EVERY;
    const nothingOwed = charges.getByText(tr('account.tripCharges.nothingOwed'));
    for (let attempt = 1; ; attempt++) {
      own.clock.setTo(new Date(slot - 2_000));
      try {
        await expect(async () => {
          await customer.goto('/user/dashboard');
          await expect(nothingOwed).toBeVisible({ timeout: 5_000 });
        }).toPass({ timeout: 90_000 });
        break;
      } catch (error) {
        if (attempt === 3) throw error;
        slot += RELEASE_EVERY;
      }
    }
    for (const c of cards) {
      await expect(valueOf(c.card, tr('account.tripCharges.status'))).toHaveText(
        tr('account.tripCharges.paid'),
      );
    }
    await expect(charges.getByRole('link', { name: /₹/ })).toHaveCount(0);
    // No refund voucher: returning a deposit is no supply (decision 0053).
    await expect(
      item.getByRole('link', {
        name: new RegExp(`^${tr('common.taxDocuments.types.refund_voucher')} `),
      }),
    ).toHaveCount(0);

    // The journal: the charges came out of the deposits held, the rest is payable back.
    const released = await ledgerAround(manager.request, month);
    expect(journalChange(charged, released)).toEqual({
      rent: 0,
      extension: 0,
      extraCharges: 0,
      courses: 0,
      cgst: 0,
      sgst: 0,
      igst: 0,
      depositsHeld: -depositPaise,
      receivables: -takenPaise,
      refundsPayable: refundPaise,
    });

    // The console: the charges are paid, and the rest of the deposit waits to be sent back
    // (the charges page loaded afresh: the console keeps what it read for a minute).
    await manager.goto('/staff/trip-charges');
    await expect(valueOf(disputed, 'Paid')).toHaveText('Paid (by the link or from the deposit)');
    await openConsoleSection(manager, 'Payments');
    const refundCard = manager.getByRole('listitem', {
      name: `SDC-${bookingId} · Refund ${rupees(refundPaise)}`,
    });
    await expect(refundCard).toContainText('Security deposit left after the return');
    const utr = `UTR${n}`;
    await refundCard.getByLabel('Bank reference (UTR)').fill(utr);
    await refundCard.getByRole('button', { name: 'Mark refund paid' }).click();
    const paidLine = `The refund for booking #${bookingId} is marked paid and the customer was told.`;
    await expect(manager.getByRole('status').filter({ hasText: paidLine })).toHaveText(paidLine);
    await manager.goto(`/staff/bookings/${bookingId}`);
    await expect(manager.getByRole('listitem').filter({ hasText: `(${utr})` })).toContainText(
      `refund ${rupees(refundPaise)} by`,
    );

    // The customer's transactions show the rest of the deposit back.
    await customer.goto('/user/page/MyTransaction');
    const refundRow = customer.getByRole('row').filter({ hasText: utr });
    await expect(refundRow).toContainText(rupees(refundPaise));
    await expect(refundRow).toContainText(tr('account.transactions.kinds.refund'));
    await expect(refundRow).toContainText(tr('account.transactions.statuses.success'));

    // 7. The documents and the journal agree: the refunds payable went out; over the days of
    // the charges, the trial balance holds the tolls and the fine at cost as recoveries, the
    // fees as revenue with the invoices' GST, and the whole deposit leaving deposits held.
    const paidOut = await ledgerAround(manager.request, month);
    expect(journalChange(released, paidOut)).toMatchObject({
      depositsHeld: 0,
      receivables: 0,
      refundsPayable: -refundPaise,
    });
    const releasedAt = new Date(slot);
    const from = istWallClock(chargesAt).date;
    const to = istWallClock(releasedAt).date;
    await manager.goto(`/staff/statements?from=${from}&to=${to}`);
    await expect(manager.getByRole('heading', { level: 1, name: 'Statements' })).toBeVisible();
    const money = formatRupeesExact;
    const atCost = tolls[0].amountPaise + tolls[1].amountPaise + challan.amountPaise;
    for (const [account, debits, credits] of [
      ['Tolls and fines recovered \\(pure agent\\)', 0, atCost],
      ['Customer receivables', takenPaise, takenPaise],
      ['Security deposits held', depositPaise, 0],
      ['Refunds payable', refundPaise, refundPaise],
      ['Extra-charge revenue', 0, sum((d) => d.taxablePaise)],
      ['GST output: CGST', 0, sum((d) => d.cgstPaise)],
      ['GST output: SGST', 0, sum((d) => d.sgstPaise)],
    ] as const) {
      const cells = trialBalanceRow(manager, account);
      await expect(cells.nth(1)).toHaveText(money(debits));
      await expect(cells.nth(2)).toHaveText(money(credits));
    }
    await expect(
      manager.getByText('Debits equal credits and the balances sum to zero.'),
    ).toBeVisible();
    await manager.context().close();
  });
});
