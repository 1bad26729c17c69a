import {
  billingAddressSchema,
  EMPTY_BILLING_ADDRESS,
  type BillingAddress,
  type BillingDetails,
} from '../../shared/billing-address';
import { customerGstDetailsSchema, type CustomerGstDetails } from '../../shared/gst-buyer';
import type { BillingAddressErrors } from '../components/billing-address-fields';

/** What the checkout's billing section holds while the customer fills it in. */
export interface BillingForm {
  /** Billed to their business: the GSTIN and the business's own address. */
  business: boolean;
  gstin: string;
  businessName: string;
  address: BillingAddress;
}

export const EMPTY_BILLING_FORM: BillingForm = {
  business: false,
  gstin: '',
  businessName: '',
  address: EMPTY_BILLING_ADDRESS,
};

/** The form as what is on file fills it: a registered buyer's business, or the customer's own. */
export function billingFormFrom(details: BillingDetails | undefined): BillingForm {
  if (details?.business) {
    return {
      business: true,
      gstin: details.business.gstin,
      businessName: details.business.businessName,
      address: details.business.address ?? EMPTY_BILLING_ADDRESS,
    };
  }
  return { ...EMPTY_BILLING_FORM, address: details?.address ?? EMPTY_BILLING_ADDRESS };
}

export interface BillingErrors {
  gstin?: string;
  businessName?: string;
  address: BillingAddressErrors;
}

/** What the checkout saves before it books: the customer's own address, or the business. */
export type BillingSave =
  { kind: 'address'; address: BillingAddress } | { kind: 'business'; details: CustomerGstDetails };

export type BillingCheck =
  { ok: true; save: BillingSave } | { ok: false; message: string; errors: BillingErrors };

/** Each field's first message, by the field it is about (the server's rules, shared). */
function errorsOf(issues: { path: PropertyKey[]; message: string }[]): BillingErrors {
  const errors: BillingErrors = { address: {} };
  for (const issue of issues) {
    const [first, second] = issue.path.map(String);
    if (first === 'address' && second) {
      const key = second as keyof BillingAddress;
      errors.address[key] ??= issue.message;
    } else if (first === 'gstin' || first === 'businessName') {
      errors[first] ??= issue.message;
    }
  }
  return errors;
}

/** The billing section checked by the rules the server applies, or its first problem. */
export function checkBilling(form: BillingForm): BillingCheck {
  const parsed = form.business
    ? customerGstDetailsSchema.safeParse({
        gstin: form.gstin,
        businessName: form.businessName,
        address: form.address,
      })
    : billingAddressSchema.safeParse(form.address);
  if (parsed.success) {
    return {
      ok: true,
      save: form.business
        ? { kind: 'business', details: parsed.data as CustomerGstDetails }
        : { kind: 'address', address: parsed.data as BillingAddress },
    };
  }
  const issues = form.business
    ? parsed.error.issues
    : parsed.error.issues.map((i) => ({ ...i, path: ['address', ...i.path] }));
  return {
    ok: false,
    message: parsed.error.issues[0]?.message ?? '',
    errors: errorsOf(issues),
  };
}
