import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  ADMIN_ONLY_MESSAGE,
  CONSOLE_NOT_FOUND_MESSAGE,
  DEACTIVATED_MESSAGE,
  MANAGER_ONLY_MESSAGE,
  type StaffRole,
} from '../../shared/console.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { LOGIN_REQUIRED_MESSAGE, STAFF_ONLY_MESSAGE } from './auth-guard.js';
import { recordBranch, type ConsoleRecordKind } from './console-records.js';
import { HttpError } from './http-errors.js';

export interface ConsoleStaff {
  id: number;
  name: string;
  email: string;
  staffRole: StaffRole;
  /** Null for an admin: every branch. */
  branchId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    consoleStaff: ConsoleStaff | null;
  }
  interface FastifyContextConfig {
    /** What the route's `:id` names; its branch is checked before anything else runs. */
    record?: ConsoleRecordKind;
    /** Who may call the route (decision 0029); set for a whole section by `forRoles`. */
    roles?: readonly StaffRole[];
  }
}

async function loadConsoleStaff(db: Db, request: FastifyRequest): Promise<ConsoleStaff> {
  const user = request.user;
  if (!user) throw new HttpError(401, LOGIN_REQUIRED_MESSAGE);
  if (user.role !== 'staff') throw new HttpError(403, STAFF_ONLY_MESSAGE);
  const [row] = await db
    .select({
      staffRole: users.staffRole,
      branchId: users.branchId,
      deactivatedAt: users.deactivatedAt,
    })
    .from(users)
    .where(eq(users.id, user.id));
  if (!row?.staffRole || row.deactivatedAt) throw new HttpError(401, DEACTIVATED_MESSAGE);
  return { id: user.id, name: user.name, email: user.email, ...row, staffRole: row.staffRole };
}

/**
 * The one declaration every console route goes through: registers `plugin` in its own scope
 * where each route is marked `config.access = 'console'` and every request must come from
 * active staff (401 visitor, 403 customer). A route whose `:id` names a branch record declares
 * `config.record`; branch staff get 404 for another branch's record (and for a missing one).
 */
export function consoleScope(db: Db, plugin: FastifyPluginAsync): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    app.decorateRequest('consoleStaff', null);
    app.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'console' };
    });
    app.addHook('onRequest', async (request) => {
      const staff = await loadConsoleStaff(db, request);
      request.consoleStaff = staff;
      const roles = request.routeOptions.config.roles;
      if (!roles?.includes(staff.staffRole)) {
        throw new HttpError(
          403,
          roles?.includes('manager') ? MANAGER_ONLY_MESSAGE : ADMIN_ONLY_MESSAGE,
        );
      }
    });
    // Before body validation, so another branch's record is 404 whatever the body says.
    app.addHook('preValidation', async (request) => {
      const kind = request.routeOptions.config.record;
      const raw = (request.params as { id?: string }).id;
      if (!kind || !raw || !/^\d{1,9}$/.test(raw)) return;
      const staff = staffOf(request);
      const branchId = await recordBranch(db, kind, Number(raw), staff.branchId);
      if (branchId === undefined) throw new HttpError(404, CONSOLE_NOT_FOUND_MESSAGE);
      assertBranch(staff, branchId);
    });
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });
    await app.register(plugin);
  };
}

/** The role lists `forRoles` hands its routes, told apart from the ones a route declares. */
const sectionRoles = new WeakSet<readonly StaffRole[]>();

/**
 * A console section open to `roles`: each of its routes gets `config.roles` unless it declares
 * its own. Sections nest: the innermost one's roles apply (a manager-only part of a section the
 * desk uses). A route without roles answers 403 to everyone (the walking test fails on it first).
 */
export function forRoles(
  roles: readonly StaffRole[],
  plugin: FastifyPluginAsync,
): FastifyPluginAsync {
  const given = Object.freeze([...roles]);
  sectionRoles.add(given);
  return async (app: FastifyInstance) => {
    // onRoute hooks run outermost first, so an inner section overwrites an outer one's roles.
    app.addHook('onRoute', (route) => {
      const declared = route.config?.roles;
      if (declared && !sectionRoles.has(declared)) return;
      route.config = { ...route.config, roles: given };
    });
    await app.register(plugin);
  };
}

/** The staff member of a console request (set by `consoleScope`). */
export function staffOf(request: FastifyRequest): ConsoleStaff {
  if (!request.consoleStaff) throw new HttpError(401, LOGIN_REQUIRED_MESSAGE);
  return request.consoleStaff;
}

/** Branch staff see only their branch's records; anything else answers 404, as if absent. */
export function assertBranch(staff: ConsoleStaff, branchId: number | null) {
  if (staff.staffRole === 'admin') return;
  if (branchId === null || branchId !== staff.branchId) {
    throw new HttpError(404, CONSOLE_NOT_FOUND_MESSAGE);
  }
}

/** The branch a list is limited to: null (every branch) for an admin. */
export const branchScope = (staff: ConsoleStaff) =>
  staff.staffRole === 'admin' ? null : staff.branchId;

/**
 * The branch a report asks for: branch staff their own (another branch's id is 404), admins
 * the one asked for, or every branch (null).
 */
export function askedScope(request: FastifyRequest, branchId: number | undefined) {
  const staff = staffOf(request);
  if (branchId) assertBranch(staff, branchId);
  return branchId ?? branchScope(staff);
}

export function assertAdmin(staff: ConsoleStaff) {
  if (staff.staffRole !== 'admin') throw new HttpError(403, ADMIN_ONLY_MESSAGE);
}
