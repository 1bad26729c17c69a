import { useMessage } from '../../../lib/use-message';
import { useTranslation } from 'react-i18next';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_LIMITS, contactRequestSchema } from '../../../../shared/contact';
import { Icon } from '../../../components/icon';
import { PhoneField } from '../../../components/phone-field';
import { TextField } from '../../../components/text-field';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { useHydrated } from '../../../lib/use-hydrated';
import { useBranchName } from '../../../lib/use-branch-name';
import { sendContactMessage } from '../api/send-contact';

type Outcome = { kind: 'success' | 'error'; message: string };

/**
 * Name, e-mail and phone (default country India) required, message optional; the branch the
 * message is about, if the visitor picks one, routes it to that branch's staff (decision 0030).
 */
export function ContactForm({ branches = [] }: { branches?: { id: number; name: string }[] }) {
  const messageId = useId();
  const branchFieldId = useId();
  const branchName = useBranchName();
  const [outcome, setOutcome] = useState<Outcome>();
  const { register, control, handleSubmit, formState, reset, setError } = useForm({
    resolver: zodResolver(contactRequestSchema),
    defaultValues: { name: '', email: '', phone: '', message: '' },
  });
  const { errors, isSubmitting } = formState;
  // Until the page is live the form would be sent by the browser itself, as a GET to this
  // page with the visitor's details in the address.
  const hydrated = useHydrated();
  const { t } = useTranslation();
  const translate = useMessage();

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(undefined);
    try {
      const { message } = await sendContactMessage(values);
      setOutcome({ kind: 'success', message });
      reset();
    } catch (e) {
      const field = e instanceof ApiRequestError ? e.field : undefined;
      if (
        field === 'name' ||
        field === 'email' ||
        field === 'phone' ||
        field === 'message' ||
        field === 'branchId'
      ) {
        setError(field, { message: errorMessage(e) });
      }
      setOutcome({ kind: 'error', message: errorMessage(e) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('pages.contact.form')}>
      <TextField
        label={t('pages.contact.name')}
        autoComplete="name"
        maxLength={CONTACT_LIMITS.name}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={t('pages.contact.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <Controller
        control={control}
        name="phone"
        render={({ field }) => (
          <PhoneField
            label={t('pages.contact.phone')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.phone?.message}
          />
        )}
      />
      {branches.length > 0 && (
        <div>
          <label
            htmlFor={branchFieldId}
            className="mb-1 block text-sm font-semibold text-slate-800"
          >
            {t('pages.contact.branch')}{' '}
            <span className="font-normal text-slate-600">{t('pages.contact.optional')}</span>
          </label>
          <select
            id={branchFieldId}
            className="field"
            aria-invalid={Boolean(errors.branchId)}
            aria-describedby={errors.branchId ? `${branchFieldId}-error` : undefined}
            {...register('branchId', {
              setValueAs: (v: unknown) => (v === '' || v === undefined ? undefined : Number(v)),
            })}
          >
            <option value="">{t('pages.contact.anyBranch')}</option>
            {branches.map((b) => (
              <option key={b.id} value={b.id}>
                {branchName(b.name)}
              </option>
            ))}
          </select>
          {errors.branchId && (
            <p id={`${branchFieldId}-error`} className="mt-1 text-sm text-red-700">
              {translate(errors.branchId.message ?? '')}
            </p>
          )}
        </div>
      )}
      <div>
        <label htmlFor={messageId} className="mb-1 block text-sm font-semibold text-slate-800">
          {t('pages.contact.message')}{' '}
          <span className="font-normal text-slate-600">{t('pages.contact.optional')}</span>
        </label>
        <textarea
          id={messageId}
          rows={5}
          maxLength={CONTACT_LIMITS.message}
          className="field"
          aria-invalid={Boolean(errors.message)}
          aria-describedby={errors.message ? `${messageId}-error` : undefined}
          {...register('message')}
        />
        {errors.message && (
          <p id={`${messageId}-error`} className="mt-1 text-sm text-red-700">
            {translate(errors.message.message ?? '')}
          </p>
        )}
      </div>
      {outcome && (
        <div
          role={outcome.kind === 'error' ? 'alert' : 'status'}
          className={`flex gap-2 rounded-xl p-3 text-sm ${outcome.kind === 'error' ? 'bg-red-50 text-red-900 ring-1 ring-red-200' : 'bg-green-50 text-green-900 ring-1 ring-green-200'}`}
        >
          <Icon name={outcome.kind === 'error' ? 'alert' : 'check'} className="size-5 shrink-0" />
          {translate(outcome.message)}
        </div>
      )}
      <button
        type="submit"
        className="btn btn-primary w-full sm:w-auto"
        disabled={!hydrated || isSubmitting}
      >
        {isSubmitting ? t('pages.contact.sending') : t('pages.contact.send')}
      </button>
    </form>
  );
}
