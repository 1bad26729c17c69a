import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGER_ONLY_MESSAGE } from '../../../shared/console.js';
import {
  REVIEW_MESSAGES,
  type CarReviews,
  type ConsoleReview,
  type MyReviews,
} from '../../../shared/reviews.js';
import { istDate } from '../../../shared/time.js';
import { auditLog, bookings } from '../../db/schema.js';
import { paidBooking } from '../../test/desk-fixtures.js';
import { hoursAfter, insertBooking } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createLoginCustomer, loginCookie } from '../auth/auth-test-helpers.js';
import { staffCookie } from '../console-access/console-test-helpers.js';
import { listCarCards } from '../cars/index.js';

let t: TestApp;
let manager: string;
let desk: string;
let otherBranch: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
  manager = (await staffCookie(t.app, t.db, 'Bhilai')).cookie;
  desk = (await staffCookie(t.app, t.db, 'Bhilai', { staffRole: 'staff' })).cookie;
  otherBranch = (await staffCookie(t.app, t.db, 'Raipur')).cookie;
});
afterAll(() => t.close());

/** A signed-in customer, their first name "Asha". */
async function renter(name = 'Asha Verma') {
  const user = await createLoginCustomer(t.db, 'Secret123', { name });
  return { id: user.id, cookie: await loginCookie(t.app, user.email, user.password) };
}

let trips = 0;
/** A Bhilai trip of the customer's, taken back: its booking completed (each trip its own days). */
async function completedTrip(userId: number, onCar?: number) {
  trips += 1;
  const { booking, car } = await paidBooking(
    t.db,
    userId,
    'Bhilai',
    hoursAfter(new Date(), -24 * trips),
    onCar,
  );
  await t.db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, booking.id));
  return { booking, car };
}

