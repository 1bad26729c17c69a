import type { Language } from '../../../shared/language.js';

/** The frame of a staff reply to a contact message; the reply itself is staff's own words. */
export interface InboxReplyMailText {
  subject: string;
  greeting: string;
  phone: string;
  youWrote: string;
  noMessage: string;
}

export const INBOX_REPLY_MAIL_TEXT: Record<Language, InboxReplyMailText> = {
  en: {
    subject: 'Re: your message to {{business}}',
    greeting: 'Hello {{name}},',
    phone: 'Phone: {{phone}}',
    youWrote: 'You wrote on {{when}}:',
    noMessage: '(no message)',
  },
  hi: {
    subject: 'Re: {{business}} को भेजा आपका संदेश',
    greeting: 'नमस्ते {{name}},',
    phone: 'फ़ोन: {{phone}}',
    youWrote: 'आपने {{when}} को लिखा था:',
    noMessage: '(कोई संदेश नहीं)',
  },
};
