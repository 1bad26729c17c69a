import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  inviteStaffBodySchema,
  staffListSchema,
  staffMemberSchema,
} from '../../../shared/console.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { staffOf } from '../../lib/console-guard.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { sendStaffInviteMail } from './staff-invite-mail.js';
import { inviteStaff, listStaff, setStaffActive } from './staff-team.service.js';
import { must } from '../../../shared/must.js';

/** Inside `consoleScope`: the team of a branch (every branch for an admin). */
export const staffTeamRoutes =
  (db: Db, mailer: Mailer, config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['console'];
    app.get(
      '/api/console/staff',
      { schema: { tags, summary: 'Staff accounts', response: { 200: staffListSchema } } },
      async (request) => listStaff(db, staffOf(request)),
    );

    app.post(
      '/api/console/staff',
      {
        schema: {
          tags,
          summary: 'Invite a staff member by e-mail (a single-use link to set a password)',
          body: inviteStaffBodySchema,
          response: { 201: staffMemberSchema },
        },
      },
      async (request, reply) => {
        const { user, token } = await inviteStaff(db, staffOf(request), request.body);
        await sendStaffInviteMail(mailer, config.publicUrl, user, token);
        const list = await listStaff(db, staffOf(request));
        reply.code(201);
        return must(
          list.staff.find((s) => s.id === user.id),
          'the invited member in the team list',
        );
      },
    );

    for (const [action, active] of [
      ['deactivate', false],
      ['reactivate', true],
    ] as const) {
      app.post(
        `/api/console/staff/:id/${action}`,
        {
          config: { record: 'staff' },
          schema: {
            tags,
            summary: `${action === 'deactivate' ? 'Deactivate' : 'Reactivate'} a staff account`,
            params: idParamsSchema,
            response: { 200: staffMemberSchema },
          },
        },
        async (request) => setStaffActive(db, staffOf(request), request.params.id, active),
      );
    }
  };
