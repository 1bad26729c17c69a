import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { bookingPrice } from '../../../../shared/pricing';
import { periodHours } from '../../../../shared/search';
import { minimumTripProblem } from '../../../../shared/seasons';
import { istInstant } from '../../../../shared/time';
import { ErrorAlert } from '../../../components/error-alert';
import { RequireCustomer } from '../../../components/require-customer';
import { PageLoader } from '../../../components/spinner';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import {
  BOOKING_DOC_MESSAGE,
  BOOKING_SUCCESS_MESSAGE,
  RESULT_REDIRECT_MS,
  saveBookingResult,
} from '../../../lib/booking-result';
import { loadCheckoutTarget, type CheckoutTarget } from '../../../lib/checkout-target';
import { searchCarsPath } from '../../../lib/search-selection';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  useBillingDetails,
  useCheckoutCar,
  useCreateBooking,
  usePickupDropOptions,
  useSaveBilling,
} from '../api/checkout-api';
import { BillingSection } from '../components/billing-section';
import { CheckoutOptions } from '../components/checkout-options';
import { CheckoutStatus } from '../components/checkout-status';
import { CheckoutSummary } from '../components/checkout-summary';
import { CouponBox } from '../components/coupon-box';
import { ExtensionCheckout } from '../components/extension-checkout';
import { PickupBranch } from '../components/pickup-branch';
import { PriceBreakdown } from '../components/price-breakdown';
import { ReferralOfferChoice } from '../components/referral-offer-choice';
import { billingAddressOnFile } from '../../../../shared/billing-address';
import {
  billingFormFrom,
  checkBilling,
  type BillingErrors,
  type BillingForm,
} from '../../../lib/billing-form';
import { checkCheckout, type CheckoutChoices } from '../lib/checkout-form';
import { useDiscountChoice } from '../lib/use-discount-choice';
import { useMessage } from '../../../lib/use-message';
import { useTranslation } from 'react-i18next';

