import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { COUPON_MESSAGES, type CouponTerms } from '../../../../shared/coupons';
import { createI18n } from '../../../lib/i18n';
import { hi } from '../../../locales/hi';
import { hiAccount } from '../../../locales/hi-account';
import { renderAt, sentBody, stubFetch } from '../../../test/test-utils';
import { CouponBox } from './coupon-box';

const terms: CouponTerms = {
  code: 'MONSOON10',
  kind: 'percent',
  percent: 10,
  amountPaise: null,
  maxDiscountPaise: 500_00,
  description: '10% off in the rains',
  descriptionHi: 'बारिश में 10% की छूट',
};
const pickupAt = '2030-07-01T04:30:00.000Z';
const dropAt = '2030-07-02T04:30:00.000Z';

/** The box as the checkout will hold it: the applied terms in the page's state. */
function Checkout({ rentPaise, onApply }: { rentPaise: number; onApply: (t: unknown) => void }) {
  const [applied, setApplied] = useState<CouponTerms | null>(null);
  return (
    <CouponBox
      carId={5}
      pickupAt={pickupAt}
      dropAt={dropAt}
      rentPaise={rentPaise}
      applied={applied}
      onApply={(next) => {
        onApply(next);
        setApplied(next);
      }}
    />
  );
}

function stubCheck(reply: { status?: number; body: unknown }, delay = 0) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
    if (delay === 0) resolve();
  });
  const fetchMock = stubFetch((u) =>
    u.pathname === '/api/offers/check' ? reply : { status: 404, body: { message: 'nope' } },
  );
  const answer = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (...args) => {
    await gate;
    return answer!(...args);
  });
  return { fetchMock, release };
}

describe('the coupon box', () => {
  it('checks the code, shows the discount on the rent shown and removes it', async () => {
    const { fetchMock, release } = stubCheck({ body: { terms } }, 1);
    const onApply = vi.fn();
    renderAt(<Checkout rentPaise={3_540_00} onApply={onApply} />);
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Coupon code'), ' monsoon10 ');
    await userEvent.click(apply);
    // Checking: the button says so and cannot be pressed twice.
    expect(await screen.findByRole('button', { name: 'Checking…' })).toBeDisabled();
    release();
    // 10% of ₹3,540 is ₹354, within the ₹500 cap.
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Coupon MONSOON10 applied: ₹354 off the rent.',
    );
    expect(screen.getByText('10% off in the rains')).toBeVisible();
    expect(onApply).toHaveBeenLastCalledWith(terms);
    expect(sentBody(fetchMock, '/api/offers/check')).toEqual({
      code: 'monsoon10',
      carId: 5,
      pickupAt,
      dropAt,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onApply).toHaveBeenLastCalledWith(null);
    expect(screen.getByLabelText('Coupon code')).toHaveValue('');
  });

  it('holds the discount to the cap and applies on Enter', async () => {
    stubCheck({ body: { terms } });
    renderAt(<Checkout rentPaise={10_000_00} onApply={() => undefined} />);
    await userEvent.type(screen.getByLabelText('Coupon code'), 'MONSOON10{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Coupon MONSOON10 applied: ₹500 off the rent.',
    );
  });

  it("shows the server's reason when the code does not apply", async () => {
    stubCheck({ status: 400, body: { message: COUPON_MESSAGES.firstBooking, field: 'code' } });
    const onApply = vi.fn();
    renderAt(<Checkout rentPaise={3_540_00} onApply={onApply} />);
    await userEvent.type(screen.getByLabelText('Coupon code'), 'WELCOME');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(COUPON_MESSAGES.firstBooking)).toBeVisible();
    expect(screen.getByLabelText('Coupon code')).toHaveAttribute('aria-invalid', 'true');
    expect(onApply).not.toHaveBeenCalled();
  });

  it('speaks Hindi, the server’s reasons too', async () => {
    stubCheck({ status: 429, body: { message: COUPON_MESSAGES.tooManyTries } });
    renderAt(
      <I18nextProvider i18n={createI18n('hi', { ...hi, ...hiAccount })}>
        <Checkout rentPaise={3_540_00} onApply={() => undefined} />
      </I18nextProvider>,
    );
    await userEvent.type(screen.getByLabelText('कूपन कोड'), 'GUESS');
    await userEvent.click(screen.getByRole('button', { name: 'लागू करें' }));
    expect(
      await screen.findByText('बहुत सारे कूपन कोड आज़माए गए। कृपया एक घंटे बाद फिर कोशिश करें।'),
    ).toBeVisible();
  });
});
