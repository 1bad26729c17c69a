import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { EventBus } from '../../lib/events/event-bus.js';
import { assertAdmin, staffOf } from '../../lib/console-guard.js';
import { postsRoutes } from './posts.routes.js';
import { siteContentRoutes } from './site-content.routes.js';

/**
 * The console's Content section, inside `consoleScope`. Everything here is site-wide (no
 * branch), so only admins use it (decision 0015): branch staff get 403 on lists and creates,
 * and 404 on a record by id (consoleScope's branch check, which runs first). The inbox is
 * registered beside it for every role (`inbox.routes.ts`, decision 0030).
 */
export const consoleContentRoutes =
  (db: Db, config: Config, events: EventBus): FastifyPluginAsync =>
  async (app) => {
    // preValidation, so the answer to branch staff never depends on the body they send.
    app.addHook('preValidation', async (request) => assertAdmin(staffOf(request)));
    await app.register(postsRoutes(db, config, events));
    await app.register(siteContentRoutes(db, config));
  };
