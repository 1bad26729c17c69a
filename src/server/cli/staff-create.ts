// `npm run staff:create -- --email a@b.in --role admin|manager|staff --branch Raipur [--name "A B"]
// [--password ...]`: creates a staff account. Without --password it prints (and mails) the
// single-use invite link that sets one.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailSchema, nameSchema, passwordSchema } from '../../shared/auth.js';
import { STAFF_ROLE_VALUES } from '../../shared/console.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { createMailer } from '../lib/mail/mailer.js';
import { createStaffAccount } from '../modules/console-access/staff-create.service.js';

const argsSchema = z.object({
  email: emailSchema,
  role: z.enum(STAFF_ROLE_VALUES, {
    error: '--role must be admin, manager or staff (counter staff).',
  }),
  branch: z.string().optional(),
  name: nameSchema.optional(),
  password: passwordSchema.optional(),
});

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      branch: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
    },
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      console.error(`${issue.path.join('.')}: ${issue.message}`);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await runMigrations(database);
    const mailer = createMailer(config.mail, database.db);
    const result = await createStaffAccount(database.db, mailer, config.publicUrl, parsed.data);
    console.log(`Created ${parsed.data.role} ${parsed.data.email} (id ${result.id}).`);
    if (result.inviteLink) console.log(`Invite link (also mailed): ${result.inviteLink}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

await main();
