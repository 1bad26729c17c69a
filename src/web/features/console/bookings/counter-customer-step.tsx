import { useState } from 'react';
import type { CounterCustomer } from '../../../../shared/counter-booking';
import { refusedCustomerBookingMessage } from '../../../../shared/console-customers';
import { ActionError } from '../../../components/action-error';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { useCounterCustomer, useOpenCounterAccount } from '../shared/console-counter-api';

/** Finds the customer by e-mail or mobile, or opens their account; hands the customer on. */
export function CounterCustomerStep({ onChosen }: { onChosen: (c: CounterCustomer) => void }) {
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
        1. Customer
      </h2>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          setContact(typed.trim());
          if (typed.includes('@')) setEmail(typed.trim());
          else if (/^[+\d\s-]+$/.test(typed)) setMobile(typed.replace(/[\s-]/g, ''));
        }}
      >
        <div className="grow">
          <TextField
            label="Customer’s e-mail or mobile"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary">
          Find the customer
        </button>
      </form>
      {found.isFetching && <Spinner label="Looking for the customer…" />}
      <ActionError error={found.error} />
      {customer && (
        <div className="flex flex-wrap items-center gap-3 rounded-xl bg-slate-50 p-3">
          <p className="grow text-sm text-slate-900">
            <span className="font-semibold">{customer.name}</span> · {customer.email}
            {customer.mobile ? ` · ${customer.mobile}` : ''} ·{' '}
            {customer.idVerified ? 'Documents verified' : 'Documents not verified yet'}
          </p>
          {customer.blocked && (
            <p role="alert" className="w-full rounded-lg bg-red-50 p-2 text-sm text-red-900">
              {refusedCustomerBookingMessage(customer.refusedReason)}
            </p>
          )}
          <button
            type="button"
            className="btn btn-primary"
            disabled={customer.blocked}
            onClick={() => onChosen(customer)}
          >
            Book for {customer.name}
          </button>
        </div>
      )}
      {found.isSuccess && customer === null && (
        <form
          noValidate
          className="grid gap-3 sm:grid-cols-3"
          onSubmit={(e) => {
            e.preventDefault();
            open.mutate({ name, email, mobile }, { onSuccess: onChosen });
          }}
        >
          <p className="text-sm text-slate-700 sm:col-span-3">
            No customer has that e-mail or mobile. Open an account: the customer is sent the usual
            account e-mail and can sign in with a code on their mobile.
          </p>
          <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} />
          <TextField
            label="E-mail"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <TextField
            label="Mobile"
            type="tel"
            value={mobile}
            onChange={(e) => setMobile(e.target.value)}
          />
          <ActionError error={open.error} className="sm:col-span-3" />
          <button type="submit" className="btn btn-primary sm:col-span-3" disabled={open.isPending}>
            {open.isPending ? 'Opening the account…' : 'Open the account'}
          </button>
        </form>
      )}
    </section>
  );
}
