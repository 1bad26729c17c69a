import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { billingAddressOnFile, billingAddressText } from '../../../../shared/billing-address';
import type { CounterBookingBody } from '../../../../shared/counter-booking';
import { languageOfTag } from '../../../../shared/language';
import { BillingFormFields } from '../../../components/billing-form-fields';
import {
  checkBilling,
  EMPTY_BILLING_FORM,
  type BillingErrors,
  type BillingForm,
} from '../../../lib/billing-form';
import { useCounterBilling } from '../shared/console-counter-api';

type BillingBody = Pick<CounterBookingBody, 'billingAddress' | 'business'>;

/**
 * Who a counter booking's GST documents go to (decision 0041): with no billing address on
 * file, staff ask for one (optional: the booking goes ahead without it); and a customer who
 * bills a business registered for GST gives its GSTIN, name and own address, checked by the
 * rules the server applies (lib/billing-form.ts, shared with the checkout).
 */
export function useCounterBillingStep(customerId: number) {
  const billing = useCounterBilling(customerId);
  const details = billing.data;
  const addressOnFile = details ? billingAddressOnFile(details) : null;
  const shown = details?.documentsIssued === true && details.business === null;
  const [form, setForm] = useState<BillingForm>(EMPTY_BILLING_FORM);
  const [errors, setErrors] = useState<BillingErrors>({ address: {} });

  /** What the booking sends, or the first problem (each field's shown beside it). */
  const check = (): { ok: true; body: BillingBody } | { ok: false; message: string } => {
    const typed = Object.values(form.address).some((value) => value.trim() !== '');
    if (!shown || (!form.business && (addressOnFile !== null || !typed))) {
      setErrors({ address: {} });
      return { ok: true, body: {} };
    }
    const result = checkBilling(form);
    if (!result.ok) {
      setErrors(result.errors);
      return { ok: false, message: result.message };
    }
    setErrors({ address: {} });
    return {
      ok: true,
      body:
        result.save.kind === 'business'
          ? { business: result.save.details }
          : { billingAddress: result.save.address },
    };
  };
  return { shown, addressOnFile, form, setForm, errors, check };
}

export type CounterBillingStep = ReturnType<typeof useCounterBillingStep>;

export function CounterBillingFields({ step }: { step: CounterBillingStep }) {
  const { t } = useTranslation();
  const { form, setForm, errors } = step;
  if (!step.shown) return null;
  // With an address on file, only a business is asked for, and only when the customer says so.
  const asking = step.addressOnFile === null;
  return (
    <fieldset className="space-y-2 sm:col-span-2">
      {asking && (
        <>
          <legend className="text-sm font-semibold text-slate-800">
            {t('console.bookings.bookingForm.billing.legend')}
          </legend>
          <p className="text-sm text-slate-600">{t('console.bookings.bookingForm.billing.hint')}</p>
        </>
      )}
      <BillingFormFields
        form={form}
        onChange={setForm}
        errors={errors}
        showAddress={asking}
        labels={{
          business: t('console.bookings.bookingForm.billing.business'),
          gstin: t('console.bookings.bookingForm.billing.gstin'),
          businessName: t('console.bookings.bookingForm.billing.businessName'),
          businessAddress: t('console.bookings.bookingForm.billing.businessAddress'),
          street: t('console.bookings.bookingForm.billing.street'),
          city: t('console.bookings.bookingForm.billing.city'),
          state: t('console.bookings.bookingForm.billing.state'),
          chooseState: t('console.bookings.bookingForm.billing.chooseState'),
          pincode: t('console.bookings.bookingForm.billing.pincode'),
        }}
      />
    </fieldset>
  );
}

/** The review's line: who the documents will be issued to, when the form gives it. */
export function CounterBillingConfirm({ body }: { body: BillingBody }) {
  const { t, i18n } = useTranslation();
  const language = languageOfTag(i18n.language);
  if (body.business) {
    return (
      <p className="mt-2">
        {t('console.bookings.bookingForm.billing.confirmBusiness', {
          name: body.business.businessName,
          gstin: body.business.gstin,
          address: billingAddressText(body.business.address, language),
        })}
      </p>
    );
  }
  if (!body.billingAddress) return null;
  return (
    <p className="mt-2">
      {t('console.bookings.bookingForm.billing.confirm', {
        address: billingAddressText(body.billingAddress, language),
      })}
    </p>
  );
}
