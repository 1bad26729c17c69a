import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../shared/account.js';
import { CONTENT_IMAGE_MAX_BYTES } from '../shared/console-content.js';
import { CAR_PHOTO_MAX_BYTES } from '../shared/console-fleet.js';
import { SIGNATURE_MAX_BYTES, SIGNATURE_TOO_LARGE_MESSAGE } from '../shared/handover-sheet.js';
import { FASTAG_TOO_LARGE_MESSAGE } from '../shared/fastag-import.js';
import { tooLargeMessage } from '../shared/uploads.js';
import { ROOT_DIR } from './config.js';
import {
  bookableCar,
  bookingBody,
  customerSession,
  postBooking,
} from './modules/bookings/bookings-test-helpers.js';
import { staffSession } from './modules/payments/payments-test-helpers.js';
import { multipart } from './test/multipart.js';
import { createTestApp, type TestApp } from './test/test-app.js';
import { tripCharges } from './db/schema.js';

// nginx (deploy/nginx/selfdrive.conf) refuses a body above its location's client_max_body_size
// before the server sees it. Every upload route must sit in a location whose limit is the
// server's plus the form around the file, and nginx must refuse with the server's own words.
// Upload routes are found, not listed: a POST/PUT without a body schema in a scope that parses
// multipart. A new upload route fails here until nginx and the table below know it.

/** What nginx lets the multipart form around the file take beside the file itself. */
const FORM_ALLOWANCE = 64 * 1024;
const NGINX_SITE = fs.readFileSync(path.join(ROOT_DIR, 'deploy/nginx/selfdrive.conf'), 'utf8');

/** Each upload route's limit and the message the server refuses a larger file with. */
const SERVER_LIMITS: Record<string, { bytes: number; message: string }> = {
  'PUT /api/account/documents/:kind': upTo(UPLOAD_MAX_BYTES, 'file'),
  'PUT /api/account/photo': upTo(UPLOAD_MAX_BYTES, 'file'),
  'PUT /api/console/customers/:id/documents/:kind': upTo(UPLOAD_MAX_BYTES, 'file'),
  'POST /api/console/bookings/:id/handover-photos/:stage': upTo(UPLOAD_MAX_BYTES, 'photo'),
  'POST /api/console/bookings/:id/signature/:stage': {
    bytes: SIGNATURE_MAX_BYTES,
    message: SIGNATURE_TOO_LARGE_MESSAGE,
  },
  'PUT /api/console/cars/:id/photo': upTo(CAR_PHOTO_MAX_BYTES, 'photo'),
  'POST /api/console/content/gallery/photos': upTo(CONTENT_IMAGE_MAX_BYTES, 'image'),
  'POST /api/console/content/blog-covers': upTo(CONTENT_IMAGE_MAX_BYTES, 'image'),
  'POST /api/learning/instructor/course-images': upTo(UPLOAD_MAX_BYTES, 'image'),
  'POST /api/learning/instructor/lesson-images': upTo(UPLOAD_MAX_BYTES, 'image'),
  'POST /api/learning/blog-images': upTo(UPLOAD_MAX_BYTES, 'image'),
  'POST /api/console/trip-charges/:id/evidence': upTo(UPLOAD_MAX_BYTES, 'file'),
  'POST /api/console/trip-charges/fastag': {
    bytes: UPLOAD_MAX_BYTES,
    message: FASTAG_TOO_LARGE_MESSAGE,
  },
  'POST /api/bookings/:id/trip-charges/:chargeId/dispute': upTo(UPLOAD_MAX_BYTES, 'file'),
};

function upTo(bytes: number, what: 'file' | 'photo' | 'image') {
  return { bytes, message: tooLargeMessage(what, bytes) };
}

const sizeOf = (value: string) => {
  const [, n, unit] = /^(\d+)([km]?)$/.exec(value) ?? [];
  return Number(n) * (unit === 'm' ? 1024 * 1024 : unit === 'k' ? 1024 : 1);
};

/** The server-wide limit and each regex location's own, in the file's order. */
function nginxLocations() {
  const locations = [...NGINX_SITE.matchAll(/^\s*location ~ (\S+) \{([^}]*)\}/gm)].map(
    ([, pattern, body]) => ({
      pattern: pattern!,
      limit: /client_max_body_size (\w+);/.exec(body!)?.[1],
    }),
  );
  const outside = NGINX_SITE.replace(/^\s*location [^{]*\{[^}]*\}/gm, '');
  const serverLimit = /client_max_body_size (\w+);/.exec(outside)?.[1];
  return { locations, serverLimit: sizeOf(serverLimit ?? '') };
}

/** The limit nginx applies to a path: the first regex location matching it, else the server's. */
function nginxLimit(urlPath: string) {
  const { locations, serverLimit } = nginxLocations();
  const location = locations.find((l) => new RegExp(l.pattern).test(urlPath));
  return location?.limit ? sizeOf(location.limit) : serverLimit;
}

