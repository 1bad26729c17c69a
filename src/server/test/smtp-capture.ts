import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// Used by the server tests and by the Playwright specs, so it imports nothing of the app.

export interface CapturedMail {
  to: string[];
  raw: string;
}

/** Undoes quoted-printable so links survive soft line breaks. */
const decodeQp = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * The parts sent as base64, decoded: nodemailer chooses it over quoted-printable for text that
 * is mostly not Latin, such as a Hindi mail, whose links would otherwise not be found.
 */
const decodeBase64Parts = (raw: string) =>
  [
    ...raw.matchAll(
      /Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi,
    ),
  ].map((m) => Buffer.from(m[1]!.replace(/\s/g, ''), 'base64').toString('utf8'));

/** A real SMTP server on 127.0.0.1 that keeps every message it receives. */
export async function startSmtpCapture() {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: [decodeQp(raw), ...decodeBase64Parts(raw)].join('\n'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const lastLink = (to: string, pathPrefix: string) => {
    const re = new RegExp(`https?://[^\\s"<>]*${pathPrefix}([A-Za-z0-9_-]+)`, 'g');
    const mail = mails.filter((m) => m.to.includes(to)).at(-1);
    return mail ? [...mail.raw.matchAll(re)].at(-1) : undefined;
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The token of the last link of that path kind sent to the address, e.g. '/user/register/'. */
    linkFor: (to: string, pathPrefix: string) => lastLink(to, pathPrefix)?.[1],
    /** The whole last link of that path kind sent to the address. */
    urlFor: (to: string, pathPrefix: string) => lastLink(to, pathPrefix)?.[0],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
