import {
  FASTAG_EXCEL_MESSAGE,
  FASTAG_FILE_MISSING_MESSAGE,
  FASTAG_NO_LINES_MESSAGE,
  FASTAG_NOT_A_STATEMENT_MESSAGE,
  FASTAG_TOO_LARGE_MESSAGE,
  FASTAG_TOO_MANY_LINES_MESSAGE,
} from '../../../../../shared/fastag-import';

/**
 * Hindi for the server's English messages of a FASTag statement's import
 * (shared/fastag-import.ts, decision 0057), keyed by the English text.
 */
export const fastagImportMessages: Record<string, string> = {
  [FASTAG_FILE_MISSING_MESSAGE]: 'कृपया FASTag स्टेटमेंट (CSV फ़ाइल) चुनें।',
  [FASTAG_TOO_LARGE_MESSAGE]: 'स्टेटमेंट बहुत बड़ा है: ज़्यादा से ज़्यादा 5 MB। कम समय का स्टेटमेंट डाउनलोड करें।',
  [FASTAG_EXCEL_MESSAGE]: 'यह एक्सेल फ़ाइल है: इसे खोलकर CSV (कॉमा से अलग) में सेव करें, फिर वह इम्पोर्ट करें।',
  [FASTAG_NOT_A_STATEMENT_MESSAGE]:
    'यह ऐसा FASTag स्टेटमेंट नहीं है जिसे हम पढ़ सकें: किसी हेडर लाइन में ट्रांज़ैक्शन का समय, गाड़ी का नंबर और रकम नहीं है।',
  [FASTAG_NO_LINES_MESSAGE]: 'स्टेटमेंट में कोई ट्रांज़ैक्शन नहीं है।',
  [FASTAG_TOO_MANY_LINES_MESSAGE]:
    'एक स्टेटमेंट में ज़्यादा से ज़्यादा 20,000 लाइनें हो सकती हैं: कम समय का स्टेटमेंट डाउनलोड करें।',
};
