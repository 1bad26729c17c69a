/**
 * The Latin-script words a page in Hindi may show (e2e/hindi-pages.spec.ts): names and marks
 * written the same way in a Hindi sentence. Everything else in Latin letters is a text left
 * untranslated. A word belongs here only if a Hindi reader expects it in Latin letters. The
 * demo data's own names (car makes and models, the signed-in person) are added by the spec
 * from the API; text stored in English (blog posts, FAQ, addresses) is marked lang="en-IN" by
 * the page itself (src/web/lib/text-lang.ts) and not read.
 */
export const ALLOWED_LATIN_WORDS = new Set([
  // The site's brand, "SelfDrive Chhattisgarh", as its logo and the Hindi catalogue write it.
  'SelfDrive',
  'Chhattisgarh',
  // The language switch names English in English, as every switch names a language in itself.
  'English',
  // Payment and tax names printed as they are on Indian bills, receipts and apps.
  'UPI',
  'GST',
  'GSTIN',
  'CGST',
  'SGST',
  'IGST',
  'SAC',
  'IFSC',
  'UTR',
  'QR',
  // The toll tag's name, as NHAI, the banks and the tag itself write it.
  'FASTag',
  // The GST return, its invoice classes and the accountant, as the GST portal and Hindi
  // accounting write them; India Standard Time's short name; the spreadsheet files' kind.
  'GSTR-1',
  'GSTR-3B',
  // The portal's upload file's kind, and input tax credit's short name on GSTR-3B.
  'JSON',
  'ITC',
  // The accounting software Indian accountants keep their books in, and its import file's kind
  // (decision 0059): product and format names, written in Latin letters in Hindi too.
  'Tally',
  'XML',
  'B2B',
  'B2C',
  'CA',
  'IST',
  'CSV',
  // What an SMS code, a file and its kinds are called in Hindi too.
  'OTP',
  'SMS',
  // An account's or a record's number, as Hindi forms write it.
  'ID',
  // The questions page, as Hindi sites name it too.
  'FAQ',
  'PDF',
  'JPEG',
  'PNG',
  'WebP',
  'MB',
  // Kinds of car known by these letters in Hindi (the Hindi catalogue writes them so).
  'SUV',
  'MUV',
  'CNG',
  // Services named by their brands: payment, sharing, messages and the map.
  'Razorpay',
  'WhatsApp',
  'Facebook',
  'X',
  'LinkedIn',
  'OpenStreetMap',
  // Currencies of the driving school's prices (₹ INR, AED, US$).
  'INR',
  'AED',
  'USD',
  'US',
  // Licence classes, documents and road shapes as the licence, the RC and the signs print them.
  'LMV',
  'MCWG',
  'MCWOG',
  'DL',
  'RC',
  'PUC',
  'L',
  'T',
  'Y',
  // An automatic car's gear positions, as the lever prints them.
  'P',
  'R',
  'N',
  'D',
  // Units, and the kind of link a lesson's video must be.
  'km',
  'KM',
  'https',
  // Hindi writes the time of day with these (CLDR's hi-IN, which the date formats follow).
  'am',
  'pm',
]);

/**
 * Texts matched whole before words are checked: they are what they are in any language.
 */
export const ALLOWED_LATIN_PATTERNS: RegExp[] = [
  // E-mail addresses and UPI IDs (name@bank).
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)*/g,
  /\bhttps?:\/\/\S+/g,
  /\b(?:[a-z0-9-]+\.)+(?:in|com|org)\b/g,
  // Codes the site makes: certificate codes, booking references, GST document numbers.
  /\b[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}\b/g,
  /\bSDC-\d+\b/g,
  // Payment gateways' order and payment ids (order_…, pay_…; the test gateway's test_…).
  /\b[a-z]+_[\w-]+/g,
  /\b[A-Z]{2,4}\/\d{4}\/\d+\b/g,
  // A bank transfer's reference (UTR): letters and at least six digits, as the bank wrote it;
  // on My Transaction once an earlier journey of the run paid by bank transfer.
  /\b[A-Z]{0,6}\d{6,22}\b/g,
  // A bank branch's IFSC, and national highway numbers.
  /\b[A-Z]{4}0[A-Z0-9]{6}\b/g,
  /\bNH-\d+\b/g,
];
