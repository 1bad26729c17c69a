import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { COUPON_MESSAGES } from '../../../../shared/coupons';
import { createI18n } from '../../../lib/i18n';
import { hi } from '../../../locales/hi';
import { hiConsole } from '../../../locales/hi-console';
import { renderAt, sentRequests, stubFetch, type FakeReply } from '../../../test/test-utils';
import { CounterBookingForm } from './counter-booking-form';
import { istLocal } from '../shared/ist-local';

/** Two days from now, IST: inside the 180-day window. */
const day = istLocal(new Date(Date.now() + 2 * 86_400_000).toISOString()).slice(0, 10);

const customer = {
  id: 12,
  name: 'Asha Verma',
  email: 'asha@example.com',
  mobile: '+919812345670',
  idVerified: false,
  blocked: false,
  refusedReason: null,
};
const CAR = {
  id: 7,
  title: 'Maruti Swift',
  carNumber: 'CG 07 AB 1234',
  categoryId: 2,
  securityDepositPaise: 300_000,
  outstationSecurityDepositPaise: 500_000,
  ratePackages: [
    {
      id: 70,
      type: 'Standard',
      ratePerHourPaise: 10_000,
      actualRatePerHourPaise: 12_000,
      kmPerHour: 10,
      extraKmRatePaise: 1_000,
      extendRatePerHourPaise: 15_000,
    },
  ],
};

/** What the server tells counter staff on the fleet's and the settings' manager-only routes. */
const MANAGERS_ONLY = {
  status: 403,
  body: { message: 'Only a branch manager or an admin can do this.' },
};
const DESK = {
  body: {
    cars: [
      { ...CAR, branchId: 1, isActive: true },
      {
        ...CAR,
        id: 8,
        title: 'Old Alto',
        carNumber: 'CG 07 AA 1111',
        branchId: 1,
        isActive: false,
      },
    ],
    pickupDropOptions: [{ id: 3, branchId: 1, name: 'At the branch', ratePaise: 0 }],
    priceRules: [],
  },
};

/** Every car of the branch free for the period asked. */
const ALL_FREE: FakeReply = { body: { cars: [{ carId: 7 }] } };

/** The desk's answers to a coupon check and to the booking, and the page's language. */
interface Answers {
  coupon?: FakeReply;
  booking?: FakeReply;
  hindi?: boolean;
}

function setup(
  desk: FakeReply = DESK,
  availability: FakeReply = ALL_FREE,
  billing?: FakeReply,
  answers: Answers = {},
) {
  const fetchMock = stubFetch((u) => {
    if (answers.coupon && u.pathname === '/api/console/counter/coupon-check') return answers.coupon;
    if (answers.booking && u.pathname === '/api/console/counter/bookings') return answers.booking;
    if (billing && u.pathname === '/api/console/counter/billing') {
      expect(u.search).toBe('?customerId=12');
      return billing;
    }
    if (u.pathname === '/api/console/counter/cars') {
      expect(u.search).toBe('?branchId=1');
      return desk;
    }
    if (u.pathname === '/api/console/counter/availability') return availability;
    // Counter staff book too: the fleet's and the settings' routes refuse them.
    if (u.pathname.startsWith('/api/console/cars') || u.pathname === '/api/console/settings') {
      return MANAGERS_ONLY;
    }
    return {
      status: 201,
      body: { bookingId: 99, status: 'confirmed', totalPaise: 380_000, paymentId: 5 },
    };
  });
  const onBooked = vi.fn();
  const form = <CounterBookingForm customer={customer} branchId={1} onBooked={onBooked} />;
  renderAt(
    answers.hindi ? (
      <I18nextProvider i18n={createI18n('hi', { ...hi, ...hiConsole })}>{form}</I18nextProvider>
    ) : (
      form
    ),
  );
  return { fetchMock, onBooked };
}

/** ₹300 off the rent, as the server's check answers for a code that applies. */
const WALKIN300 = {
  code: 'WALKIN300',
  kind: 'amount',
  percent: null,
  amountPaise: 30_000,
  maxDiscountPaise: null,
  description: '₹300 off for walk-in customers',
  descriptionHi: 'काउंटर पर आए ग्राहकों के लिए ₹300 की छूट',
};

