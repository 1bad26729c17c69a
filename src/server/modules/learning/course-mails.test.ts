import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_COOKIE, serializeCart } from '../../../shared/learning-cart.js';
import type { CheckoutResult } from '../../../shared/learning-orders.js';
import { outboxMessages } from '../../db/schema.js';
import { courses } from '../../db/schema.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import type { TestApp } from '../../test/test-app.js';
import { JOB_SCHEMA } from '../../db/migrate.js';
import { COURSE_MAIL_QUEUE } from './course-mail-queue.js';
import { learningApp, PAID_COURSE, PAID_QB, studentCookie } from './learning-test-helpers.js';

// The school's mails (receipt, refund, gift) in the buyer's language, as the booking mails.
describe('course order and gift mails in English and Hindi', () => {
  let t: TestApp;
  let courseIds: Record<string, number>;

  /** The app the helpers below talk to, with its catalogue's ids. */
  const use = async (app: TestApp) => {
    t = app;
    const rows = await t.db.select({ id: courses.id, slug: courses.slug }).from(courses);
    courseIds = Object.fromEntries(rows.map((r) => [r.slug, r.id]));
  };
  beforeAll(async () => use(await learningApp({ RATE_LIMITS: 'false' })));
  afterAll(() => t.close());

  const buyer = async (language: 'en' | 'hi') => {
    const s = await studentCookie(t);
    await t.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      headers: { cookie: s.cookie },
      payload: { language },
    });
    return s;
  };
  const post = (cookie: string, url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const buy = async (cookie: string, slug: string) => {
    const targetType = slug === PAID_QB ? 'questionBank' : 'MainCourse';
    const cart = serializeCart([{ targetID: courseIds[slug]!, targetType }]);
    const res = await post(`${cookie}; ${CART_COOKIE}=${cart}`, '/api/learning/orders');
    return res.json<CheckoutResult>();
  };
  /** The test gateway's verdict on an order (its page's address ends with the gateway id). */
  const complete = (cookie: string, order: CheckoutResult, outcome: 'success' | 'failure') => {
    const gatewayOrderId = order.redirectUrl!.slice(order.redirectUrl!.lastIndexOf('/') + 1);
    return post(cookie, `/api/learning/payments/test/${gatewayOrderId}/complete`, { outcome });
  };
  const mailsTo = async (email: string) => {
    await t.events.idle(); // the mails are jobs, sent after the order's change committed
    return t.db
      .select({ subject: outboxMessages.subject, text: outboxMessages.text })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.channel, 'email')));
  };

  it('sends an English buyer a receipt with the Order Summary once paid, and none for a failed payment', async () => {
    const { student, cookie } = await buyer('en');
    await complete(cookie, await buy(cookie, PAID_QB), 'failure');
    expect(await mailsTo(student.email)).toEqual([]);

    const order = await buy(cookie, PAID_COURSE);
    await complete(cookie, order, 'success');
    await complete(cookie, order, 'success'); // a second return sends nothing more
    const mails = await mailsTo(student.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Course order #${order.orderId}: payment received`);
    // 1499 less the 10% campaign = 1349.10, rounded to 1349.
    expect(mails[0]!.text).toContain(
      [
        `Order ID: ${order.orderId}`,
        '- Driving Licence Test Masterclass: ₹1,349',
        'Original Price: ₹1,499',
        'Discounted Amount: ₹150',
        'Total: ₹1,349',
      ].join('\n'),
    );
    expect(mails[0]!.text).toContain('30 day Refund Guarantee');
  });

  it('writes the receipt and the refund in Hindi for a Hindi buyer', async () => {
    const { student, cookie } = await buyer('hi');
    const order = await buy(cookie, PAID_COURSE);
    await complete(cookie, order, 'success');
    const refund = await post(cookie, `/api/learning/orders/${order.orderId}/refund`);
    expect(refund.statusCode).toBe(200);

    const [receipt, refunded] = await mailsTo(student.email);
    expect(receipt!.subject).toBe(`कोर्स ऑर्डर #${order.orderId}: भुगतान मिल गया`);
    expect(receipt!.text).toContain(`नमस्ते ${student.name},`);
    expect(receipt!.text).toContain('मूल कीमत: ₹1,499\nछूट की राशि: ₹150\nकुल: ₹1,349');
    expect(refunded!.subject).toBe(`कोर्स ऑर्डर #${order.orderId}: ₹1,349 की वापसी`);
    expect(refunded!.text).toContain(`हमने आपके कोर्स ऑर्डर #${order.orderId} के ₹1,349 वापस`);
  });

  it("mails a gift to a friend with no account in the giver's language, and the giver a receipt", async () => {
    const giver = await buyer('hi');
    const friendEmail = 'ravi.friend.no.account@example.test';
    const gift = await post(giver.cookie, '/api/learning/gifts', {
      courseId: courseIds[PAID_QB],
      friendName: 'Ravi',
      friendEmail,
    });
    await complete(giver.cookie, gift.json<CheckoutResult>(), 'success');

    const [toFriend] = await mailsTo(friendEmail);
    const title = "Learner's Licence Mock Test: Rules of the Road";
    expect(toFriend!.subject).toBe(
      `${giver.student.name} ने आपको ड्राइविंग कोर्स उपहार में दिया है: ${title}`,
    );
    expect(toFriend!.text).toMatch(/^नमस्ते Ravi,/);
    expect(toFriend!.text).toMatch(/साइन इन करें \(या खाता बनाएँ\): http\S+\/gift\/[\w-]+$/m);
    const [receipt] = await mailsTo(giver.student.email);
    expect(receipt!.text).toContain('हमने Ravi को कोर्स का लिंक ई-मेल कर दिया है।');

    const english = await buyer('en');
    const again = await post(english.cookie, '/api/learning/gifts', {
      courseId: courseIds[PAID_QB],
      friendName: 'Asha',
      friendEmail: 'asha.friend@example.test',
    });
    await complete(english.cookie, again.json<CheckoutResult>(), 'success');
    const [toAsha] = await mailsTo('asha.friend@example.test');
    expect(toAsha!.subject).toBe(`${english.student.name} gifted you a driving course: ${title}`);
  });

  it('completes a paid order while the mail server is down and keeps the receipt to send later', async () => {
    const up = t;
    const smtpDown: Mailer = {
      transport: 'smtp',
      send: async () => {
        throw new Error('SMTP 421 service not available');
      },
    };
    await use(await learningApp({ RATE_LIMITS: 'false' }, smtpDown));
    try {
      const { cookie } = await buyer('en');
      const order = await buy(cookie, PAID_COURSE);
      const paid = await complete(cookie, order, 'success');
      expect(paid.statusCode).toBe(200);
      const mine = await t.app.inject({ url: '/api/learning/orders', headers: { cookie } });
      expect(mine.json()).toMatchObject({ orders: [{ id: order.orderId, status: 'paid' }] });
      // The receipt waits in the job queue for its next attempt (failed ones show at /staff/jobs).
      await expect
        .poll(async () => {
          const { rows } = await t.app.database.executeSql(
            `select state from ${JOB_SCHEMA}.job where name = $1`,
            [COURSE_MAIL_QUEUE],
          );
          return rows;
        })
        .toEqual([{ state: 'retry' }]);
    } finally {
      await t.close();
      await use(up);
    }
  });
});
