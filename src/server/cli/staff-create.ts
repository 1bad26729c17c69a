// `npm run staff:create -- --email a@b.in --role admin|manager|staff --branch Raipur [--name "A B"]
// [--password ...]`: creates a staff account. Without --password it prints (and mails) the
// single-use invite link that sets one. Reads the same settings as the server (DATABASE_URL or
// DATA_DIR, and in production every setting the server requires).
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailSchema, nameSchema, passwordSchema } from '../../shared/auth.js';
import { STAFF_ROLE_VALUES } from '../../shared/console.js';
import { ConfigError, loadConfig, type Config } from '../config.js';
import { openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { createMailer } from '../lib/mail/mailer.js';
import { createStaffAccount } from '../modules/console-access/index.js';

const argsSchema = z.object({
  email: emailSchema,
  role: z.enum(STAFF_ROLE_VALUES, {
    error: '--role must be admin, manager or staff (counter staff).',
  }),
  branch: z.string().optional(),
  name: nameSchema.optional(),
  password: passwordSchema.optional(),
});

/** True when a server answers on this configuration's port: it owns a PGlite database. */
async function serverIsUp(config: Config) {
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  try {
    const address = host.includes(':') ? `[${host}]` : host;
    await fetch(`http://${address}:${config.port}/api/health`, {
      signal: AbortSignal.timeout(2000),
    });
    return true;
  } catch {
    return false;
  }
}

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
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message.replace('The server will not start', 'Nothing was created'));
    process.exitCode = 1;
    return;
  }
  if (config.database.kind === 'pglite' && (await serverIsUp(config))) {
    console.error(
      `A server is running on port ${config.port}, and a PGlite database has one owner: stop it ` +
        '(systemctl stop selfdrive), run this again, then start it.',
    );
    process.exitCode = 1;
    return;
  }
  const database = await openDatabase(config.database);
  try {
    await runMigrations(database);
    const mailer = createMailer(config.mail, database.db);
    const result = await createStaffAccount(database.db, mailer, config.publicUrl, parsed.data);
    console.log(`Created ${parsed.data.role} ${parsed.data.email} (id ${result.id}).`);
    if (result.inviteLink && result.mailError) {
      console.log(
        `Invite link (the mail could not be sent, pass it on yourself): ${result.inviteLink}`,
      );
      console.error(`Mail error: ${result.mailError}`);
    } else if (result.inviteLink) {
      console.log(`Invite link (also mailed): ${result.inviteLink}`);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

await main();
