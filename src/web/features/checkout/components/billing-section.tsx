import { useTranslation } from 'react-i18next';
import {
  billingAddressOnFile,
  billingAddressText,
  type BillingDetails,
} from '../../../../shared/billing-address';
import { languageOfTag } from '../../../../shared/language';
import { BillingFormFields } from '../../../components/billing-form-fields';
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
          <BillingFormFields
            form={form}
            onChange={onChange}
            errors={errors}
            labels={{
              business: t('checkout.billing.business'),
              gstin: t('checkout.billing.gstin'),
              businessName: t('checkout.billing.businessName'),
              businessAddress: t('checkout.billing.businessAddress'),
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
