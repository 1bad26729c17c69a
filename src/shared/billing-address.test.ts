import { describe, expect, it } from 'vitest';
import {
  BILLING_MESSAGES,
  billingAddressLine,
  billingAddressOnFile,
  billingAddressSchema,
  billingAddressText,
} from './billing-address.js';
import { customerGstDetailsSchema } from './gst-buyer.js';

const HOME = { street: 'Qr 12B, Sector 6', city: 'Bhilai', stateCode: '22', pincode: '490006' };
const messagesOf = (input: unknown) => {
  const parsed = billingAddressSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('a billing address (decision 0041)', () => {
  it('takes street, town, a GST State code and a PIN code, trimmed', () => {
    expect(billingAddressSchema.parse({ ...HOME, street: ' Qr 12B, Sector 6 ' })).toEqual(HOME);
    expect(messagesOf({ street: 'Qr', city: 'B', stateCode: '25', pincode: '090006' })).toEqual([
      ['street', BILLING_MESSAGES.street],
      ['city', BILLING_MESSAGES.city],
      ['stateCode', BILLING_MESSAGES.state],
      ['pincode', BILLING_MESSAGES.pincode],
    ]);
    expect(messagesOf('someone@example.com')).toEqual([['', BILLING_MESSAGES.address]]);
    expect(messagesOf({ ...HOME, stateCode: 'constructor' })).toEqual([
      ['stateCode', BILLING_MESSAGES.state],
    ]);
  });

  it('is printed with its State named in the reader’s language', () => {
    expect(billingAddressLine(HOME)).toBe('Qr 12B, Sector 6, Bhilai 490006');
    expect(billingAddressText(HOME)).toBe('Qr 12B, Sector 6, Bhilai 490006, Chhattisgarh');
    expect(billingAddressText(HOME, 'hi')).toBe('Qr 12B, Sector 6, Bhilai 490006, छत्तीसगढ़');
  });

  it("bills a registered buyer at the business's address, in its GSTIN's State", () => {
    const pune = { street: 'Baner Road', city: 'Pune', stateCode: '27', pincode: '411045' };
    const details = { gstin: '27AAPFU0939F1ZV', businessName: 'Pune Traders', address: pune };
    expect(customerGstDetailsSchema.safeParse(details).success).toBe(true);
    const elsewhere = customerGstDetailsSchema.safeParse({ ...details, address: HOME });
    expect(elsewhere.error?.issues).toMatchObject([
      { path: ['address', 'stateCode'], message: BILLING_MESSAGES.gstState },
    ]);
    expect(billingAddressOnFile({ address: HOME, business: { ...details, address: null } })).toBe(
      null,
    );
    expect(billingAddressOnFile({ address: HOME, business: details })).toEqual(pune);
    expect(billingAddressOnFile({ address: HOME, business: null })).toEqual(HOME);
  });
});
