import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/console.js';
import {
  CAR_PHOTO_MAX_BYTES,
  carActiveBodySchema,
  carBodySchema,
  carListQuerySchema,
  consoleCarListSchema,
  consoleCarSchema,
  fleetOptionsSchema,
  packageParamsSchema,
  ratePackageBodySchema,
} from '../../../shared/console-fleet.js';
import { trainingCarBodySchema } from '../../../shared/lesson-api.js';
import { tooLargeMessage } from '../../../shared/uploads.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { assertBranch, branchScope, staffOf } from '../../lib/console-guard.js';
import { badRequest, HttpError } from '../../lib/http-errors.js';
import {
  addPackage,
  carDetail,
  createCar,
  deleteCar,
  deletePackage,
  fleetOptions,
  listCars,
  replaceCarPhoto,
  setCarActive,
  setTrainingCar,
  updateCar,
  updatePackage,
} from '../fleet/index.js';
import { createPublicMedia } from '../../lib/storage/public-media.js';

const createCarBodySchema = carBodySchema.extend({ firstPackage: ratePackageBodySchema });
const TOO_LARGE = tooLargeMessage('photo', CAR_PHOTO_MAX_BYTES);

/** Inside `consoleScope`: cars, their rate packages and photos. */
export const fleetRoutes =
  (db: Db, config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    const media = createPublicMedia(config);
    const tags = ['console'];
    const car = { record: 'car' as const };
    await app.register(multipart, {
      limits: { fileSize: CAR_PHOTO_MAX_BYTES, files: 1, parts: 3 },
    });

    app.get(
      '/api/console/fleet/options',
      {
        schema: {
          tags,
          summary: 'Categories, accessories and amenities for the car form',
          response: { 200: fleetOptionsSchema },
        },
      },
      async () => fleetOptions(db),
    );
    app.get(
      '/api/console/cars',
      {
        schema: {
          tags,
          summary: 'Cars of the branch (every branch for an admin)',
          querystring: carListQuerySchema,
          response: { 200: consoleCarListSchema },
        },
      },
      async (request) => {
        const staff = staffOf(request);
        const scope = branchScope(staff);
        if (request.query.branchId && scope !== null && request.query.branchId !== scope) {
          assertBranch(staff, request.query.branchId);
        }
        return listCars(db, request.query.branchId ?? scope);
      },
    );
    app.post(
      '/api/console/cars',
      {
        schema: {
          tags,
          summary: 'Add a car with its first rate package',
          body: createCarBodySchema,
          response: { 201: consoleCarSchema },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return createCar(db, media, staffOf(request), request.body);
      },
    );
    app.get(
      '/api/console/cars/:id',
      {
        config: car,
        schema: {
          tags,
          summary: 'A car with its packages',
          params: idParamsSchema,
          response: { 200: consoleCarSchema },
        },
      },
      async (request) => carDetail(db, request.params.id),
    );
    app.put(
      '/api/console/cars/:id',
      {
        config: car,
        schema: {
          tags,
          summary: 'Change a car',
          params: idParamsSchema,
          body: carBodySchema,
          response: { 200: consoleCarSchema },
        },
      },
      async (request) => updateCar(db, staffOf(request), request.params.id, request.body),
    );
    app.post(
      '/api/console/cars/:id/active',
      {
        config: car,
        schema: {
          tags,
          summary: 'Retire a car or bring it back',
          params: idParamsSchema,
          body: carActiveBodySchema,
          response: { 200: consoleCarSchema },
        },
      },
      async (request) =>
        setCarActive(db, staffOf(request), request.params.id, request.body.isActive),
    );
    app.post(
      '/api/console/cars/:id/training',
      {
        config: car,
        schema: {
          tags,
          summary: 'Mark a car as a training car (dual controls) for practical lessons, or not',
          params: idParamsSchema,
          body: trainingCarBodySchema,
          response: { 200: consoleCarSchema },
        },
      },
      async (request) =>
        setTrainingCar(db, staffOf(request), request.params.id, request.body.isTrainingCar),
    );
    app.delete(
      '/api/console/cars/:id',
      {
        config: car,
        schema: {
          tags,
          summary: 'Delete a car that was never booked (else 409: retire it)',
          params: idParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await deleteCar(db, staffOf(request), request.params.id);
        return reply.code(204).send(null);
      },
    );
    app.put(
      '/api/console/cars/:id/photo',
      {
        config: car,
        schema: {
          tags,
          summary: 'Upload the car photo (multipart field "file"); resized for the site',
          params: idParamsSchema,
          response: { 200: consoleCarSchema },
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw badRequest('Please choose a photo to upload.');
        const part = await request.file();
        if (!part) throw badRequest('Please choose a photo to upload.');
        let buf: Buffer;
        try {
          buf = await part.toBuffer();
        } catch (error) {
          if ((error as { statusCode?: number }).statusCode === 413)
            throw new HttpError(413, TOO_LARGE);
          throw error;
        }
        return replaceCarPhoto(db, media, staffOf(request), request.params.id, buf);
      },
    );
    app.post(
      '/api/console/cars/:id/packages',
      {
        config: car,
        schema: {
          tags,
          summary: 'Add a rate package',
          params: idParamsSchema,
          body: ratePackageBodySchema,
          response: { 201: consoleCarSchema },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return addPackage(db, staffOf(request), request.params.id, request.body);
      },
    );
    app.put(
      '/api/console/cars/:id/packages/:packageId',
      {
        config: car,
        schema: {
          tags,
          summary: 'Change a rate package (bookings keep their prices)',
          params: packageParamsSchema,
          body: ratePackageBodySchema,
          response: { 200: consoleCarSchema },
        },
      },
      async (request) =>
        updatePackage(
          db,
          staffOf(request),
          { carId: request.params.id, packageId: request.params.packageId },
          request.body,
        ),
    );
    app.delete(
      '/api/console/cars/:id/packages/:packageId',
      {
        config: car,
        schema: {
          tags,
          summary: 'Delete a rate package no booking used',
          params: packageParamsSchema,
          response: { 200: consoleCarSchema },
        },
      },
      async (request) =>
        deletePackage(db, staffOf(request), {
          carId: request.params.id,
          packageId: request.params.packageId,
        }),
    );
  };
