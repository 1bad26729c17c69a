import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { indianMobile, type CounterCustomer } from '../../../../shared/counter-booking';
import { ActionError } from '../../../components/action-error';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { useCounterCustomer, useOpenCounterAccount } from '../shared/console-counter-api';

/** Finds the customer by e-mail or mobile, or opens their account; hands the customer on. */
export function CounterCustomerStep({ onChosen }: { onChosen: (c: CounterCustomer) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [contact, setContact] = useState('');
  const found = useCounterCustomer(contact);
  const open = useOpenCounterAccount();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [mobile, setMobile] = useState('+91');
  const customer = found.data?.customer;
  return (
    <section
      aria-labelledby="customer-heading"
      className="space-y-4 rounded-2xl bg-white p-4 shadow-sm"
    >
      <h2 id="customer-heading" className="text-lg font-bold text-slate-900">
        {t('console.bookings.customerStep.heading')}
      </h2>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          setContact(typed.trim());
          if (typed.includes('@')) setEmail(typed.trim());
          else if (/^[+\d\s-]+$/.test(typed)) setMobile(indianMobile(typed));
        }}
      >
        <div className="grow">
          <TextField
            label={t('console.bookings.customerStep.contact')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary">
          {t('console.bookings.customerStep.find')}
        </button>
      </form>
      {found.isFetching && <Spinner label={t('console.bookings.customerStep.looking')} />}
      <ActionError error={found.error} />
      {customer && (
        <div className="flex flex-wrap items-center gap-3 rounded-xl bg-slate-50 p-3">
          <p className="grow text-sm text-slate-900">
            <span className="font-semibold">{customer.name}</span> · {customer.email}
            {customer.mobile ? ` · ${customer.mobile}` : ''} ·{' '}
            {customer.idVerified
              ? t('console.bookings.customerStep.documentsVerified')
              : t('console.bookings.customerStep.documentsNotVerified')}
          </p>
          {customer.blocked && (
            <p role="alert" className="w-full rounded-lg bg-red-50 p-2 text-sm text-red-900">
              {/* refusedCustomerBookingMessage (shared/console-customers.ts), in the page's language */}
              {customer.refusedReason
                ? t('console.bookings.customerStep.refusedBecause', {
                    reason: customer.refusedReason,
                  })
                : t('console.bookings.customerStep.refused')}
            </p>
          )}
          <button
            type="button"
            className="btn btn-primary"
            disabled={customer.blocked}
            onClick={() => onChosen(customer)}
          >
            {t('console.bookings.customerStep.bookFor', { name: customer.name })}
          </button>
        </div>
      )}
      {found.isSuccess && customer === null && (
        <form
          noValidate
          className="grid gap-3 sm:grid-cols-3"
          onSubmit={(e) => {
            e.preventDefault();
            open.mutate({ name, email, mobile: indianMobile(mobile) }, { onSuccess: onChosen });
          }}
        >
          <p className="text-sm text-slate-700 sm:col-span-3">
            {t('console.bookings.customerStep.notFound')}
          </p>
          <TextField
            label={t('console.bookings.customerStep.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <TextField
            label={t('console.bookings.customerStep.email')}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <TextField
            label={t('console.bookings.customerStep.mobile')}
            type="tel"
            value={mobile}
            onChange={(e) => setMobile(e.target.value)}
          />
          <ActionError error={open.error} className="sm:col-span-3" />
          <button type="submit" className="btn btn-primary sm:col-span-3" disabled={open.isPending}>
            {open.isPending
              ? t('console.bookings.customerStep.opening')
              : t('console.bookings.customerStep.open')}
          </button>
        </form>
      )}
    </section>
  );
}
