import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingAddress } from '../../shared/billing-address';
import { GST_STATES, GST_STATES_HI } from '../../shared/gst';
import { languageOfTag } from '../../shared/language';
import { useMessage } from '../lib/use-message';
import { TextField } from './text-field';

export type BillingAddressErrors = Partial<Record<keyof BillingAddress, string>>;

/** The fields' labels, in the words of the page that shows them (checkout or console). */
export interface BillingAddressLabels {
  street: string;
  city: string;
  state: string;
  chooseState: string;
  pincode: string;
}

/**
 * A billing address (decision 0041): street, town, State (named in the page's language, its
 * GST code the value) and PIN code, each with its error line. Used by the checkout and the
 * counter's booking form.
 */
export function BillingAddressFields({
  value,
  onChange,
  errors = {},
  labels,
}: {
  value: BillingAddress;
  onChange: (value: BillingAddress) => void;
  errors?: BillingAddressErrors;
  labels: BillingAddressLabels;
}) {
  const { i18n } = useTranslation();
  const message = useMessage();
  const stateId = useId();
  const names = languageOfTag(i18n.language) === 'hi' ? GST_STATES_HI : GST_STATES;
  const set = (patch: Partial<BillingAddress>) => onChange({ ...value, ...patch });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField
          label={labels.street}
          value={value.street}
          autoComplete="street-address"
          maxLength={200}
          error={errors.street}
          onChange={(e) => set({ street: e.target.value })}
        />
      </div>
      <TextField
        label={labels.city}
        value={value.city}
        autoComplete="address-level2"
        maxLength={60}
        error={errors.city}
        onChange={(e) => set({ city: e.target.value })}
      />
      <div>
        <label htmlFor={stateId} className="mb-1 block text-sm font-semibold text-slate-800">
          {labels.state}
        </label>
        <select
          id={stateId}
          className="field"
          value={value.stateCode}
          aria-invalid={Boolean(errors.stateCode)}
          aria-describedby={errors.stateCode ? `${stateId}-error` : undefined}
          onChange={(e) => set({ stateCode: e.target.value })}
        >
          <option value="">{labels.chooseState}</option>
          {Object.entries(names).map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
        {errors.stateCode && (
          <p id={`${stateId}-error`} className="mt-1 text-sm text-red-700">
            {message(errors.stateCode)}
          </p>
        )}
      </div>
      <TextField
        label={labels.pincode}
        value={value.pincode}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        error={errors.pincode}
        onChange={(e) => set({ pincode: e.target.value })}
      />
    </div>
  );
}
