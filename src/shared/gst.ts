/**
 * GST rules shared by server and web (decision 0031): GSTIN check character, state codes and
 * the split of an amount into taxable value and CGST / SGST / IGST in paise. Pure functions.
 */
import type { Language } from './language.js';

/** The business's state: Chhattisgarh. */
export const HOME_STATE_CODE = '22';

/** GST state codes (first two characters of a GSTIN) and their names, for place of supply. */
export const GST_STATES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
};

/** The same States and Union Territories in Hindi, for documents and pages read in Hindi. */
export const GST_STATES_HI: Readonly<Record<string, string>> = {
  '01': 'जम्मू और कश्मीर',
  '02': 'हिमाचल प्रदेश',
  '03': 'पंजाब',
  '04': 'चंडीगढ़',
  '05': 'उत्तराखंड',
  '06': 'हरियाणा',
  '07': 'दिल्ली',
  '08': 'राजस्थान',
  '09': 'उत्तर प्रदेश',
  '10': 'बिहार',
  '11': 'सिक्किम',
  '12': 'अरुणाचल प्रदेश',
  '13': 'नागालैंड',
  '14': 'मणिपुर',
  '15': 'मिज़ोरम',
  '16': 'त्रिपुरा',
  '17': 'मेघालय',
  '18': 'असम',
  '19': 'पश्चिम बंगाल',
  '20': 'झारखंड',
  '21': 'ओडिशा',
  '22': 'छत्तीसगढ़',
  '23': 'मध्य प्रदेश',
  '24': 'गुजरात',
  '26': 'दादरा और नगर हवेली और दमन और दीव',
  '27': 'महाराष्ट्र',
  '29': 'कर्नाटक',
  '30': 'गोवा',
  '31': 'लक्षद्वीप',
  '32': 'केरल',
  '33': 'तमिलनाडु',
  '34': 'पुडुचेरी',
  '35': 'अंडमान और निकोबार द्वीपसमूह',
  '36': 'तेलंगाना',
  '37': 'आंध्र प्रदेश',
  '38': 'लद्दाख',
  '97': 'अन्य क्षेत्र',
};

/** A State's name in a language ("Chhattisgarh", "छत्तीसगढ़"), or null for an unknown code. */
export function gstStateName(code: string, lang: Language = 'en'): string | null {
  return (lang === 'hi' ? GST_STATES_HI : GST_STATES)[code] ?? null;
}

const CODE_POINTS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of a GSTIN's first 14 characters (GSTN's mod-36 scheme): each
 * character's value times 1 at odd and 2 at even positions, quotient plus remainder by 36,
 * summed; the check value is (36 - sum mod 36) mod 36. Null when a character is not 0-9/A-Z.
 */
export function gstinCheckChar(first14: string): string | null {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = CODE_POINTS.indexOf(first14[i] ?? '');
    if (value < 0) return null;
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CODE_POINTS.charAt((36 - (sum % 36)) % 36);
}

/** State code, PAN (5 letters, 4 digits, 1 letter), entity number, Z, check character. */
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export const GSTIN_FORMAT_MESSAGE =
  'Enter a 15-character GSTIN such as 22AAACS1234A1Z5 (state code, PAN, entity number, Z, check character).';
export const GSTIN_STATE_MESSAGE = 'The GSTIN does not start with a valid state code.';
export const GSTIN_CHECK_MESSAGE =
  'This GSTIN is not valid: its last character does not match. Please check it for typing mistakes.';

/** Null for a valid GSTIN (upper case), else the message to show. */
export function gstinProblem(gstin: string): string | null {
  if (!GSTIN_SHAPE.test(gstin)) return GSTIN_FORMAT_MESSAGE;
  if (!(gstin.slice(0, 2) in GST_STATES)) return GSTIN_STATE_MESSAGE;
  if (gstinCheckChar(gstin.slice(0, 14)) !== gstin[14]) return GSTIN_CHECK_MESSAGE;
  return null;
}

export const isValidGstin = (gstin: string) => gstinProblem(gstin) === null;

/** GST rates are basis points of the taxable value: 1800 is 18 %. */
export const GST_RATE_MAX_BP = 4000;

