import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ROLES, idParamsSchema } from '../../../shared/console.js';
import {
  branchDetailsBodySchema,
  branchDetailsSchema,
  cancellationScheduleBodySchema,
  cancellationScheduleSchema,
  catalogueItemSchema,
  consolePickupDropSchema,
  consoleSettingsSchema,
  namedBodySchema,
  namedUpdateBodySchema,
  pickupDropBodySchema,
  pickupDropUpdateBodySchema,
} from '../../../shared/console-settings.js';
import type { Db } from '../../db/client.js';
import { branchScope, staffOf } from '../../lib/console-guard.js';
import {
  branchRulesBodySchema,
  branchRulesListSchema,
  branchRulesSchema,
} from '../../../shared/branch-rules.js';
import {
  listBranchRules,
  replaceCancellationSchedule,
  updateBranchDetails,
  updateBranchRules,
  updateLessonTerms,
  consoleLessonTermsOf,
  addPickupDropOption,
  updatePickupDropOption,
} from '../branches/index.js';
import { addCatalogueItem, updateCatalogueItem, type CatalogueItemKind } from '../fleet/index.js';
import { loadSettings } from './settings.queries.js';
import { consoleLessonTermsSchema, lessonTermsBodySchema } from '../../../shared/lesson-api.js';

/** The lists an admin adds to and renames, by URL. */
const CATALOGUE_LISTS: { kind: Exclude<CatalogueItemKind, 'subcategory'>; path: string }[] = [
  { kind: 'category', path: 'categories' },
  { kind: 'accessory', path: 'accessories' },
  { kind: 'amenity', path: 'amenities' },
];

/** Inside `consoleScope`: branches, categories, accessories, amenities, pickup/drop, cancellation. */
export const settingsRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['console'];

    app.get(
      '/api/console/settings',
      {
        schema: {
          tags,
          summary: 'Branch details, car lists, pickup/drop options and the cancellation schedule',
          response: { 200: consoleSettingsSchema },
        },
      },
      async (request) => loadSettings(db, branchScope(staffOf(request))),
    );
    app.put(
      '/api/console/branches/:id',
      {
        config: { record: 'branch', roles: ADMIN_ROLES },
        schema: {
          tags,
          summary: "Change a branch's address, phone, map link and opening hours (admin)",
          params: idParamsSchema,
          body: branchDetailsBodySchema,
          response: { 200: branchDetailsSchema },
        },
      },
      async (request) => updateBranchDetails(db, staffOf(request), request.params.id, request.body),
    );
    app.get(
      '/api/console/branch-rules',
      {
        schema: {
          tags,
          summary: 'Late, fuel, driver-age and turnaround rules of the branches',
          response: { 200: branchRulesListSchema },
        },
      },
      async (request) => listBranchRules(db, branchScope(staffOf(request))),
    );
    app.put(
      '/api/console/branches/:id/rules',
      {
        config: { record: 'branch' },
        schema: {
          tags,
          summary: "Set a branch's grace period, late rate, fuel price, driver age and turnaround",
          params: idParamsSchema,
          body: branchRulesBodySchema,
          response: { 200: branchRulesSchema },
        },
      },
      async (request) => updateBranchRules(db, staffOf(request), request.params.id, request.body),
    );
    app.get(
      '/api/console/branches/:id/lesson-terms',
      {
        config: { record: 'branch' },
        schema: {
          tags,
          summary: "A branch's learner terms and the school's licence and accreditation numbers",
          params: idParamsSchema,
          response: { 200: consoleLessonTermsSchema },
        },
      },
      async (request) => consoleLessonTermsOf(db, request.params.id),
    );
    app.put(
      '/api/console/branches/:id/lesson-terms',
      {
        config: { record: 'branch' },
        schema: {
          tags,
          summary:
            "Set a branch's learner terms (cancel cut-off, home pickup, location) and its school's standing",
          params: idParamsSchema,
          body: lessonTermsBodySchema,
          response: { 200: consoleLessonTermsSchema },
        },
      },
      async (request) => updateLessonTerms(db, staffOf(request), request.params.id, request.body),
    );
    app.post(
      '/api/console/branches/:id/pickup-drop-options',
      {
        config: { record: 'branch' },
        schema: {
          tags,
          summary: 'Add a pickup/drop option with its charge to a branch',
          params: idParamsSchema,
          body: pickupDropBodySchema,
          response: { 201: consolePickupDropSchema },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return addPickupDropOption(db, staffOf(request), request.params.id, request.body);
      },
    );
    app.put(
      '/api/console/pickup-drop-options/:id',
      {
        config: { record: 'pickup_drop_option' },
        schema: {
          tags,
          summary: 'Change a pickup/drop option or take it out of use (bookings keep their charge)',
          params: idParamsSchema,
          body: pickupDropUpdateBodySchema,
          response: { 200: consolePickupDropSchema },
        },
      },
      async (request) =>
        updatePickupDropOption(db, staffOf(request), request.params.id, request.body),
    );

    for (const { kind, path } of CATALOGUE_LISTS) {
      app.post(
        `/api/console/${path}`,
        {
          config: { roles: ADMIN_ROLES },
          schema: {
            tags,
            summary: `Add to the ${path} (admin)`,
            body: namedBodySchema,
            response: { 201: catalogueItemSchema },
          },
        },
        async (request, reply) => {
          reply.code(201);
          return addCatalogueItem(db, staffOf(request), kind, request.body);
        },
      );
      app.put(
        `/api/console/${path}/:id`,
        {
          config: { record: kind === 'category' ? 'car_category' : kind, roles: ADMIN_ROLES },
          schema: {
            tags,
            summary: `Rename one of the ${path} or take it out of use (admin)`,
            params: idParamsSchema,
            body: namedUpdateBodySchema,
            response: { 200: catalogueItemSchema },
          },
        },
        async (request) =>
          updateCatalogueItem(db, staffOf(request), kind, request.params.id, request.body),
      );
    }
    app.post(
      '/api/console/categories/:id/subcategories',
      {
        config: { record: 'car_category', roles: ADMIN_ROLES },
        schema: {
          tags,
          summary: 'Add a subcategory to a category (admin)',
          params: idParamsSchema,
          body: namedBodySchema,
          response: { 201: catalogueItemSchema },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return addCatalogueItem(db, staffOf(request), 'subcategory', {
          ...request.body,
          categoryId: request.params.id,
        });
      },
    );
    app.put(
      '/api/console/subcategories/:id',
      {
        config: { record: 'subcategory', roles: ADMIN_ROLES },
        schema: {
          tags,
          summary: 'Rename a subcategory or take it out of use (admin)',
          params: idParamsSchema,
          body: namedUpdateBodySchema,
          response: { 200: catalogueItemSchema },
        },
      },
      async (request) =>
        updateCatalogueItem(db, staffOf(request), 'subcategory', request.params.id, request.body),
    );
    app.put(
      '/api/console/cancellation-rules',
      {
        config: { roles: ADMIN_ROLES },
        schema: {
          tags,
          summary: 'Replace the cancellation schedule (admin); bookings keep the fairer of theirs',
          body: cancellationScheduleBodySchema,
          response: { 200: cancellationScheduleSchema },
        },
      },
      async (request) => replaceCancellationSchedule(db, staffOf(request), request.body),
    );
  };
