import { useTranslation } from 'react-i18next';
import {
  billingAddressOnFile,
  billingAddressText,
  type BillingDetails,
} from '../../../../shared/billing-address';
import { languageOfTag } from '../../../../shared/language';
import { BillingAddressFields } from '../../../components/billing-address-fields';
import { TextField } from '../../../components/text-field';
import type { BillingErrors, BillingForm } from '../../../lib/billing-form';

interface Props {
  details: BillingDetails;
  form: BillingForm;
  onChange: (form: BillingForm) => void;
  errors: BillingErrors;
  /** Whether the form is open: nothing on file, or the customer chose to change it. */
  editing: boolean;
  onEdit: () => void;
}

/**
 * Who the booking's GST documents are issued to (decision 0041): the address on file with a
 * Change button, or, when there is none, the billing address to give, or a business's GSTIN,
 * name and own address.
 */
export function BillingSection({ details, form, onChange, errors, editing, onEdit }: Props) {
  const { t, i18n } = useTranslation();
  const language = languageOfTag(i18n.language);
  const onFile = billingAddressOnFile(details);
  const set = (patch: Partial<BillingForm>) => onChange({ ...form, ...patch });
  return (
    <section aria-labelledby="billing-heading" className="space-y-3">
      <h2 id="billing-heading" className="font-semibold text-slate-900">
        {t('checkout.billing.heading')}
      </h2>
      {onFile && !editing ? (
        <div className="flex flex-wrap items-start justify-between gap-3 rounded-xl bg-slate-50 p-3 text-sm">
          <div>
            <p className="text-slate-600">{t('checkout.billing.onFile')}</p>
            {details.business && (
              <p className="font-semibold text-slate-900">
                {t('checkout.billing.businessOnFile', {
                  name: details.business.businessName,
                  gstin: details.business.gstin,
                })}
              </p>
            )}
            <p className="text-slate-900">{billingAddressText(onFile, language)}</p>
          </div>
          <button type="button" className="btn btn-outline" onClick={onEdit}>
            {t('checkout.billing.change')}
          </button>
        </div>
      ) : (
        <>
          <p className="text-sm text-slate-600">{t('checkout.billing.intro')}</p>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={form.business}
              onChange={(e) => set({ business: e.target.checked })}
            />
            {t('checkout.billing.business')}
          </label>
          {form.business && (
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label={t('checkout.billing.gstin')}
                value={form.gstin}
                maxLength={15}
                autoCapitalize="characters"
                error={errors.gstin}
                onChange={(e) => set({ gstin: e.target.value })}
              />
              <TextField
                label={t('checkout.billing.businessName')}
                value={form.businessName}
                maxLength={120}
                autoComplete="organization"
                error={errors.businessName}
                onChange={(e) => set({ businessName: e.target.value })}
              />
              <p className="text-sm text-slate-600 sm:col-span-2">
                {t('checkout.billing.businessAddress')}
              </p>
            </div>
          )}
          <BillingAddressFields
            value={form.address}
            onChange={(address) => set({ address })}
            errors={errors.address}
            labels={{
              street: t('checkout.billing.street'),
              city: t('checkout.billing.city'),
              state: t('checkout.billing.state'),
              chooseState: t('checkout.billing.chooseState'),
              pincode: t('checkout.billing.pincode'),
            }}
          />
        </>
      )}
    </section>
  );
}
