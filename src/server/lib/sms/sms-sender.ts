import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { keepTextInOutbox } from '../mail/dev-outbox.js';

/** Sends text messages. Which transport is chosen once, at start, from SMS_HTTP_URL. */
export interface SmsSender {
  readonly transport: 'http' | 'outbox';
  send(to: string, message: string): Promise<void>;
}

/** No gateway configured: keep the SMS in the outbox table (shown at /dev/mailbox). */
export function outboxSms(db: Db): SmsSender {
  return {
    transport: 'outbox',
    async send(to, message) {
      await keepTextInOutbox(db, { channel: 'sms', recipient: to, text: message });
    },
  };
}

/** A JSON-over-HTTPS gateway: POST {to, sender, message} with a bearer token. */
export function httpSms(
  url: string,
  token: string | undefined,
  senderId: string,
  fetchImpl: typeof fetch = fetch,
): SmsSender {
  return {
    transport: 'http',
    async send(to, message) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ to, sender: senderId, message }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}

export function createSmsSender(config: Config['sms'], db: Db): SmsSender {
  return config.httpUrl ? httpSms(config.httpUrl, config.token, config.senderId) : outboxSms(db);
}