const review = (cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/reviews', headers: { cookie }, payload });
const publicList = async (carId: number, page = 1) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/reviews/cars/${carId}?page=${page}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CarReviews>();
};
const consolePost = (cookie: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

describe('a renter reviews a trip', () => {
  it('refuses a trip of someone else and a trip not completed with 403', async () => {
    const asha = await renter();
    const ravi = await renter('Ravi Sahu');
    const { booking } = await completedTrip(asha.id);
    const theirs = await review(ravi.cookie, {
      bookingId: booking.id,
      carRating: 5,
      branchRating: 5,
      comment: '',
    });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe(REVIEW_MESSAGES.notYourTrip);

    const running = await paidBooking(t.db, ravi.id, 'Bhilai', hoursAfter(new Date(), 30));
    const early = await review(ravi.cookie, {
      bookingId: running.booking.id,
      carRating: 4,
      branchRating: 4,
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(REVIEW_MESSAGES.notYourTrip);

    // An extension row is part of its booking's trip, never reviewed on its own.
    const extension = await insertBooking(t.db, {
      userId: asha.id,
      carId: booking.carId,
      ratePackageId: booking.ratePackageId,
      pickupAt: booking.dropAt,
      dropAt: hoursAfter(booking.dropAt, 6),
      status: 'completed',
    });
    await t.db
      .update(bookings)
      .set({ parentBookingId: booking.id })
      .where(eq(bookings.id, extension.id));
    const ofExtension = await review(asha.cookie, {
      bookingId: extension.id,
      carRating: 4,
      branchRating: 4,
    });
    expect(ofExtension.statusCode).toBe(403);

    const missing = await review(asha.cookie, {
      bookingId: 999_999,
      carRating: 4,
      branchRating: 4,
    });
    expect(missing.statusCode).toBe(403);
  });

  it('answers bad input with 400 and a message', async () => {
    const asha = await renter();
    const { booking } = await completedTrip(asha.id);
    const cases: [object, string][] = [
      [{ bookingId: booking.id, carRating: 6, branchRating: 4 }, REVIEW_MESSAGES.carRating],
      [{ bookingId: booking.id, carRating: 4, branchRating: 0 }, REVIEW_MESSAGES.branchRating],
      [{ bookingId: booking.id, carRating: 4.5, branchRating: 4 }, REVIEW_MESSAGES.carRating],
      [
        { bookingId: booking.id, carRating: 4, branchRating: 4, comment: 'x'.repeat(1001) },
        REVIEW_MESSAGES.commentTooLong,
      ],
      [{ bookingId: 'one', carRating: 4, branchRating: 4 }, REVIEW_MESSAGES.bookingId],
    ];
    for (const [payload, message] of cases) {
      const res = await review(asha.cookie, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('keeps one review a trip as plain text, and lists the trips awaiting one', async () => {
    const asha = await renter();
    const { booking } = await completedTrip(asha.id);
    const mine = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/reviews/mine',
          headers: { cookie: asha.cookie },
        })
      ).json<MyReviews>();
    expect((await mine()).awaiting.map((a) => a.bookingId)).toEqual([booking.id]);

    const res = await review(asha.cookie, {
      bookingId: booking.id,
      carRating: 4,
      branchRating: 5,
      comment: '<p>Clean car, <b>smooth</b> drive &amp; on time.</p><script>alert(1)</script>',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      bookingId: booking.id,
      carRating: 4,
      branchRating: 5,
      comment: 'Clean car, smooth drive & on time.',
      tripMonth: `${istDate(booking.pickupAt).slice(0, 7)}-01`,
      reply: null,
      hidden: false,
    });

    const again = await review(asha.cookie, {
      bookingId: booking.id,
      carRating: 1,
      branchRating: 1,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REVIEW_MESSAGES.alreadyReviewed);

    const after = await mine();
    expect(after.awaiting).toEqual([]);
    expect(after.written.map((w) => w.comment)).toEqual(['Clean car, smooth drive & on time.']);
  });
});

describe("a car's reviews", () => {
  it('shows visible ones latest first, first names only, and their average on the card', async () => {
    const first = await renter('Meena Kumari Sahu');
    const { booking, car } = await completedTrip(first.id);
    const second = await renter('Rahul Dewangan');
    const other = await completedTrip(second.id, car.id);
    expect(other.car.id).toBe(car.id);
    expect(
      (await review(first.cookie, { bookingId: booking.id, carRating: 5, branchRating: 4 }))
        .statusCode,
    ).toBe(201);
    expect(
      (
        await review(second.cookie, {
          bookingId: other.booking.id,
          carRating: 4,
          branchRating: 3,
          comment: 'AC was weak.',
        })
      ).statusCode,
    ).toBe(201);

    const list = await publicList(car.id);
    expect(list).toMatchObject({ average: 4.5, count: 2, page: 1, pageCount: 1 });
    expect(list.reviews.map((r) => [r.firstName, r.carRating, r.comment])).toEqual([
      ['Rahul', 4, 'AC was weak.'],
      ['Meena', 5, ''],
    ]);
    const [card] = (await listCarCards(t.db, {})).filter((c) => c.id === car.id);
    expect(card?.rating).toEqual({ average: 4.5, count: 2 });

    // A car nobody reviewed: no average, nothing listed, no rating on its card.
    const [unrated] = (await listCarCards(t.db, {})).filter(
      (c) => c.rating === null && c.id !== car.id,
    );
    expect(unrated).toBeDefined();
    expect(await publicList(unrated!.id)).toMatchObject({ average: null, count: 0, reviews: [] });
  });
});

describe('the console', () => {
  async function reviewedTrip(carRating = 2) {
    const asha = await renter();
    const { booking, car } = await completedTrip(asha.id);
    const res = await review(asha.cookie, {
      bookingId: booking.id,
      carRating,
      branchRating: 3,
      comment: 'Rude staff.',
    });
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json<{ id: number }>().id, car };
  }

  it("lists the branch's reviews, hidden ones too, newest first; not another branch's", async () => {
    const { id } = await reviewedTrip();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/console/reviews',
      headers: { cookie: desk },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [newest] = res.json<{ reviews: ConsoleReview[] }>().reviews;
    expect(newest).toMatchObject({
      id,
      customerFirstName: 'Asha',
      branchName: 'Bhilai',
      comment: 'Rude staff.',
      hiddenAt: null,
    });
    const raipur = await t.app.inject({
      method: 'GET',
      url: '/api/console/reviews',
      headers: { cookie: otherBranch },
    });
    expect(raipur.json<{ reviews: ConsoleReview[] }>().reviews.map((r) => r.id)).not.toContain(id);
    const hide = await consolePost(otherBranch, `/api/console/reviews/${id}/hide`, {
      reason: 'Not ours',
    });
    expect(hide.statusCode).toBe(404);
  });

  it('hides a review with a reason (a manager, audited): gone from the list and the average', async () => {
    const { id, car } = await reviewedTrip(1);
    const before = await publicList(car.id);
    expect(before.reviews.map((r) => r.id)).toContain(id);
    const url = `/api/console/reviews/${id}/hide`;

    const byDesk = await consolePost(desk, url, { reason: 'Abusive' });
    expect(byDesk.statusCode).toBe(403);
    expect(byDesk.json().message).toBe(MANAGER_ONLY_MESSAGE);
    const noReason = await consolePost(manager, url, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(REVIEW_MESSAGES.hideReason);

    const res = await consolePost(manager, url, { reason: 'Abusive words about the staff' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      hiddenReason: 'Abusive words about the staff',
      comment: 'Rude staff.',
    });
    expect(res.json().hiddenAt).toEqual(expect.any(String));
    expect((await consolePost(manager, url, { reason: 'Again' })).statusCode).toBe(409);

    const after = await publicList(car.id);
    expect(after.reviews.map((r) => r.id)).not.toContain(id);
    expect(after.count).toBe(before.count - 1);
    const [card] = (await listCarCards(t.db, {})).filter((c) => c.id === car.id);
    expect(card?.rating?.count ?? 0).toBe(after.count);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'review'), eq(auditLog.recordId, String(id))));
    expect(audit.map((a) => [a.action, a.after])).toEqual([
      ['review.hide', expect.objectContaining({ hiddenReason: 'Abusive words about the staff' })],
    ]);
  });

  it('replies once, publicly', async () => {
    const { id, car } = await reviewedTrip(3);
    const url = `/api/console/reviews/${id}/reply`;
    const empty = await consolePost(desk, url, { reply: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(REVIEW_MESSAGES.reply);
    const res = await consolePost(desk, url, { reply: 'Sorry, we have spoken to the team.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().reply).toBe('Sorry, we have spoken to the team.');
    const second = await consolePost(manager, url, { reply: 'Another word.' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(REVIEW_MESSAGES.alreadyReplied);
    const shown = (await publicList(car.id)).reviews.find((r) => r.id === id);
    expect(shown?.reply).toBe('Sorry, we have spoken to the team.');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'review'), eq(auditLog.recordId, String(id))));
    expect(audit.map((a) => a.action)).toEqual(['review.reply']);
  });
});
