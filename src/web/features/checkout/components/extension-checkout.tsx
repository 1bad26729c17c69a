import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  CHECKOUT_MESSAGES,
  EXTENSION_DOC_MESSAGE,
  EXTENSION_SUCCESS_MESSAGE,
} from '../../../../shared/bookings';
import { bookingPrice } from '../../../../shared/pricing';
import { periodHours } from '../../../../shared/search';
import { istInstant } from '../../../../shared/time';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoader } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { RESULT_REDIRECT_MS, saveBookingResult } from '../../../lib/booking-result';
import type { CheckoutTarget } from '../../../lib/checkout-target';
import {
  useCheckoutCar,
  useCreateExtension,
  useExistingBooking,
  usePickupDropOptions,
} from '../api/checkout-api';
import { CheckoutOptions } from './checkout-options';
import { CheckoutStatus } from './checkout-status';
import { CheckoutSummary } from './checkout-summary';
import { PriceBreakdown } from './price-breakdown';
import { useMessage } from '../../../lib/use-message';
import { useTranslation } from 'react-i18next';

interface Props {
  target: CheckoutTarget;
  bookingId: number;
}

/**
 * Checkout of an extension: the existing booking's car and trip type, price =
 * hours x rate per hour, deposit and pickup/drop options shown but disabled.
 */
export function ExtensionCheckout({ target, bookingId }: Props) {
  const { t } = useTranslation();
  const msg = useMessage();
  const navigate = useNavigate();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [problem, setProblem] = useState('');
  const booking = useExistingBooking(bookingId);
  const detail = useCheckoutCar(target.carId);
  const options = usePickupDropOptions(booking.data?.branchId);
  const create = useCreateExtension(bookingId, idempotencyKey);

  useEffect(() => {
    if (!create.isSuccess) return;
    const timer = setTimeout(() => void navigate('/thankyou?status=success'), RESULT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [create.isSuccess, navigate]);

  if (booking.isPending || detail.isPending)
    return <PageLoader label={t('checkout.loadingBooking')} />;
  if (booking.isError) return <ErrorAlert message={errorMessage(booking.error)} />;
  if (detail.isError) return <ErrorAlert message={errorMessage(detail.error)} />;
  const { car, packages } = detail.data;
  const pkg = packages.find((p) => p.id === target.packageId);
  const price = pkg
    ? bookingPrice({
        hours: periodHours(target),
        rates: pkg,
        // The extension's hours at the rates in force, as the server prices it.
        trip: {
          pickupAt: istInstant(target.pickupDate, target.pickupTime),
          dropAt: istInstant(target.dropDate, target.dropTime),
          car,
          rules: detail.data.priceRules,
        },
        deposits: { localPaise: 0, outstationPaise: 0 },
        tripType: booking.data.tripType,
        pickupDropPaise: 0,
        existingBooking: true,
      })
    : undefined;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const message = !pkg
      ? CHECKOUT_MESSAGES.carAndPackage
      : !acceptTerms
        ? CHECKOUT_MESSAGES.terms
        : '';
    setProblem(message);
    if (message || !pkg || create.isPending) return;
    create.mutate(
      {
        ratePackageId: pkg.id,
        dropDate: target.dropDate,
        dropTime: target.dropTime,
        acceptTerms: true,
      },
      {
        onSuccess: (extension) =>
          saveBookingResult(
            { message: EXTENSION_SUCCESS_MESSAGE, docMsg: EXTENSION_DOC_MESSAGE },
            extension.id,
          ),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="mx-auto max-w-3xl space-y-5 px-4 py-6">
      <h1 className="text-2xl font-bold text-slate-900">{t('checkout.title')}</h1>
      <p className="text-slate-700">{t('checkout.extending', { id: bookingId })}</p>
      {pkg && (
        <CheckoutSummary
          car={car}
          packageType={pkg.type}
          target={target}
          labels={[t('checkout.summary.extensionFrom'), t('checkout.summary.newDrop')]}
        />
      )}
      <CheckoutOptions
        choices={{
          tripType: booking.data.tripType,
          pickupDropOptionId: booking.data.pickupDropOptionId ?? undefined,
          acceptTerms,
        }}
        onChange={(choices) => setAcceptTerms(choices.acceptTerms)}
        options={options.data?.options ?? []}
        deposits={{
          localPaise: car.securityDepositPaise,
          outstationPaise: car.outstationSecurityDepositPaise,
        }}
        existingBooking
      />
      {price && pkg && (
        <PriceBreakdown
          carId={target.carId}
          price={price}
          ratePerHourPaise={pkg.ratePerHourPaise}
        />
      )}
      <CheckoutStatus
        problem={problem}
        error={create.isError && <p>{errorMessage(create.error)}</p>}
        successText={
          create.isSuccess
            ? `${msg(EXTENSION_SUCCESS_MESSAGE)} ${t('checkout.bookingId', { id: create.data.id })}`
            : null
        }
        pending={create.isPending}
        submitLabel={t('checkout.extendNow')}
      />
    </form>
  );
}
