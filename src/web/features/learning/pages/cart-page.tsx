import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LEARNING_MESSAGES } from '../../../../shared/learning-rules';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoader } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { rememberRedirect } from '../../../lib/redirect-after-login';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCart, useCheckout, useMoveToFavourites } from '../api/cart-api';
import { usePayOrder } from '../api/pay-order';
import { CartLine } from '../components/cart-line';
import { CountrySelect } from '../components/country-select';
import { OrderSummaryBox } from '../components/order-summary-box';
import {
  addToCart,
  CART_ADD_PARAMS,
  cartEntryToAdd,
  REDIRECT_TO_PAYMENT_KEY,
  rememberGift,
  removeFromCart,
  useCartEntries,
} from '../lib/cart-cookie';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../lib/use-message';

/** Spec: after login from the cart, payment starts about 3 seconds after the cart loads. */
export const AUTO_PAYMENT_DELAY_MS = 3_000;
const CART_PATH = '/user/checkout/cart';

/** The course cart (checkout/cart): Order Summary, lines, and Secure Checkout. */
export function CartPage() {
  const { t } = useTranslation();
  const message = useMessage();
  usePageTitle(t('learning.cart.title'));
  const entries = useCartEntries();
  const cart = useCart(entries);
  const { loggedIn, isPending: sessionPending } = useSession({ pollMs: 15_000 });
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const checkout = useCheckout();
  const favourite = useMoveToFavourites();
  const { pay, error: payError } = usePayOrder();
  const [notice, setNotice] = useState<string>();
  const autoStarted = useRef(false);

  const startPayment = () => {
    sessionStorage.removeItem(REDIRECT_TO_PAYMENT_KEY);
    checkout.mutate(undefined, { onSuccess: (order) => void pay(order) });
  };

  // A course's Add to Cart sent before its page was live names the course here: it goes into
  // the cart, and the address forgets it (a reload must not add it again).
  useEffect(() => {
    if (!params.has(CART_ADD_PARAMS.id)) return;
    const entry = cartEntryToAdd(params);
    if (entry) addToCart(entry);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CART_ADD_PARAMS.id);
        next.delete(CART_ADD_PARAMS.type);
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);

  useEffect(() => {
    if (sessionPending || !loggedIn || autoStarted.current) return;
    if (sessionStorage.getItem(REDIRECT_TO_PAYMENT_KEY) !== '1' || !cart.data) return;
    autoStarted.current = true;
    const timer = setTimeout(startPayment, AUTO_PAYMENT_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- starts once per visit
  }, [sessionPending, loggedIn, cart.data]);

  const toLogin = (message: string) => {
    rememberRedirect(CART_PATH);
    setNotice(message);
    setTimeout(() => void navigate('/user/login'), 1500);
  };
  const onSecureCheckout = () => {
    if (loggedIn) return startPayment();
    sessionStorage.setItem(REDIRECT_TO_PAYMENT_KEY, '1');
    toLogin(LEARNING_MESSAGES.loginToPay);
  };
  const onFavourite = (id: number) => {
    if (!loggedIn) return toLogin(LEARNING_MESSAGES.loginToFavourite);
    favourite.mutate(id, { onSuccess: () => removeFromCart(id) });
  };
  const onGift = (id: number, slug: string) => {
    rememberGift({ id, slug });
    void navigate('/checkout/giftCourse');
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
        {t('learning.cart.title')}
      </h1>
      {params.get('status') === '2' && (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 p-3 text-red-800">
          {t('learning.cart.paymentFailed')}
        </p>
      )}
      {notice && (
        <p role="alert" className="mt-4 rounded-xl bg-amber-50 p-3 font-semibold text-amber-900">
          {message(notice)}
        </p>
      )}
      {cart.isPending ? (
        <PageLoader label={t('learning.cart.loading')} />
      ) : cart.isError ? (
        <ErrorAlert message={errorMessage(cart.error)} onRetry={() => void cart.refetch()} />
      ) : cart.data.lines.length === 0 ? (
        <div className="mt-8 rounded-2xl border-2 border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <p className="text-lg font-bold text-slate-900">{message(LEARNING_MESSAGES.emptyCart)}</p>
          <Link to="/" className="btn btn-primary mt-6">
            {t('learning.browse')}
          </Link>
        </div>
      ) : (
        <div className="mt-6 grid grid-cols-1 gap-8 md:grid-cols-[2fr_1fr]">
          <section aria-label={t('learning.cart.lines')}>
            <p className="font-semibold text-slate-800">
              {cart.data.lines.length === 1
                ? t('learning.cart.countOne')
                : t('learning.cart.count', { count: cart.data.lines.length })}
            </p>
            <ul className="mt-3 space-y-3">
              {cart.data.lines.map((line) => (
                <CartLine
                  key={`${line.targetType}:${line.targetID}`}
                  line={line}
                  busy={favourite.isPending}
                  onRemove={() => removeFromCart(line.targetID)}
                  onFavourite={() => onFavourite(line.targetID)}
                  onGift={() => onGift(line.targetID, line.slug)}
                />
              ))}
            </ul>
          </section>
          <aside className="h-fit rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <CountrySelect />
            <div className="mt-4">
              <OrderSummaryBox summary={cart.data.summary} />
            </div>
            {(checkout.isError || payError || favourite.isError) && (
              <p role="alert" className="mt-3 text-sm text-red-700">
                {message(
                  checkout.isError
                    ? errorMessage(checkout.error)
                    : (payError ?? errorMessage(favourite.error)),
                )}
              </p>
            )}
            <button
              type="button"
              className="btn btn-primary mt-4 w-full"
              onClick={onSecureCheckout}
              disabled={checkout.isPending || sessionPending}
            >
              {checkout.isPending
                ? t('learning.processing')
                : loggedIn
                  ? t('learning.cart.proceed')
                  : t('learning.cart.login')}
            </button>
          </aside>
        </div>
      )}
    </div>
  );
}