/** The message nginx's 413 carries for a path: the first matching `map` entry, else default. */
function nginxMessage(urlPath: string) {
  const map = /map \$uri \$selfdrive_too_large \{([^}]*)\}/.exec(NGINX_SITE)?.[1] ?? '';
  const entries = [...map.matchAll(/^\s*(\S+) "([^"]*)";/gm)].map(([, key, text]) => ({
    key: key!,
    text: text!,
  }));
  const match = entries.find(
    (e) => e.key.startsWith('~') && new RegExp(e.key.slice(1)).test(urlPath),
  );
  return (match ?? entries.find((e) => e.key === 'default'))?.text;
}

describe("nginx's body limits and the server's upload routes", () => {
  let t: TestApp;
  const routes: { route: RouteOptions; scope: FastifyInstance }[] = [];
  const params: Record<string, string> = { kind: 'licence_img', stage: 'pickup' };
  let ids: { booking: string; customer: string; car: string; charge: string };
  let staffCookie: string;
  let customerCookie: string;

  beforeAll(async () => {
    t = await createTestApp({
      seed: true,
      env: { RATE_LIMITS: 'false' },
      onRoute: function (this: FastifyInstance, route: RouteOptions) {
        routes.push({ route, scope: this });
      } as never,
    });
    await t.app.ready();
    const alice = await customerSession(t.app, t.db);
    customerCookie = alice.cookie;
    staffCookie = await staffSession(t.app, t.db);
    const target = await bookableCar(t.db);
    const booking = await postBooking(t.app, alice.cookie, bookingBody(target));
    expect(booking.statusCode).toBe(201);
    const instructor = await t.app.inject({
      method: 'PUT',
      url: '/api/learning/instructor',
      headers: { cookie: alice.cookie },
      payload: { displayName: 'Alice' },
    });
    expect(instructor.statusCode).toBe(200);
    // A charge after the trip on Alice's booking: its evidence and her dispute take files.
    const bookingId = booking.json<{ id: number }>().id;
    const [charge] = await t.db
      .insert(tripCharges)
      .values({
        carId: target.car.id,
        branchId: target.car.branchId,
        kind: 'toll',
        status: 'billed',
        occurredAt: new Date(),
        amountPaise: 100,
        bookingId,
        userId: alice.id,
        recordedBy: alice.id,
      })
      .returning();
    params.chargeId = String(charge!.id);
    ids = {
      booking: String(bookingId),
      customer: String(alice.id),
      car: String(target.car.id),
      charge: String(charge!.id),
    };
  });
  afterAll(() => t.close());

  /** The route's address with real ids: Alice's for a customer, the car's, else the booking's. */
  const sample = (url: string) => {
    const id = url.startsWith('/api/console/customers/')
      ? ids.customer
      : url.startsWith('/api/console/cars/')
        ? ids.car
        : url.startsWith('/api/console/trip-charges/')
          ? ids.charge
          : ids.booking;
    return url.replace(/:(\w+)/g, (_, name: string) => {
      const value = name === 'id' ? id : params[name];
      if (value === undefined) throw new Error(`no sample value for :${name} in ${url}`);
      return value;
    });
  };

  const uploadRoutes = () =>
    routes
      .filter(
        ({ route, scope }) =>
          ['POST', 'PUT', 'PATCH'].includes(String(route.method)) &&
          !route.schema?.body &&
          scope.hasContentTypeParser('multipart/form-data'),
      )
      .map(({ route }) => `${String(route.method)} ${route.url}`);

  it('knows every upload route the server has', () => {
    expect(uploadRoutes().sort()).toEqual(Object.keys(SERVER_LIMITS).sort());
  });

  it("gives each upload route the server's limit plus the form, and the server's message", () => {
    const wrong: string[] = [];
    const jsonLimit = nginxLocations().serverLimit;
    for (const [route, { bytes, message }] of Object.entries(SERVER_LIMITS)) {
      const url = route.split(' ')[1]!.replace(/:\w+/g, '12');
      const limit = nginxLimit(url);
      // A file below the JSON limit is refused by the server before nginx would.
      const expected = bytes + FORM_ALLOWANCE <= jsonLimit ? jsonLimit : bytes + FORM_ALLOWANCE;
      if (limit !== expected) wrong.push(`${route}: nginx allows ${limit} bytes, not ${expected}`);
      if (nginxMessage(url) !== message)
        wrong.push(`${route}: nginx says "${nginxMessage(url)}", the server "${message}"`);
    }
    expect(wrong).toEqual([]);
  });

  it('the server refuses a file one byte above the limit with those words', async () => {
    const answers: Record<string, { status: number; message: string }> = {};
    const wanted: typeof answers = {};
    for (const [route, { bytes, message }] of Object.entries(SERVER_LIMITS)) {
      const [method, url] = route.split(' ') as ['POST' | 'PUT', string];
      const cookie = url.startsWith('/api/console/') ? staffCookie : customerCookie;
      const body = multipart(Buffer.alloc(bytes + 1, 0xff), 'big.png', 'image/png');
      const res = await t.app.inject({
        method,
        url: sample(url),
        headers: { ...body.headers, cookie },
        payload: body.payload,
      });
      answers[route] = { status: res.statusCode, message: res.json<{ message: string }>().message };
      wanted[route] = { status: 413, message };
    }
    expect(answers).toEqual(wanted);
  });
});
