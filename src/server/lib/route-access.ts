import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { requireCustomer, requireStaff } from './auth-guard.js';

/** Who may call a route: anyone, a signed-in customer (own resources only), or staff. */
export type RouteAccess = 'public' | 'customer' | 'staff';

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

const guards: Record<Exclude<RouteAccess, 'public'>, onRequestHookHandler> = {
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
      table.push({ method, url: route.url, access, hasParamsSchema: !!route.schema?.params });
    }
    if (access && access !== 'public') {
      const own = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [guards[access], ...own];
    }
  });
}
