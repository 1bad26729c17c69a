import type { DocumentKind } from '../../../shared/account.js';
import type { Language } from '../../../shared/language.js';

/**
 * The words of the document review mail (verified, or rejected with the reviewer's reason) in
 * each language. Hindi puts the document's name where its gender does not change the sentence.
 */
const en = {
  documents: {
    licence_img: 'driving licence',
    user_photo: 'photo',
    id_proof_img: 'ID proof (front)',
    id_proof_back_img: 'ID proof (back)',
  } satisfies Record<DocumentKind, string>,
  document: 'document',
  subjectVerified: 'Your {{document}} is verified',
  subjectRejected: 'Please upload your {{document}} again',
  greeting: 'Hello {{name}},',
  verified: 'We have verified your {{document}}. Thank you.',
  rejected: 'We could not accept your {{document}}.',
  reason: 'Reason: {{reason}}',
  uploadAgain: 'Please upload it again at {{link}}.',
  questions: 'Questions? Call {{phone}}.',
};

export type DocumentReviewMailText = typeof en;

const hi: DocumentReviewMailText = {
  documents: {
    licence_img: 'ड्राइविंग लाइसेंस',
    user_photo: 'फ़ोटो',
    id_proof_img: 'पहचान पत्र (आगे का हिस्सा)',
    id_proof_back_img: 'पहचान पत्र (पीछे का हिस्सा)',
  },
  document: 'दस्तावेज़',
  subjectVerified: '{{document}}: सत्यापित',
  subjectRejected: '{{document}}: कृपया फिर से अपलोड करें',
  greeting: 'नमस्ते {{name}},',
  verified: 'हमने आपके {{document}} की जाँच करके उसे सत्यापित कर दिया है। धन्यवाद।',
  rejected: 'हम आपके {{document}} को स्वीकार नहीं कर सके।',
  reason: 'कारण: {{reason}}',
  uploadAgain: 'कृपया इसे {{link}} पर फिर से अपलोड करें।',
  questions: 'कोई सवाल? {{phone}} पर कॉल करें।',
};

export const DOCUMENT_REVIEW_MAIL_TEXT: Record<Language, DocumentReviewMailText> = { en, hi };
