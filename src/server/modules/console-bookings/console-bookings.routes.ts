import { createUploadStorage } from '../../lib/storage/create-storage.js';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UPLOAD_MAX_BYTES } from '../../../shared/account.js';
import { idParamsSchema } from '../../../shared/console.js';
import { tooLargeMessage } from '../../../shared/uploads.js';
import {
  bookingListSchema,
  bookingSearchSchema,
  cancelOnBehalfBodySchema,
  cancelOnBehalfQuoteSchema,
  cancelOnBehalfResponseSchema,
  consoleBookingDetailSchema,
  handoverStageParamsSchema,
  photoParamsSchema,
  pickupBodySchema,
  returnBodySchema,
  returnQuoteSchema,
  returnResponseSchema,
} from '../../../shared/console-bookings.js';
import {
  bookingChangeBodySchema,
  bookingChangeQuoteSchema,
  bookingChangeResultSchema,
} from '../../../shared/booking-change.js';
import {
  SIGNATURE_NOT_IMAGE_MESSAGE,
  SIGNATURE_TOO_LARGE_MESSAGE,
} from '../../../shared/handover-sheet.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { assertBranch, branchScope, staffOf } from '../../lib/console-guard.js';
import { badRequest, HttpError } from '../../lib/http-errors.js';
import { consoleActionLimit } from '../../lib/route-limit.js';
import { visitorLanguage } from '../../lib/visitor-language.js';
import type { Language } from '../../../shared/language.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { BOOKING_PAGE_SIZE, searchBookings, toBookingRow } from './booking-search.queries.js';
import { bookingDetail } from './booking-detail.service.js';
import { applyChange, quoteChange } from './booking-change.service.js';
import { cancelOnBehalf, cancelOnBehalfQuote } from './cancel-on-behalf.service.js';
import type { CancelDeps } from '../bookings/index.js';
import type { PaymentGateway } from '../../lib/payment-gateways/payment-gateway.js';
import { sendFinalBillMail } from './final-bill-mail.js';
import {
  handoverSheetAttachment,
  handoverSheetFile,
  openHandoverPhoto,
  quoteReturn,
  recordPickup,
  recordReturn,
  saveHandoverPhoto,
  saveHandoverSignature,
  sendPickupSheetMail,
} from '../handover/index.js';

async function uploadedPhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest('Please choose a photo to upload.');
  const part = await request.file();
  if (!part) throw badRequest('Please choose a photo to upload.');
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) {
      throw new HttpError(413, tooLargeMessage('photo', UPLOAD_MAX_BYTES));
    }
    throw error;
  }
}

async function uploadedSignature(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(SIGNATURE_NOT_IMAGE_MESSAGE);
  const part = await request.file();
  if (!part) throw badRequest(SIGNATURE_NOT_IMAGE_MESSAGE);
  return part.toBuffer().catch((error: unknown) => {
    if ((error as { statusCode?: number }).statusCode === 413) {
      throw new HttpError(413, SIGNATURE_TOO_LARGE_MESSAGE);
    }
    throw error;
  });
}

