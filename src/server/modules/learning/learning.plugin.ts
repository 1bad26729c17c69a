import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../lib/jobs/job-queue.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import type { PaymentGateway } from '../../lib/payment-gateways/payment-gateway.js';
import { catalogueRoutes } from './catalogue.routes.js';
import { courseFavouritesRoutes } from './course-favourites.routes.js';
import { defineCourseMails } from './course-mail.job.js';
import { giftRoutes } from './gift.routes.js';
import type { GiftDeps } from './gift.service.js';
import { instructorRoutes } from './instructor.routes.js';
import { myBlogsRoutes } from './my-blogs.routes.js';
import { ordersRoutes } from './orders.routes.js';
import { referralRoutes } from './referral.routes.js';
import { reviewsRoutes } from './reviews.routes.js';
import { studyRoutes } from './study.routes.js';
import { certificateRoutes } from './certificate.routes.js';

/** What the course orders need: the gateway, the mails' queue and the prices' exchange rate. */
export const courseOrderDeps = (
  db: Db,
  config: Config,
  gateway: PaymentGateway,
  mailer: Mailer,
  jobs: JobQueue,
): GiftDeps => ({
  db,
  gateway,
  mailer,
  jobs,
  aedPerUsd: config.learning.aedPerUsd,
  publicUrl: config.publicUrl,
  businessName: config.business.name,
});

/** The driving school: registered only when LEARNING_ENABLED is on. */
export const learningPlugin =
  (
    db: Db,
    config: Config,
    gateway: PaymentGateway,
    mailer: Mailer,
    jobs: JobQueue,
  ): FastifyPluginAsync =>
  async (app) => {
    const orderDeps = courseOrderDeps(db, config, gateway, mailer, jobs);
    defineCourseMails(jobs, orderDeps);
    await app.register(catalogueRoutes(db, config));
    await app.register(studyRoutes(db));
    await app.register(certificateRoutes(db, config));
    await app.register(giftRoutes(db, config));
    await app.register(courseFavouritesRoutes(db, config));
    await app.register(referralRoutes(db));
    await app.register(instructorRoutes(db, config));
    await app.register(reviewsRoutes(db, config));
    await app.register(myBlogsRoutes(db, config));
    await app.register(ordersRoutes(orderDeps, config));
  };
