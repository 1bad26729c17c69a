import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { requireCustomer, requireStaff } from './auth-guard.js';

/**
 * Who may call a route: anyone, a signed-in customer (own resources only), staff, or active
 * console staff within their branch (set by `consoleScope` in lib/console-guard.ts, which runs
 * its own check).
 */
export type RouteAccess = 'public' | 'customer' | 'staff' | 'console';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Declares (and enforces) who may call the route; see lib/route-access.ts. */
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every route as registered, for the route-table authorization test. */
    routeTable: RouteEntry[];
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  hasParamsSchema: boolean;
}

const guards: Record<Exclude<RouteAccess, 'public' | 'console'>, onRequestHookHandler> = {
  customer: requireCustomer,
  staff: requireStaff,
};

/**
 * Records every route, and gives a route declaring `config: { access: 'customer' | 'staff' }`
 * its session check before anything else runs. Must be registered before any route.
 */
export function registerRouteAccess(app: FastifyInstance) {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      table.push({
        method,
        url: route.url,
        // Read when asked: a scope's own onRoute hook (consoleScope) may set it after this one.
        get access() {
          return route.config?.access;
        },
        hasParamsSchema: !!route.schema?.params,
      });
    }
    if (access && access !== 'public' && access !== 'console') {
      const own = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [guards[access], ...own];
    }
  });
}
