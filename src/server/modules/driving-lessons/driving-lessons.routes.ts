import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/console.js';
import {
  gatewayOrderParamsSchema,
  testCompleteBodySchema,
} from '../../../shared/learning-orders.js';
import {
  branchQuerySchema,
  buyPackageBodySchema,
  learnerLessonBodySchema,
  lessonCheckoutSchema,
  lessonPaidResultSchema,
  lessonPurchaseListSchema,
  lessonSchema,
  lessonSlotListSchema,
  lessonSlotsQuerySchema,
  lessonTermsSchema,
  lessonTestOrderSchema,
  myLessonListSchema,
  offeredPackageListSchema,
  rescheduleBodySchema,
} from '../../../shared/lesson-api.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { customerOf, requireCustomer } from '../../lib/auth-guard.js';
import type { PaymentGateway } from '../../lib/payment-gateways/payment-gateway.js';
import { verifiedReturn } from '../../lib/payment-gateways/verified-return.js';
import { routeLimit } from '../../lib/route-limit.js';
import { lessonTermsOf } from '../branches/index.js';
import { cancelMyLesson, createLesson, lessonSlots, rescheduleLesson } from './lessons.service.js';
import { myLessons } from './my-lessons.queries.js';
import { offeredLessonPackages } from './offered-packages.service.js';
import {
  buyLessonPackage,
  completePurchase,
  myPurchases,
  myTestPurchase,
} from './purchases.service.js';

export interface DrivingLessonsDeps {
  db: Db;
  gateway: PaymentGateway;
  config: Config;
}

/**
 * The learner's side of practical lessons (issue 34, decisions 0046 and 0047): a branch's
 * packages, terms and a week's free slots (public); buying a package through the gateway;
 * booking, moving and cancelling my lessons on what I bought.
 */
export const drivingLessonsRoutes =
  ({ db, gateway, config }: DrivingLessonsDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['lessons'];
    app.get(
      '/api/lessons/packages',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: "A branch's practical lesson packages on offer, with the GST in each price",
          querystring: branchQuerySchema,
          response: { 200: offeredPackageListSchema },
        },
      },
      async (request) =>
        offeredLessonPackages(db, request.query.branchId, request.user?.id ?? null),
    );
    app.get(
      '/api/lessons/slots',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: "Free lesson slots of a package's branch: an instructor and a training car",
          querystring: lessonSlotsQuerySchema,
          response: { 200: lessonSlotListSchema },
        },
      },
      async (request) =>
        lessonSlots(db, { userId: 0, branchId: null, audited: false }, request.query),
    );
    app.get(
      '/api/lessons/terms',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: "A branch's terms for learners: cancel cut-off and home pickup radius",
          querystring: branchQuerySchema,
          response: { 200: lessonTermsSchema },
        },
      },
      async (request) => {
        const { location: _location, ...terms } = await lessonTermsOf(db, request.query.branchId);
        return terms;
      },
    );

    // Buying opens a gateway order; booking, moving and cancelling: a handful per learner.
    const limit = routeLimit(config, 30, 15 * 60_000, 'user');
    const customer: FastifyPluginAsyncZod = async (c) => {
      c.addHook('onRequest', requireCustomer);
      c.addHook('onSend', async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
      });

      c.post(
        '/api/lessons/purchases',
        {
          config: limit,
          schema: {
            tags,
            summary: 'Buy a lesson package: a gateway order for its price (GST included)',
            body: buyPackageBodySchema,
            response: { 200: lessonCheckoutSchema },
          },
        },
        async (request) =>
          buyLessonPackage({ db, gateway }, customerOf(request).id, request.body.packageId),
      );
      c.get(
        '/api/lessons/purchases',
        {
          schema: {
            tags,
            summary: 'My paid lesson packages: sessions bought, used and valid until',
            response: { 200: lessonPurchaseListSchema },
          },
        },
        async (request) => ({ purchases: await myPurchases(db, customerOf(request).id) }),
      );

      if (gateway.name === 'test') {
        c.get(
          '/api/lessons/test-purchases/:orderId',
          {
            schema: {
              tags,
              summary: 'Test gateway: my lesson package purchase',
              params: gatewayOrderParamsSchema,
              response: { 200: lessonTestOrderSchema },
            },
          },
          async (request) => myTestPurchase(db, customerOf(request).id, request.params.orderId),
        );
        c.post(
          '/api/lessons/test-purchases/:orderId/complete',
          {
            config: limit,
            schema: {
              tags,
              summary: 'Test gateway: pay my lesson package successfully or fail it',
              params: gatewayOrderParamsSchema,
              body: testCompleteBodySchema,
              response: { 200: lessonPaidResultSchema },
            },
          },
          async (request) =>
            completePurchase(
              db,
              gateway.verifyReturn({
                order_id: request.params.orderId,
                outcome: request.body.outcome,
              }),
              customerOf(request).id,
            ),
        );
      }

      if (gateway.name === 'razorpay') {
        c.post(
          '/api/lessons/purchases/razorpay/verify',
          {
            // Declared here: with the test gateway the route walk never sees this route.
            config: { ...limit, access: 'customer' },
            schema: {
              tags,
              summary: 'Razorpay Checkout return for a lesson package (order|payment signature)',
              body: z.object({
                razorpay_order_id: z.string().max(64),
                razorpay_payment_id: z.string().max(64),
                razorpay_signature: z.string().max(256),
              }),
              response: { 200: lessonPaidResultSchema },
            },
          },
          async (request) =>
            completePurchase(db, verifiedReturn(gateway, request.body), customerOf(request).id),
        );
      }

      c.get(
        '/api/lessons/mine',
        {
          schema: {
            tags,
            summary: 'My practical lessons, with instructor, car, pickup and the change cut-off',
            response: { 200: myLessonListSchema },
          },
        },
        async (request) => ({ lessons: await myLessons(db, customerOf(request).id) }),
      );
      c.post(
        '/api/lessons/mine',
        {
          config: limit,
          schema: {
            tags,
            summary: 'Book a lesson of a package I bought (409 naming the slot when taken)',
            body: learnerLessonBodySchema,
            response: { 201: lessonSchema },
          },
        },
        async (request, reply) => {
          const learnerId = customerOf(request).id;
          reply.code(201);
          return createLesson(
            db,
            { userId: learnerId, branchId: null, audited: false },
            { ...request.body, learnerId },
          );
        },
      );
      c.post(
        '/api/lessons/mine/:id/reschedule',
        {
          config: limit,
          schema: {
            tags,
            summary: "Move my lesson to another free slot, up to the branch's cut-off",
            params: idParamsSchema,
            body: rescheduleBodySchema,
            response: { 200: lessonSchema },
          },
        },
        async (request) =>
          rescheduleLesson(db, customerOf(request).id, request.params.id, request.body),
      );
      c.post(
        '/api/lessons/mine/:id/cancel',
        {
          config: limit,
          schema: {
            tags,
            summary: "Cancel my lesson up to the branch's cut-off: the session goes back",
            params: idParamsSchema,
            response: { 200: lessonSchema },
          },
        },
        async (request) => cancelMyLesson(db, customerOf(request).id, request.params.id),
      );
    };
    await app.register(customer);
  };