/** Inside `consoleScope`: search bookings, the booking page, pickup, return and cancel. */
export const consoleBookingsRoutes =
  (
    db: Db,
    mailer: Mailer,
    config: Config,
    cancelDeps: CancelDeps & { gateway: PaymentGateway },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['console'];
    const storage = createUploadStorage(config.uploads);
    await app.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 2, parts: 3 },
    });

    app.get(
      '/api/console/bookings',
      {
        schema: {
          tags,
          summary: 'Bookings by id, customer, car, status, pickup dates and branch',
          querystring: bookingSearchSchema,
          response: { 200: bookingListSchema },
        },
      },
      async (request) => {
        const staff = staffOf(request);
        if (request.query.branchId) assertBranch(staff, request.query.branchId);
        const { rows, total } = await searchBookings(db, branchScope(staff), request.query);
        return { bookings: rows.map(toBookingRow), total, pageSize: BOOKING_PAGE_SIZE };
      },
    );

    app.get(
      '/api/console/bookings/:id',
      {
        config: { record: 'booking' },
        schema: {
          tags,
          summary: 'A booking with its customer, payments, extensions, handovers and history',
          params: idParamsSchema,
          response: { 200: consoleBookingDetailSchema },
        },
      },
      async (request) => bookingDetail(db, request.params.id),
    );

    app.post(
      '/api/console/bookings/:id/pickup',
      {
        config: { record: 'booking' },
        schema: {
          tags,
          summary: 'Hands the car over: odometer, fuel, checklist, damage marks; the sheet mailed',
          params: idParamsSchema,
          body: pickupBodySchema,
        },
      },
      async (request) => {
        await recordPickup(
          db,
          staffOf(request),
          request.params.id,
          request.body,
          config.fuelChargePerEighthPaise,
        );
        const detail = await bookingDetail(db, request.params.id);
        await sendPickupSheetMail(db, mailer, storage, config, {
          bookingId: request.params.id,
          userId: detail.booking.customerId,
        }).catch((err: unknown) => request.log.error({ err }, 'handover sheet mail not sent'));
        return detail;
      },
    );

    app.post(
      '/api/console/bookings/:id/return',
      {
        config: { record: 'booking' },
        schema: {
          tags,
          summary: 'Takes the car back: computes the final bill, records the deposit refund',
          params: idParamsSchema,
          body: returnBodySchema,
          response: { 200: returnResponseSchema },
        },
      },
      async (request) => {
        const outcome = await recordReturn(
          db,
          cancelDeps.events,
          staffOf(request),
          request.params.id,
          request.body,
          config.fuelChargePerEighthPaise,
        );
        const sheetIn = (language: Language) =>
          handoverSheetAttachment(db, storage, config.business, request.params.id, language)
            .then((a) => [a])
            .catch((err: unknown) => (request.log.error({ err }, 'handover sheet not made'), []));
        await sendFinalBillMail(
          db,
          mailer,
          config,
          { bookingId: request.params.id, ...outcome },
          sheetIn,
        ).catch((err: unknown) => request.log.error({ err }, 'final bill mail not sent'));
        return { bill: outcome.bill, refundPaymentId: outcome.refundPaymentId };
      },
    );

    app.post(
      '/api/console/bookings/:id/return-quote',
      {
        config: { record: 'booking' },
        schema: {
          tags,
          summary: 'The final bill closing the return with these readings would give; no change',
          params: idParamsSchema,
          body: returnBodySchema,
          response: { 200: returnQuoteSchema },
        },
      },
      async (request) =>
        quoteReturn(db, request.params.id, request.body, config.fuelChargePerEighthPaise),
    );

    app.post(
      '/api/console/bookings/:id/cancel',
      {
        config: { ...consoleActionLimit(config), record: 'booking' },
        schema: {
          tags,
          summary: 'Cancels for the customer: their refund rules, a reason, the customer mailed',
          params: idParamsSchema,
          body: cancelOnBehalfBodySchema,
          response: { 200: cancelOnBehalfResponseSchema },
        },
      },
      async (request) =>
        cancelOnBehalf(cancelDeps, staffOf(request), request.params.id, request.body, request.log),
    );

    app.get(
      '/api/console/bookings/:id/cancel-quote',
      {
        config: { record: 'booking' },
        schema: {
          tags,
          summary:
            'What cancelling for the customer now would refund, and with the deduction waived',
          params: idParamsSchema,
          response: { 200: cancelOnBehalfQuoteSchema },
        },
      },
      async (request) => cancelOnBehalfQuote(cancelDeps, request.params.id),
    );

    const changeSchema = {
      tags,
      params: idParamsSchema,
      body: bookingChangeBodySchema,
      response: { 200: bookingChangeQuoteSchema },
    };
    app.post(
      '/api/console/bookings/:id/change-quote',
      {
        config: { record: 'booking' },
        schema: {
          ...changeSchema,
          summary: 'What a change of times or car would do (new price, difference); no change',
        },
      },
      async (request) => quoteChange(db, { bookingId: request.params.id, ...request.body }),
    );

    app.post(
      '/api/console/bookings/:id/change',
      {
        config: { ...consoleActionLimit(config), record: 'booking' },
        schema: {
          ...changeSchema,
          response: { 200: bookingChangeResultSchema },
          summary:
            'Changes the times or swaps the car; a paid booking’s difference is owed or refunded; audited, the customer mailed',
        },
      },
      async (request) =>
        applyChange(
          cancelDeps,
          staffOf(request),
          { bookingId: request.params.id, ...request.body },
          request.log,
        ),
    );

    app.post(
      '/api/console/bookings/:id/handover-photos/:stage',
      {
        config: { record: 'booking' },
        schema: {
          tags,
          summary: 'Adds a photo of the car (multipart field "file")',
          params: handoverStageParamsSchema,
        },
      },
      async (request) =>
        saveHandoverPhoto(db, storage, {
          staff: staffOf(request),
          bookingId: request.params.id,
          stage: request.params.stage,
          upload: await uploadedPhoto(request),
        }),
    );

    app.post(
      '/api/console/bookings/:id/signature/:stage',
      {
        config: { record: 'booking' },
        schema: {
          tags,
          summary: 'The customer\'s signature at pickup or return: a PNG (multipart field "file")',
          params: handoverStageParamsSchema,
        },
      },
      async (request, reply) => {
        reply.code(201);
        return saveHandoverSignature(db, storage, {
          staff: staffOf(request),
          bookingId: request.params.id,
          stage: request.params.stage,
          upload: await uploadedSignature(request),
        });
      },
    );

    app.get(
      '/api/console/bookings/:id/handover-sheet',
      {
        config: { record: 'booking' },
        schema: {
          tags,
          summary: 'The handover sheet as a PDF (pickup, and return once taken back)',
          params: idParamsSchema,
          produces: ['application/pdf'],
        },
      },
      async (request, reply) => {
        // The desk's copy, in the language the staff member reads the console in.
        const language = await visitorLanguage(request, db);
        const file = await handoverSheetFile(
          db,
          storage,
          config.business,
          request.params.id,
          language,
        );
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `attachment; filename="${file.filename}"`)
          .send(file.pdf);
      },
    );

    app.get(
      '/api/console/bookings/:id/photos/:photoId',
      {
        config: { record: 'booking' },
        schema: { tags, summary: 'A handover photo (staff only)', params: photoParamsSchema },
      },
      async (request, reply) => {
        const stream = await openHandoverPhoto(
          db,
          storage,
          request.params.id,
          request.params.photoId,
        );
        return reply.type('image/jpeg').header('Cache-Control', 'private, no-store').send(stream);
      },
    );
  };