function Checkout({ target }: { target: CheckoutTarget | undefined }) {
  const { t } = useTranslation();
  const msg = useMessage();
  const navigate = useNavigate();
  // Once per visit: a double click or a retry sends the same key and makes one booking.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [choices, setChoices] = useState<CheckoutChoices>({
    tripType: '',
    pickupDropOptionId: undefined,
    acceptTerms: false,
  });
  const [problem, setProblem] = useState('');
  // A coupon or the referral offer: the booking's one discount.
  const discount = useDiscountChoice();
  const { discountOf } = discount;
  const detail = useCheckoutCar(target?.carId);
  const options = usePickupDropOptions(detail.data?.car.branchId);
  const create = useCreateBooking(idempotencyKey);
  const pkg = detail.data?.packages.find((p) => p.id === target?.packageId);
  // Who the GST documents go to (decision 0041). Should the question fail to load, the booking
  // goes ahead: the address is the documents', not the booking's.
  const billing = useBillingDetails();
  const saveBilling = useSaveBilling();
  // Untouched, the form shows what is on file (a GSTIN saved before addresses were asked).
  const [editedBilling, setBillingForm] = useState<BillingForm | null>(null);
  const billingForm = editedBilling ?? billingFormFrom(billing.data);
  const [billingErrors, setBillingErrors] = useState<BillingErrors>({ address: {} });
  const [editingBilling, setEditingBilling] = useState(false);
  const billingAsked =
    billing.data?.documentsIssued === true &&
    (editingBilling || billingAddressOnFile(billing.data) === null);

  useEffect(() => {
    if (!create.isSuccess) return;
    const timer = setTimeout(() => void navigate('/thankyou?status=success'), RESULT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [create.isSuccess, navigate]);

  // The chosen period as instants; undefined while a date or time is missing (the form says so).
  const period = useMemo(() => {
    if (!target) return undefined;
    const pickupAt = istInstant(target.pickupDate, target.pickupTime);
    const dropAt = istInstant(target.dropDate, target.dropTime);
    return Number.isNaN(pickupAt.getTime()) || Number.isNaN(dropAt.getTime())
      ? undefined
      : { pickupAt, dropAt };
  }, [target]);

  const price = useMemo(() => {
    if (!target || !detail.data || !pkg) return undefined;
    const option = options.data?.options.find((o) => o.id === choices.pickupDropOptionId);
    const { car } = detail.data;
    const input = {
      hours: periodHours(target),
      rates: pkg,
      // Each hour at the rate in force, as the server prices the booking (shared/seasons.ts).
      ...(period && { trip: { ...period, car, rules: detail.data.priceRules } }),
      deposits: {
        localPaise: detail.data.car.securityDepositPaise,
        outstationPaise: detail.data.car.outstationSecurityDepositPaise,
      },
      tripType: choices.tripType || ('local' as const),
      pickupDropPaise: option?.ratePaise ?? 0,
    };
    const full = bookingPrice(input);
    // The coupon's or the referral offer's discount on the rent as shown, by the server's rule.
    const discountPaise = discountOf(full.basePaise);
    return discountPaise === undefined ? full : bookingPrice({ ...input, discountPaise });
  }, [target, period, detail.data, pkg, options.data, choices, discountOf]);

  if (target && detail.isPending) return <PageLoader label={t('checkout.loadingCar')} />;
  if (detail.isError) return <ErrorAlert message={errorMessage(detail.error)} />;
  const car = detail.data?.car;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const check = checkCheckout(pkg ? target : undefined, choices);
    setProblem(check.ok ? '' : check.message);
    if (!check.ok || create.isPending || saveBilling.isPending) return;
    // A season in force asks for a longer trip: said before the server refuses it.
    const tooShort =
      period && detail.data
        ? minimumTripProblem(period, detail.data.car, detail.data.priceRules)
        : null;
    if (tooShort) return setProblem(msg(tooShort));
    if (billingAsked) {
      const given = checkBilling(billingForm);
      setBillingErrors(given.ok ? { address: {} } : given.errors);
      if (!given.ok) return setProblem(given.message);
      try {
        await saveBilling.mutateAsync(given.save);
      } catch (error) {
        return setProblem(errorMessage(error));
      }
      setEditingBilling(false);
    }
    create.mutate(discount.withDiscount(check.body), {
      onSuccess: (booking) =>
        saveBookingResult(
          { message: BOOKING_SUCCESS_MESSAGE, docMsg: BOOKING_DOC_MESSAGE },
          booking.id,
        ),
    });
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="mx-auto max-w-3xl space-y-5 px-4 py-6"
    >
      <h1 className="text-2xl font-bold text-slate-900">{t('checkout.title')}</h1>
      {car && target && pkg && <CheckoutSummary car={car} packageType={pkg.type} target={target} />}
      {car && <PickupBranch branchId={car.branchId} />}
      {car && (
        <CheckoutOptions
          choices={choices}
          onChange={setChoices}
          options={options.data?.options ?? []}
          deposits={{
            localPaise: car.securityDepositPaise,
            outstationPaise: car.outstationSecurityDepositPaise,
          }}
        />
      )}
      {price && pkg && car && discount.offer && (
        <ReferralOfferChoice
          offer={discount.offer}
          checked={discount.referralOn}
          onChange={discount.chooseReferral}
          couponApplied={discount.coupon !== null}
        />
      )}
      {price && pkg && car && period && (
        <CouponBox
          carId={car.id}
          pickupAt={period.pickupAt.toISOString()}
          dropAt={period.dropAt.toISOString()}
          rentPaise={price.basePaise}
          applied={discount.coupon}
          onApply={discount.applyCoupon}
        />
      )}
      {price && pkg && car && (
        <PriceBreakdown
          carId={car.id}
          price={price}
          ratePerHourPaise={pkg.ratePerHourPaise}
          discountLabel={discount.label}
        />
      )}
      {car && billing.data?.documentsIssued && (
        <BillingSection
          details={billing.data}
          form={billingForm}
          onChange={setBillingForm}
          errors={billingErrors}
          editing={editingBilling}
          onEdit={() => (setBillingForm(null), setEditingBilling(true))}
        />
      )}
      <CheckoutStatus
        problem={problem}
        error={
          create.isError && (
            <>
              <p>{msg(errorMessage(create.error))}</p>
              {create.error instanceof ApiRequestError && create.error.status === 409 && target && (
                <Link to={searchCarsPath(target)} className="mt-2 inline-block underline">
                  {t('checkout.anotherCar')}
                </Link>
              )}
            </>
          )
        }
        successText={
          create.isSuccess
            ? `${msg(BOOKING_SUCCESS_MESSAGE)} ${t('checkout.bookingId', { id: create.data.id })}`
            : null
        }
        pending={create.isPending || saveBilling.isPending}
        submitLabel={t('checkout.bookNow')}
      />
    </form>
  );
}

/**
 * /user/bookmyride: the chosen car, package and period, booked in one request; or, when the
 * stored choice names an existing booking, the extension of that booking.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  usePageTitle(t('checkout.title'));
  const [target] = useState(loadCheckoutTarget);
  return (
    <RequireCustomer>
      {target?.bookingId ? (
        <ExtensionCheckout target={target} bookingId={target.bookingId} />
      ) : (
        <Checkout target={target} />
      )}
    </RequireCustomer>
  );
}
