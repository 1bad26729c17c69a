import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { indianMobile, type CounterCustomer } from '../../../../shared/counter-booking';
import { ActionError } from '../../../components/action-error';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { useCounterCustomer, useOpenCounterAccount } from '../shared/console-counter-api';

/** The caller's words for the step: a car booking finds a customer, the lessons a learner. */
export interface CounterCustomerWords {
  heading: string;
  /** The search field's label: "Customer's e-mail or mobile". */
  contact: string;
  find: string;
  looking: string;
  /** Nobody has the e-mail or mobile: what opening an account does. */
  notFound: string;
  /** The button that hands the person found on: "Book for Asha". */
  choose: (name: string) => string;
}

/**
 * Finds the customer by e-mail or mobile, or opens their account; hands the customer on. The
 * counter booking and the lessons' walk-in both use it, each with its own words.
 */
export function CounterCustomerStep({
  words,
  onChosen,
  headingLevel = 2,
}: {
  words: CounterCustomerWords;
  onChosen: (c: CounterCustomer) => void;
  /** 3 inside a form that has its own h2. */
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [typed, setTyped] = useState('');
  const [contact, setContact] = useState('');
  const found = useCounterCustomer(contact);
  const open = useOpenCounterAccount();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [mobile, setMobile] = useState('+91');
  const customer = found.data?.customer;
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-2xl bg-white p-4 shadow-sm">
      <Heading id={headingId} className="text-lg font-bold text-slate-900">
        {words.heading}
      </Heading>
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
            label={words.contact}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary">
          {words.find}
        </button>
      </form>
      {found.isFetching && <Spinner label={words.looking} />}
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
            {words.choose(customer.name)}
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
          <p className="text-sm text-slate-700 sm:col-span-3">{words.notFound}</p>
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
