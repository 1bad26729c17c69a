/**
 * An amount of money in words, in the Indian system (thousand, lakh, crore), as a tax document
 * writes its total: "Rupees One Thousand Six Hundred Eighty and Paise Fifty Only", or in Hindi
 * "एक हज़ार छह सौ अस्सी रुपये और पचास पैसे मात्र" (decision 0041). Pure.
 */
import type { Language } from './language.js';
import type { Paise } from './money.js';
import { must } from './must.js';

const ONES_EN = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS_EN = [
  '',
  '',
  'Twenty',
  'Thirty',
  'Forty',
  'Fifty',
  'Sixty',
  'Seventy',
  'Eighty',
  'Ninety',
];

/** Hindi has a word of its own for each number below a hundred. */
const BELOW_HUNDRED_HI = [
  'शून्य',
  'एक',
  'दो',
  'तीन',
  'चार',
  'पाँच',
  'छह',
  'सात',
  'आठ',
  'नौ',
  'दस',
  'ग्यारह',
  'बारह',
  'तेरह',
  'चौदह',
  'पंद्रह',
  'सोलह',
  'सत्रह',
  'अठारह',
  'उन्नीस',
  'बीस',
  'इक्कीस',
  'बाईस',
  'तेईस',
  'चौबीस',
  'पच्चीस',
  'छब्बीस',
  'सत्ताईस',
  'अट्ठाईस',
  'उनतीस',
  'तीस',
  'इकतीस',
  'बत्तीस',
  'तैंतीस',
  'चौंतीस',
  'पैंतीस',
  'छत्तीस',
  'सैंतीस',
  'अड़तीस',
  'उनतालीस',
  'चालीस',
  'इकतालीस',
  'बयालीस',
  'तैंतालीस',
  'चवालीस',
  'पैंतालीस',
  'छियालीस',
  'सैंतालीस',
  'अड़तालीस',
  'उनचास',
  'पचास',
  'इक्यावन',
  'बावन',
  'तिरेपन',
  'चौवन',
  'पचपन',
  'छप्पन',
  'सत्तावन',
  'अट्ठावन',
  'उनसठ',
  'साठ',
  'इकसठ',
  'बासठ',
  'तिरेसठ',
  'चौंसठ',
  'पैंसठ',
  'छियासठ',
  'सड़सठ',
  'अड़सठ',
  'उनहत्तर',
  'सत्तर',
  'इकहत्तर',
  'बहत्तर',
  'तिहत्तर',
  'चौहत्तर',
  'पचहत्तर',
  'छिहत्तर',
  'सतहत्तर',
  'अठहत्तर',
  'उन्यासी',
  'अस्सी',
  'इक्यासी',
  'बयासी',
  'तिरासी',
  'चौरासी',
  'पचासी',
  'छियासी',
  'सत्तासी',
  'अट्ठासी',
  'नवासी',
  'नब्बे',
  'इक्यानवे',
  'बानवे',
  'तिरानवे',
  'चौरानवे',
  'पचानवे',
  'छियानवे',
  'सत्तानवे',
  'अट्ठानवे',
  'निन्यानवे',
];

const SCALES = {
  en: { hundred: 'Hundred', thousand: 'Thousand', lakh: 'Lakh', crore: 'Crore' },
  hi: { hundred: 'सौ', thousand: 'हज़ार', lakh: 'लाख', crore: 'करोड़' },
};

function belowHundred(n: number, lang: Language): string {
  if (lang === 'hi') return must(BELOW_HUNDRED_HI[n], 'a Hindi number word');
  if (n < 20) return must(ONES_EN[n], 'a number word');
  const ones = n % 10;
  const tens = must(TENS_EN[Math.floor(n / 10)], 'a tens word');
  return ones === 0 ? tens : `${tens} ${must(ONES_EN[ones], 'a number word')}`;
}

/** A whole number of one or more in words: crore, lakh, thousand, hundred, the rest. */
function wholeInWords(n: number, lang: Language): string {
  const scale = SCALES[lang];
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1_000);
  const hundred = Math.floor((n % 1_000) / 100);
  const rest = n % 100;
  // More than 99 crore: the crores are themselves counted in lakh and thousand.
  if (crore > 0) parts.push(`${wholeInWords(crore, lang)} ${scale.crore}`);
  if (lakh > 0) parts.push(`${belowHundred(lakh, lang)} ${scale.lakh}`);
  if (thousand > 0) parts.push(`${belowHundred(thousand, lang)} ${scale.thousand}`);
  if (hundred > 0) parts.push(`${belowHundred(hundred, lang)} ${scale.hundred}`);
  if (rest > 0) parts.push(belowHundred(rest, lang));
  return parts.join(' ');
}

const words = (n: number, lang: Language) =>
  n === 0 ? belowHundred(0, lang) : wholeInWords(n, lang);

/**
 * `paise` in words: "Rupees One Thousand Six Hundred Eighty and Paise Fifty Only" (English) or
 * "एक हज़ार छह सौ अस्सी रुपये और पचास पैसे मात्र" (Hindi). Paise are named only when there are
 * some; an amount below a rupee is "Paise Fifty Only" ("पचास पैसे मात्र").
 */
export function amountInWords(paise: Paise, lang: Language = 'en'): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError('An amount in words is whole paise.');
  const minus = paise < 0 ? (lang === 'hi' ? 'ऋण ' : 'Minus ') : '';
  const abs = Math.abs(paise);
  const rupees = Math.floor(abs / 100);
  const rest = abs % 100;
  if (lang === 'hi') {
    const rupeeWord = rupees === 1 ? 'रुपया' : 'रुपये';
    const paiseWord = rest === 1 ? 'पैसा' : 'पैसे';
    const paisePart = `${words(rest, 'hi')} ${paiseWord}`;
    const text =
      rupees === 0 && rest > 0
        ? paisePart
        : `${words(rupees, 'hi')} ${rupeeWord}${rest > 0 ? ` और ${paisePart}` : ''}`;
    return `${minus}${text} मात्र`;
  }
  const paisePart = `Paise ${words(rest, 'en')}`;
  const text =
    rupees === 0 && rest > 0
      ? paisePart
      : `Rupees ${words(rupees, 'en')}${rest > 0 ? ` and ${paisePart}` : ''}`;
  return `${minus}${text} Only`;
}