export interface GstSplit {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/**
 * Place of supply for a service (IGST Act s. 12(2)): a registered recipient's state (from their
 * GSTIN), otherwise the supplier's state (the car is picked up, and the course sold, from
 * Chhattisgarh; the recipient's address on record is in India and not in a state field).
 */
export const placeOfSupply = (recipientGstin: string | null, supplierStateCode: string) =>
  recipientGstin ? recipientGstin.slice(0, 2) : supplierStateCode;

/** Half up to the paise, for non-negative amounts (the one rounding rule). */
const roundPaise = (exact: number) => Math.floor(exact + 0.5);

/**
 * Splits one line's amount. `inclusive`: `amountPaise` is the price the customer pays, tax
 * included; otherwise it is the taxable value and tax is added. Each tax amount (CGST, SGST:
 * each half the rate; or IGST) is rounded half up to the paise from its exact value; with an
 * inclusive price the taxable value is what remains, so the parts always add up to the total.
 * Integers in paise only; rates in basis points.
 */
export function splitGst(line: {
  amountPaise: number;
  rateBp: number;
  inclusive: boolean;
  interState: boolean;
}): GstSplit {
  const { amountPaise, rateBp, inclusive, interState } = line;
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0) {
    throw new RangeError('The amount must be a whole, non-negative number of paise.');
  }
  if (!Number.isInteger(rateBp) || rateBp < 0 || rateBp > GST_RATE_MAX_BP) {
    throw new RangeError('The GST rate must be between 0 and 40 %.');
  }
  // Exact tax on the taxable value t at rate r: t * r / 10000; with an inclusive total T,
  // t = T * 10000 / (10000 + r), so each tax part comes straight from T.
  const parts = interState ? 1 : 2;
  const partRate = rateBp / parts;
  const part = inclusive
    ? roundPaise((amountPaise * partRate) / (10_000 + rateBp))
    : roundPaise((amountPaise * partRate) / 10_000);
  const tax = part * parts;
  const taxablePaise = inclusive ? amountPaise - tax : amountPaise;
  return {
    taxablePaise,
    cgstPaise: interState ? 0 : part,
    sgstPaise: interState ? 0 : part,
    igstPaise: interState ? part : 0,
    totalPaise: taxablePaise + tax,
  };
}

/** The GST of a split: CGST + SGST + IGST. */
export const taxOfSplit = (s: GstSplit) => s.cgstPaise + s.sgstPaise + s.igstPaise;

/**
 * The GST a rental supply carries for one buyer: the car category's rate, whether the supply
 * is inter-state (place of supply), and whether the site's prices include GST
 * (`GST_PRICES_INCLUDE_TAX`). Null while GST is off or the category has no rate set.
 */
export interface GstTerms {
  rateBp: number;
  interState: boolean;
  pricesIncludeTax: boolean;
}

/**
 * The terms from what the database holds: the settings row (its state null while GST is off),
 * the rate set for the category (null: none) and the buyer's GSTIN (null: unregistered).
 */
export function gstTermsOf(row: {
  homeState: string | null;
  pricesIncludeTax: boolean | null;
  rateBp: number | null;
  buyerGstin: string | null;
}): GstTerms | null {
  if (row.homeState === null || row.rateBp === null) return null;
  return {
    rateBp: row.rateBp,
    interState: placeOfSupply(row.buyerGstin, row.homeState) !== row.homeState,
    pricesIncludeTax: row.pricesIncludeTax ?? true,
  };
}

/**
 * One price as the site shows it, under the terms: its taxable value, its tax and what the
 * customer pays (`totalPaise`). Prices including GST are paid as shown and split; prices
 * excluding GST are the taxable value and the tax is added, per line, by `splitGst`'s rule.
 * Splitting the amount so charged as tax-inclusive gives back the same taxable value and tax
 * to the paisa (tested), so the documents and the journal, which split what was paid, agree
 * with the checkout.
 */
export function chargeFor(pricePaise: number, terms: GstTerms | null): GstSplit {
  if (!terms) {
    return {
      taxablePaise: pricePaise,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      totalPaise: pricePaise,
    };
  }
  return splitGst({
    amountPaise: pricePaise,
    rateBp: terms.rateBp,
    inclusive: terms.pricesIncludeTax,
    interState: terms.interState,
  });
}

/** The GST added on top of a shown price: 0 when prices include GST or no GST applies. */
export const gstAddedTo = (pricePaise: number, terms: GstTerms | null) =>
  chargeFor(pricePaise, terms).totalPaise - pricePaise;
