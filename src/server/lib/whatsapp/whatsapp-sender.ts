import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { keepTextInOutbox } from '../mail/dev-outbox.js';
import type { Language } from '../../../shared/language.js';

/**
 * A WhatsApp Business message. Outside a customer's 24-hour reply window the Cloud API only
 * delivers approved templates, so each message names its template and the body parameters in
 * order; `text` is the same message written out, kept by the outbox.
 */
export interface WhatsAppMessage {
  /** E.164, e.g. +919876543210. */
  to: string;
  template: string;
  language: Language;
  params: string[];
  text: string;
}

/** Sends WhatsApp messages. Which transport is chosen once, at start, from WHATSAPP_*. */
export interface WhatsAppSender {
  readonly transport: 'cloud-api' | 'outbox';
  send(message: WhatsAppMessage): Promise<void>;
}

/** No provider configured: keep the message in the outbox table (shown at /dev/mailbox). */
export function outboxWhatsApp(db: Db): WhatsAppSender {
  return {
    transport: 'outbox',
    async send(message) {
      await keepTextInOutbox(db, {
        channel: 'whatsapp',
        recipient: message.to,
        text: message.text,
      });
    },
  };
}

/** Meta's WhatsApp Cloud API: POST {apiUrl}/{phoneNumberId}/messages, a template message. */
export function cloudApiWhatsApp(
  settings: NonNullable<Config['whatsapp']>,
  fetchImpl: typeof fetch = fetch,
): WhatsAppSender {
  return {
    transport: 'cloud-api',
    async send(message) {
      const response = await fetchImpl(`${settings.apiUrl}/${settings.phoneNumberId}/messages`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${settings.accessToken}`,
        },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: message.to.replace(/^\+/, ''),
          type: 'template',
          template: {
            name: settings.templatePrefix + message.template,
            language: { code: message.language },
            components: [
              {
                type: 'body',
                parameters: message.params.map((text) => ({ type: 'text', text })),
              },
            ],
          },
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as {
          error?: { message?: string };
        } | null;
        throw new Error(
          `WhatsApp Cloud API answered ${response.status}${body?.error?.message ? `: ${body.error.message}` : ''}`,
        );
      }
    },
  };
}

export function createWhatsAppSender(config: Config['whatsapp'], db: Db): WhatsAppSender {
  return config ? cloudApiWhatsApp(config) : outboxWhatsApp(db);
}
