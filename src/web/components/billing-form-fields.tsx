import type { BillingErrors, BillingForm } from '../lib/billing-form';
import { BillingAddressFields, type BillingAddressLabels } from './billing-address-fields';
import { TextField } from './text-field';

export interface BillingFormLabels extends BillingAddressLabels {
  /** The box a customer with a GSTIN ticks. */
  business: string;
  gstin: string;
  businessName: string;
  /** Says the address is the business's own, in the GSTIN's State. */
  businessAddress: string;
}

/**
 * Who GST documents go to, as a form (decision 0041): a "bill a business" box with the GSTIN
 * and the business name, and the address (the business's own when the box is ticked). The
 * checkout and the counter each word it for who fills it in.
 */
export function BillingFormFields({
  form,
  onChange,
  errors,
  labels,
  showAddress = true,
}: {
  form: BillingForm;
  onChange: (form: BillingForm) => void;
  errors: BillingErrors;
  labels: BillingFormLabels;
  /** False: only a business's address is asked (one is on file for the customer). */
  showAddress?: boolean;
}) {
  const set = (patch: Partial<BillingForm>) => onChange({ ...form, ...patch });
  return (
    <>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={form.business}
          onChange={(e) => set({ business: e.target.checked })}
        />
        {labels.business}
      </label>
      {form.business && (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={labels.gstin}
            value={form.gstin}
            maxLength={15}
            autoCapitalize="characters"
            error={errors.gstin}
            onChange={(e) => set({ gstin: e.target.value })}
          />
          <TextField
            label={labels.businessName}
            value={form.businessName}
            maxLength={120}
            autoComplete="organization"
            error={errors.businessName}
            onChange={(e) => set({ businessName: e.target.value })}
          />
          <p className="text-sm text-slate-600 sm:col-span-2">{labels.businessAddress}</p>
        </div>
      )}
      {(form.business || showAddress) && (
        <BillingAddressFields
          value={form.address}
          onChange={(address) => set({ address })}
          errors={errors.address}
          labels={labels}
        />
      )}
    </>
  );
}
