import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';
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

/** The scope each route was declared in: its plugin-wide hooks are there once the app is ready. */
const scopeOf = new WeakMap<RouteOptions, FastifyInstance>();

/** The hooks a guard may run in: before the body (onRequest) or after it (preHandler). */
const GUARD_HOOKS = ['onRequest', 'preValidation', 'preHandler'] as const;

/**
 * The guard a route's scope (or the route itself) runs first. Fastify keeps a scope's hooks
 * under its `fastify.hooks` symbol; read here only, to document the guard (route-authorization
 * tests prove the document against what the routes answer).
 */
function scopeGuard(scope: FastifyInstance, route: RouteOptions): RouteAccess | undefined {
  const hooksKey = Object.getOwnPropertySymbols(scope).find(
    (key) => key.description === 'fastify.hooks',
  );
  const scopeHooks = hooksKey
    ? (scope as unknown as Record<symbol, Record<string, unknown[] | undefined>>)[hooksKey]
    : undefined;
  const hooks = GUARD_HOOKS.flatMap((name) => [
    ...(scopeHooks?.[name] ?? []),
    ...(route[name] ? [route[name]].flat() : []),
  ]);
  if (hooks.includes(requireStaff)) return 'staff';
  if (hooks.includes(requireCustomer)) return 'customer';
  return undefined;
}

/**
 * Who may call the route, as the OpenAPI document declares it: its `config.access`, else the
 * guard its plugin added for every route (`addHook('onRequest', requireCustomer)`), else
 * public. Call once the app is ready: a scope's hooks are added after its routes are declared.
 */
export function accessOf(route: RouteOptions): RouteAccess {
  const scope = scopeOf.get(route);
  return route.config?.access ?? (scope && scopeGuard(scope, route)) ?? 'public';
}

/**
 * Records every route, and gives a route declaring `config: { access: 'customer' | 'staff' }`
 * its session check before anything else runs. Must be registered before any route.
 */
export function registerRouteAccess(app: FastifyInstance) {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', function (route) {
    scopeOf.set(route, this);
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
