import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { expect } from '../console-guard';
import { CART_COOKIE, serializeCart } from '../../src/shared/learning-cart';

/** The learner's courses (seeded, each with a Hindi version; decision 0032). */
export const SCHOOL = {
  /** Bought, every lesson done, certificate issued. */
  finished: 'defensive-driving-city-traffic',
  /** Bought, not opened: its order can still be refunded. */
  bought: 'night-driving-essentials',
  /** In the cart, with an order waiting at the test gateway. */
  inCart: 'driving-licence-test-masterclass',
  /** Gifted to a friend. */
  gifted: 'highway-driving-confidence',
  /** The free question bank, one mock test taken. */
  bank: 'learners-mock-test-road-signs',
};

async function ok(response: Promise<APIResponse>) {
  const res = await response;
  expect(res.ok(), `${res.url()}: ${await res.text()}`).toBe(true);
  return res.json();
}

async function outboxText(request: APIRequestContext, recipient: string): Promise<string> {
  let text = '';
  // Mail goes out from a background job a moment after the request that sends it.
  await expect(async () => {
    const outbox = await ok(request.get('/api/dev/outbox'));
    const found = outbox.messages.findLast((m: { recipient: string }) => m.recipient === recipient);
    expect(found, `a message to ${recipient}`).toBeTruthy();
    text = found.text;
  }).toPass({ timeout: 15_000 });
  return text;
}

/** The course cart cookie holding these courses (not question banks), as "Add to Cart" leaves it. */
export const putInCart = (page: Page, baseURL: string, courseIds: number[]) =>
  page.context().addCookies([
    {
      name: CART_COOKIE,
      value: serializeCart(courseIds.map((targetID) => ({ targetID, targetType: 'MainCourse' }))),
      url: baseURL,
    },
  ]);

/** The test gateway's id of a course order, from where checkout sends the browser. */
const gatewayOrderOf = (redirectUrl: string) =>
  /\/checkout\/pay\/test\/([^/?]+)/.exec(redirectUrl)![1]!;

const payAtGateway = (request: APIRequestContext, gatewayOrder: string) =>
  ok(
    request.post(`/api/learning/payments/test/${gatewayOrder}/complete`, {
      data: { outcome: 'success' },
    }),
  );

/** Pays the cart (the cookie holds `courseIds`) at the test gateway, or leaves it waiting. */
async function orderCart(page: Page, baseURL: string, courseIds: number[], pay: boolean) {
  await putInCart(page, baseURL, courseIds);
  const { redirectUrl } = await ok(
    page.request.post('/api/learning/orders', { data: { country: 'IN' } }),
  );
  const gatewayOrder = gatewayOrderOf(redirectUrl);
  if (pay) await payAtGateway(page.request, gatewayOrder);
  return gatewayOrder;
}

/**
 * A new learner, signed in on `page`'s context by OTP through the API, with something on each
 * of the school's pages: a mock test taken, a course finished with its certificate, a course
 * bought and not started, a favourite, a gift for a friend, and a course in the cart whose
 * order waits at the test gateway.
 */
export async function newLearner(page: Page, baseURL: string) {
  const n = String(Date.now()).slice(-7);
  const mobile = `+91984${n}`;
  const { request } = page;
  await ok(request.post('/api/auth/otp/send', { data: { mobile } }));
  const sms = await outboxText(request, mobile);
  const otp = /\b(\d{6})\b/.exec(sms)![1]!;
  await ok(
    request.post('/api/auth/otp/verify', {
      data: { mobile, otp, name: 'आशा साहू', email: `asha.${n}@example.test` },
    }),
  );

  const course = (slug: string) => ok(request.get(`/api/learning/courses/${slug}?lang=hi`));
  const [finished, bought, inCart, gifted] = await Promise.all(
    [SCHOOL.finished, SCHOOL.bought, SCHOOL.inCart, SCHOOL.gifted].map(course),
  );

  await ok(request.post(`/api/learning/courses/${SCHOOL.bank}/enrol`));
  const attempt = await ok(
    request.post(`/api/learning/courses/${SCHOOL.bank}/attempts?mode=mock&lang=hi`),
  );
  await ok(
    request.post(`/api/learning/attempts/${attempt.attemptId}?lang=hi`, {
      data: { answers: { [attempt.questions[0].id]: 0 } },
    }),
  );

  await orderCart(page, baseURL, [finished.id, bought.id], true);
  for (const lesson of finished.syllabus) {
    await ok(
      request.put(`/api/learning/courses/${SCHOOL.finished}/lessons/${lesson.id}/done`, {
        data: { done: true },
      }),
    );
  }
  const { code } = await ok(request.post(`/api/learning/courses/${SCHOOL.finished}/certificate`));
  await ok(request.put(`/api/learning/favourites/${gifted.id}`));

  const friend = `ravi.${n}@example.test`;
  const gift = await ok(
    request.post('/api/learning/gifts', {
      data: { courseId: gifted.id, friendName: 'रवि साहू', friendEmail: friend, country: 'IN' },
    }),
  );
  await payAtGateway(request, gatewayOrderOf(gift.redirectUrl));
  const giftPath = /(\/gift\/[\w-]+)/.exec(await outboxText(request, friend))![1]!;

  const waitingOrder = await orderCart(page, baseURL, [inCart.id], false);
  return { certificate: code as string, giftPath, waitingOrder };
}