/** Staff choose the Swift, the package and a period of 8 hours (₹800 of rent). */
async function chooseSwift(labels = { car: 'Car', pickup: 'Pickup', drop: 'Drop' }) {
  await userEvent.selectOptions(await screen.findByLabelText(labels.car), '7');
  await screen.findByRole('option', { name: /₹100\// });
  await userEvent.type(screen.getByLabelText(labels.pickup), `${day}T10:00`);
  await userEvent.type(screen.getByLabelText(labels.drop), `${day}T18:00`);
}

/** The JSON bodies sent to `path`, in order. */
const postsTo = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  sentRequests(fetchMock)
    .filter((r) => r.path === path && r.init.method === 'POST')
    .map((r) => JSON.parse(String(r.init.body)) as Record<string, unknown>);

describe('CounterBookingForm', () => {
  it('asks for the card reference, then confirms the total before booking and recording it', async () => {
    const { fetchMock, onBooked } = setup();
    await userEvent.selectOptions(
      await screen.findByLabelText('Car'),
      await screen.findByRole('option', { name: 'Maruti Swift (CG 07 AB 1234)' }),
    );
    await screen.findByRole('option', { name: 'Standard: ₹100/hour' });
    await screen.findByRole('option', { name: 'At the branch (₹0)' });
    await userEvent.type(screen.getByLabelText('Pickup'), `${day}T10:00`);
    await userEvent.type(screen.getByLabelText('Drop'), `${day}T18:00`);
    await userEvent.selectOptions(screen.getByLabelText('Payment taken now'), 'card');
    await userEvent.click(screen.getByRole('button', { name: 'Review the booking' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the reference of the card');
    await userEvent.type(screen.getByLabelText('Payment reference'), 'SLIP 4411');
    await userEvent.click(screen.getByRole('button', { name: 'Review the booking' }));
    // 8 hours at ₹100 + ₹3,000 deposit: the dialog names the amount before anything is sent.
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Book Maruti Swift for Asha Verma?',
    });
    expect(dialog).toHaveTextContent('total ₹3,800');
    expect(sentRequests(fetchMock).filter((r) => r.init.method === 'POST')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book and record ₹3,800' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalled());
    const sent = sentRequests(fetchMock).find((r) => r.init.method === 'POST')!;
    expect(JSON.parse(String(sent.init.body))).toEqual({
      customerId: 12,
      carId: 7,
      ratePackageId: 70,
      pickupDropOptionId: 3,
      tripType: 'local',
      pickupAt: `${day}T10:00:00+05:30`,
      dropAt: `${day}T18:00:00+05:30`,
      payment: { method: 'card', reference: 'SLIP 4411' },
    });
  });

  it('adds the GST to the amount to take when prices are shown without GST', async () => {
    let answerGst: () => void = () => {};
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    const { fetchMock } = setup();
    const fallback = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/console/counter/gst') return fallback(input, init);
      expect(url.search).toBe('?customerId=12&carId=7');
      await new Promise<void>((resolve) => (answerGst = resolve));
      return json({
        gst: { rateBp: 1800, sac: '997311', interState: false, pricesIncludeTax: false },
      });
    });
    await userEvent.selectOptions(
      await screen.findByLabelText('Car'),
      await screen.findByRole('option', { name: 'Maruti Swift (CG 07 AB 1234)' }),
    );
    await screen.findByRole('option', { name: 'Standard: ₹100/hour' });
    await screen.findByRole('option', { name: 'At the branch (₹0)' });
    await userEvent.type(screen.getByLabelText('Pickup'), `${day}T10:00`);
    await userEvent.type(screen.getByLabelText('Drop'), `${day}T18:00`);
    // Until the GST is known the desk cannot review the booking, and says why.
    expect(screen.getByRole('status')).toHaveTextContent('Working out the GST for this car…');
    expect(screen.getByRole('button', { name: 'Review the booking' })).toBeDisabled();
    answerGst();
    const review = screen.getByRole('button', { name: 'Review the booking' });
    await waitFor(() => expect(review).toBeEnabled());
    expect(screen.queryByText('Working out the GST for this car…')).not.toBeInTheDocument();
    await userEvent.click(review);
    // ₹800 of rent plus 18 % GST (₹144) and the ₹3,000 deposit, which carries none.
    const dialog = screen.getByRole('alertdialog', { name: 'Book Maruti Swift for Asha Verma?' });
    expect(dialog).toHaveTextContent(
      'total ₹3,944 (rent, deposit, pickup/drop and ₹144 GST added to the prices).',
    );
    expect(
      within(dialog).getByRole('button', { name: 'Book and record ₹3,944' }),
    ).toBeInTheDocument();
  });

  it("offers the branch's cars in use from the desk's own route, not the fleet's", async () => {
    const { fetchMock } = setup();
    const car = await screen.findByLabelText('Car');
    expect(
      within(car)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a car', 'Maruti Swift (CG 07 AB 1234)']);
    await userEvent.selectOptions(car, '7');
    expect(await screen.findByRole('option', { name: 'Standard: ₹100/hour' })).toBeInTheDocument();
    const read = sentRequests(fetchMock).map((r) => r.path.split('?')[0]);
    expect(read).toContain('/api/console/counter/cars');
    expect(read.filter((p) => /^\/api\/console\/(cars|settings)/.test(p!))).toEqual([]);
  });

  it('shows why the cars could not be read, with a retry, instead of an empty list', async () => {
    setup({ status: 503, body: { message: 'The database is not answering. Please try again.' } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this');
    expect(alert).toHaveTextContent('The database is not answering. Please try again.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Car')).toBeNull();
    expect(screen.queryByText('Loading the cars…')).toBeNull();
  });

  it('asks which cars can take the period entered, and says why one cannot before review', async () => {
    const from = `${day}T04:30:00.000Z`;
    const until = `${day}T12:30:00.000Z`;
    const nexon = { ...CAR, id: 9, title: 'Tata Nexon', carNumber: 'CG 07 BP 3064' };
    const { fetchMock } = setup(
      {
        body: {
          ...DESK.body,
          cars: [...DESK.body.cars, { ...nexon, branchId: 1, isActive: true }],
        },
      },
      {
        body: {
          cars: [
            { carId: 7, refusal: { kind: 'booking', bookingId: 31, from, until } },
            { carId: 9 },
          ],
        },
      },
    );
    const car = await screen.findByLabelText('Car');
    await userEvent.selectOptions(car, '7');
    await screen.findByRole('option', { name: 'Standard: ₹100/hour' });
    await userEvent.type(screen.getByLabelText('Pickup'), `${day}T10:00`);
    await userEvent.type(screen.getByLabelText('Drop'), `${day}T18:00`);
    // The reason sits with the car, tied to its field, and the list marks the car taken.
    const reason = 'Booked from';
    await waitFor(() => expect(car).toHaveAccessibleDescription(new RegExp(`^${reason}`)));
    expect(car).toHaveAccessibleDescription(/\(booking #31\)\.$/);
    expect(car).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(car)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose a car',
      'Maruti Swift (CG 07 AB 1234) · not free',
      'Tata Nexon (CG 07 BP 3064)',
    ]);
    const asked = sentRequests(fetchMock)
      .map((r) => new URL(r.path, 'http://localhost'))
      .find((u) => u.pathname === '/api/console/counter/availability')!;
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      branchId: '1',
      pickupAt: `${day}T10:00:00+05:30`,
      dropAt: `${day}T18:00:00+05:30`,
    });
    // Review says the same and opens no dialog; the free car is said to be free.
    await userEvent.click(screen.getByRole('button', { name: 'Review the booking' }));
    expect(screen.getByRole('alert')).toHaveTextContent('(booking #31).');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await userEvent.selectOptions(car, '9');
    expect(await screen.findByText('Free for this period.')).toBeVisible();
    expect(car).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('does not ask before the times make a period the booking takes', async () => {
    const { fetchMock } = setup();
    await userEvent.selectOptions(await screen.findByLabelText('Car'), '7');
    await userEvent.type(screen.getByLabelText('Pickup'), `${day}T10:00`);
    // Two hours: under the six-hour minimum.
    await userEvent.type(screen.getByLabelText('Drop'), `${day}T12:00`);
    expect(
      sentRequests(fetchMock).filter((r) => r.path.startsWith('/api/console/counter/availability')),
    ).toEqual([]);
    expect(screen.queryByText('Free for this period.')).toBeNull();
  });

  it('asks for a billing address when none is on file, and sends it with the booking', async () => {
    const { fetchMock, onBooked } = setup(DESK, ALL_FREE, {
      body: { address: null, business: null, documentsIssued: true },
    });
    const legend = await screen.findByText('Billing address for the GST documents');
    const group = legend.closest('fieldset')!;
    await userEvent.selectOptions(await screen.findByLabelText('Car'), '7');
    await screen.findByRole('option', { name: 'Standard: ₹100/hour' });
    await userEvent.type(screen.getByLabelText('Pickup'), `${day}T10:00`);
    await userEvent.type(screen.getByLabelText('Drop'), `${day}T18:00`);
    await userEvent.type(
      within(group).getByLabelText('House or office, street and area'),
      'Shop 4, Akash Ganga',
    );
    await userEvent.type(within(group).getByLabelText('Town or city'), 'Bhilai');
    await userEvent.selectOptions(within(group).getByLabelText('State'), 'Chhattisgarh');
    await userEvent.type(within(group).getByLabelText('PIN code'), '4900');
    await userEvent.click(screen.getByRole('button', { name: 'Review the booking' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter the 6-digit PIN code of the billing address.',
    );
    expect(within(group).getByLabelText('PIN code')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(within(group).getByLabelText('PIN code'), '06');
    await userEvent.click(screen.getByRole('button', { name: 'Review the booking' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'GST documents issued to: Shop 4, Akash Ganga, Bhilai 490006, Chhattisgarh.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book and record ₹3,800' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalled());
    const sent = sentRequests(fetchMock).find((r) => r.init.method === 'POST')!;
    expect(JSON.parse(String(sent.init.body))).toMatchObject({
      customerId: 12,
      payment: { method: 'cash', reference: '' },
      billingAddress: {
        street: 'Shop 4, Akash Ganga',
        city: 'Bhilai',
        stateCode: '22',
        pincode: '490006',
      },
    });
  });

  it('bills a business the customer names: its GSTIN checked, sent and named on the review', async () => {
    const { fetchMock, onBooked } = setup(DESK, ALL_FREE, {
      body: { address: null, business: null, documentsIssued: true },
    });
    const group = (await screen.findByText('Billing address for the GST documents')).closest(
      'fieldset',
    )!;
    await userEvent.selectOptions(await screen.findByLabelText('Car'), '7');
    await screen.findByRole('option', { name: 'Standard: ₹100/hour' });
    await userEvent.type(screen.getByLabelText('Pickup'), `${day}T10:00`);
    await userEvent.type(screen.getByLabelText('Drop'), `${day}T18:00`);
    await userEvent.click(
      within(group).getByLabelText('The customer bills a business registered for GST (GSTIN)'),
    );
    await userEvent.type(within(group).getByLabelText('GSTIN'), '22AAPFU0939F1ZV');
    await userEvent.type(
      within(group).getByLabelText('Business name, as registered'),
      'Verma Traders',
    );
    await userEvent.type(
      within(group).getByLabelText('House or office, street and area'),
      'Shop 4, Akash Ganga',
    );
    await userEvent.type(within(group).getByLabelText('Town or city'), 'Bhilai');
    await userEvent.selectOptions(within(group).getByLabelText('State'), 'Chhattisgarh');
    await userEvent.type(within(group).getByLabelText('PIN code'), '490006');
    await userEvent.click(screen.getByRole('button', { name: 'Review the booking' }));
    // A typing mistake in the GSTIN is caught before anything is sent.
    expect(within(group).getByLabelText('GSTIN')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await userEvent.clear(within(group).getByLabelText('GSTIN'));
    await userEvent.type(within(group).getByLabelText('GSTIN'), '22AAPFU0939F1Z5');
    await userEvent.click(screen.getByRole('button', { name: 'Review the booking' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'GST documents issued to Verma Traders (GSTIN 22AAPFU0939F1Z5), Shop 4, Akash Ganga, Bhilai 490006, Chhattisgarh.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book and record ₹3,800' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalled());
    const sent = sentRequests(fetchMock).find((r) => r.init.method === 'POST')!;
    const body = JSON.parse(String(sent.init.body));
    expect(body).toMatchObject({
      business: {
        gstin: '22AAPFU0939F1Z5',
        businessName: 'Verma Traders',
        address: {
          street: 'Shop 4, Akash Ganga',
          city: 'Bhilai',
          stateCode: '22',
          pincode: '490006',
        },
      },
    });
    expect(body).not.toHaveProperty('billingAddress');
  });

  it('books without an address when the customer gives none, and asks none when one is on file', async () => {
    const { fetchMock, onBooked } = setup(DESK, ALL_FREE, {
      body: { address: null, business: null, documentsIssued: true },
    });
    await screen.findByText('Billing address for the GST documents');
    await userEvent.selectOptions(await screen.findByLabelText('Car'), '7');
    await screen.findByRole('option', { name: 'Standard: ₹100/hour' });
    await userEvent.type(screen.getByLabelText('Pickup'), `${day}T10:00`);
    await userEvent.type(screen.getByLabelText('Drop'), `${day}T18:00`);
    await userEvent.click(screen.getByRole('button', { name: 'Review the booking' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).not.toHaveTextContent('GST documents issued to');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book and record ₹3,800' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalled());
    const sent = sentRequests(fetchMock).find((r) => r.init.method === 'POST')!;
    expect(JSON.parse(String(sent.init.body))).not.toHaveProperty('billingAddress');
  });

  it('asks no billing address when one is on file, only a business when the customer names one', async () => {
    const { fetchMock } = setup(DESK, ALL_FREE, {
      body: {
        address: {
          street: 'Shop 4, Akash Ganga',
          city: 'Bhilai',
          stateCode: '22',
          pincode: '490006',
        },
        business: null,
        documentsIssued: true,
      },
    });
    await screen.findByLabelText('Car');
    await waitFor(() =>
      expect(sentRequests(fetchMock).some((r) => r.path.includes('/counter/billing'))).toBe(true),
    );
    const business = await screen.findByLabelText(
      'The customer bills a business registered for GST (GSTIN)',
    );
    expect(screen.queryByText('Billing address for the GST documents')).toBeNull();
    expect(screen.queryByLabelText('PIN code')).toBeNull();
    await userEvent.click(business);
    expect(screen.getByLabelText('GSTIN')).toBeVisible();
    expect(screen.getByLabelText('PIN code')).toBeVisible();
  });
  describe('a coupon the customer gives at the counter', () => {
    it('checks the code, shows the discount and the lower total, and books with it', async () => {
      const { fetchMock, onBooked } = setup(DESK, ALL_FREE, undefined, {
        coupon: { body: { terms: WALKIN300 } },
      });
      expect(screen.queryByLabelText('Coupon code')).toBeNull();
      await chooseSwift();
      // The check takes a moment: the button says so and cannot be pressed twice.
      let answer: () => void = () => {};
      const fallback = fetchMock.getMockImplementation()!;
      fetchMock.mockImplementation(async (input, init) => {
        if (!String(input).startsWith('/api/console/counter/coupon-check')) {
          return fallback(input, init);
        }
        await new Promise<void>((resolve) => (answer = resolve));
        return fallback(input, init);
      });
      await userEvent.type(screen.getByLabelText('Coupon code'), 'walkin300');
      await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
      const checking = screen.getByRole('button', { name: 'Checking…' });
      expect(checking).toBeDisabled();
      expect(checking).toHaveAttribute('aria-busy', 'true');
      answer();
      expect(await screen.findByText('Coupon WALKIN300 applied: ₹300 off the rent.')).toBeVisible();
      expect(screen.getByText('₹300 off for walk-in customers')).toBeVisible();
      // ₹800 of rent less ₹300, and the ₹3,000 deposit.
      expect(screen.getByText('Total with the coupon: ₹3,500 (without it: ₹3,800).')).toBeVisible();
      expect(postsTo(fetchMock, '/api/console/counter/coupon-check')).toEqual([
        {
          customerId: 12,
          carId: 7,
          code: 'walkin300',
          pickupAt: `${day}T10:00:00+05:30`,
          dropAt: `${day}T18:00:00+05:30`,
        },
      ]);
      await userEvent.click(screen.getByRole('button', { name: 'Review the booking' }));
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog).toHaveTextContent('Coupon WALKIN300: −₹300 off the rent.');
      expect(dialog).toHaveTextContent('total ₹3,500');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Book and record ₹3,500' }));
      await waitFor(() => expect(onBooked).toHaveBeenCalled());
      expect(postsTo(fetchMock, '/api/console/counter/bookings')).toEqual([
        expect.objectContaining({ carId: 7, couponCode: 'WALKIN300' }),
      ]);
    });

    it("shows the check's refusal at the field and books without a coupon", async () => {
      const { fetchMock, onBooked } = setup(DESK, ALL_FREE, undefined, {
        coupon: { status: 400, body: { message: COUPON_MESSAGES.firstBooking, field: 'code' } },
      });
      await chooseSwift();
      const field = screen.getByLabelText('Coupon code');
      await userEvent.type(field, 'FIRSTDRIVE');
      await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('This coupon is only for your first booking.');
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('This coupon is only for your first booking.');
      expect(screen.queryByText(/applied/)).toBeNull();
      // A code left typed is not silently dropped from the booking.
      await userEvent.click(screen.getByRole('button', { name: 'Review the booking' }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(
        screen.getByText('Apply the coupon code, or clear it, before reviewing the booking.'),
      ).toBeVisible();
      await userEvent.clear(field);
      expect(field).not.toHaveAttribute('aria-invalid', 'true');
      await userEvent.click(screen.getByRole('button', { name: 'Review the booking' }));
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog).not.toHaveTextContent('Coupon');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Book and record ₹3,800' }));
      await waitFor(() => expect(onBooked).toHaveBeenCalled());
      expect(postsTo(fetchMock, '/api/console/counter/bookings')[0]).not.toHaveProperty(
        'couponCode',
      );
    });

    it('takes the coupon off when the car changes, to be checked again for the new one', async () => {
      const nexon = { ...CAR, id: 9, title: 'Tata Nexon', carNumber: 'CG 07 BP 3064' };
      const { fetchMock } = setup(
        {
          body: {
            ...DESK.body,
            cars: [...DESK.body.cars, { ...nexon, branchId: 1, isActive: true }],
          },
        },
        { body: { cars: [{ carId: 7 }, { carId: 9 }] } },
        undefined,
        { coupon: { body: { terms: WALKIN300 } } },
      );
      await chooseSwift();
      await userEvent.type(screen.getByLabelText('Coupon code'), 'WALKIN300');
      await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
      await screen.findByText('Coupon WALKIN300 applied: ₹300 off the rent.');
      await userEvent.selectOptions(screen.getByLabelText('Car'), '9');
      expect(screen.queryByText('Coupon WALKIN300 applied: ₹300 off the rent.')).toBeNull();
      expect(screen.getByRole('status')).toHaveTextContent(
        'Coupon WALKIN300 was taken off: it was checked for another car, package or period.',
      );
      expect(screen.getByLabelText('Coupon code')).toHaveValue('WALKIN300');
      await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
      await screen.findByText('Coupon WALKIN300 applied: ₹300 off the rent.');
      expect(postsTo(fetchMock, '/api/console/counter/coupon-check').map((b) => b.carId)).toEqual([
        7, 9,
      ]);
    });

    it('says at the field when the booking finds the code no longer applies', async () => {
      const { onBooked } = setup(DESK, ALL_FREE, undefined, {
        coupon: { body: { terms: WALKIN300 } },
        booking: { status: 400, body: { message: COUPON_MESSAGES.usedUp, field: 'couponCode' } },
      });
      await chooseSwift();
      await userEvent.type(screen.getByLabelText('Coupon code'), 'WALKIN300');
      await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
      await screen.findByText('Coupon WALKIN300 applied: ₹300 off the rent.');
      await userEvent.click(screen.getByRole('button', { name: 'Review the booking' }));
      const dialog = await screen.findByRole('alertdialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Book and record ₹3,500' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'This coupon has been fully used.',
      );
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(screen.getByLabelText('Coupon code')).toHaveValue('WALKIN300');
      expect(screen.queryByText(/applied/)).toBeNull();
      expect(onBooked).not.toHaveBeenCalled();
    });

    it("asks for the code in Hindi and says the server's refusal in Hindi", async () => {
      setup(DESK, ALL_FREE, undefined, {
        coupon: { status: 400, body: { message: COUPON_MESSAGES.unknown, field: 'code' } },
        hindi: true,
      });
      await chooseSwift({ car: 'कार', pickup: 'पिकअप', drop: 'ड्रॉप' });
      await userEvent.type(screen.getByLabelText('कूपन कोड'), 'NOSUCH');
      await userEvent.click(screen.getByRole('button', { name: 'लागू करें' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('यह कूपन कोड मौजूद नहीं है।');
    });
  });
});
