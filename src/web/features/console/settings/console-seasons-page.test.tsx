import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import {
  overlappingSeasonMessage,
  rateSeasonInputSchema,
  SECOND_STANDING_RULE_MESSAGE,
  type RateSeason,
  type RateSeasonInput,
} from '../../../../shared/seasons';
import { createI18n } from '../../../lib/i18n';
import { messageIn, type LoadedCatalogue } from '../../../lib/use-message';
import { en } from '../../../locales/en';
import { enConsole } from '../../../locales/en-console';
import { hi } from '../../../locales/hi';
import { hiConsole } from '../../../locales/hi-console';
import { renderAt, sentBody, sentRequests, stubFetch } from '../../../test/test-utils';
import { ConsoleSeasonsPage } from './console-seasons-page';

const standing: RateSeason = {
  id: 1,
  branchId: 1,
  categoryId: null,
  carId: null,
  name: 'Every day',
  nameHi: 'हर दिन',
  startsOn: null,
  endsOn: null,
  kind: 'percent',
  weekdayValue: 0,
  weekendValue: 20,
  minTripHours: null,
};
const diwali: RateSeason = {
  id: 2,
  branchId: 1,
  categoryId: 3,
  carId: null,
  name: 'Diwali 2099',
  nameHi: 'दिवाली 2099',
  startsOn: '2099-10-20',
  endsOn: '2099-11-05',
  kind: 'rate',
  weekdayValue: 2_500_00,
  weekendValue: 3_000_00,
  minTripHours: 48,
};
const monsoon: RateSeason = {
  ...standing,
  id: 3,
  categoryId: 4,
  name: 'Long monsoon',
  nameHi: 'लंबा मानसून',
  startsOn: '2020-06-01',
  endsOn: '2099-09-30',
  weekdayValue: -10,
  weekendValue: -10,
};
const newYear: RateSeason = {
  ...standing,
  id: 4,
  carId: 9,
  name: 'New Year 2020',
  nameHi: 'नया साल 2020',
  startsOn: '2019-12-30',
  endsOn: '2020-01-02',
  weekdayValue: 30,
  weekendValue: 50,
  minTripHours: 24,
};
const bilaspur: RateSeason = { ...diwali, id: 5, branchId: 2, name: 'Bilaspur fair' };

const car = {
  id: 9,
  branchId: 1,
  categoryId: 3,
  title: 'Mahindra XUV700',
  carNumber: 'CG 04 AB 1234',
  isActive: true,
  securityDepositPaise: 5_000_00,
  outstationSecurityDepositPaise: 10_000_00,
  ratePackages: [],
};

function stubSeasons(save: { status?: number; body: unknown } = { body: diwali }) {
  return stubFetch((u) => {
    if (u.pathname === '/api/console/branches') {
      return {
        body: {
          branches: [
            { id: 1, name: 'Raipur' },
            { id: 2, name: 'Bilaspur' },
          ],
        },
      };
    }
    if (u.pathname === '/api/console/fleet/options') {
      return {
        body: {
          categories: [
            { id: 3, name: 'SUV', isActive: true, subcategories: [] },
            { id: 4, name: 'Sedan', isActive: true, subcategories: [] },
          ],
          accessories: [],
          amenities: [],
        },
      };
    }
    if (u.pathname === '/api/console/counter/cars') {
      const branchId = Number(u.searchParams.get('branchId'));
      return {
        body: {
          cars: branchId === 1 ? [car] : [],
          pickupDropOptions: [],
          priceRules: [],
        },
      };
    }
    if (u.pathname === '/api/console/seasons') {
      return { body: { seasons: [diwali, newYear, bilaspur, monsoon, standing] } };
    }
    if (u.pathname === '/api/console/branches/1/seasons') return save;
    // PUT answers the season, DELETE nothing (204 is stubbed as an empty 200).
    if (u.pathname === '/api/console/seasons/2') return save;
    return { status: 404, body: { message: 'Not found' } };
  });
}

const posted = (fetchMock: ReturnType<typeof stubFetch>) => {
  const post = sentRequests(fetchMock).find((r) => r.init.method === 'POST');
  return post ? (JSON.parse(String(post.init.body)) as RateSeasonInput) : undefined;
};

async function openNewForm() {
  await userEvent.click(await screen.findByRole('button', { name: 'New rate season' }));
  return screen.getByRole('form', { name: 'New rate season' });
}

describe('the rate seasons page', () => {
  it('shows the season calendar of the branch: the standing rule first, then by dates', async () => {
    stubSeasons();
    renderAt(<ConsoleSeasonsPage />);
    await screen.findByText('Every day');
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.firstChild?.textContent)).toEqual([
      'Every day',
      'New Year 2020',
      'Long monsoon',
      'Diwali 2099',
    ]);
    // Another branch's season is not on Raipur's calendar.
    expect(screen.queryByText('Bilaspur fair')).toBeNull();

    const [rule, over, running, coming] = items as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(rule).getByText('All year (standing rule)')).toBeVisible();
    expect(within(rule).getByText('Whole branch · Weekdays: 0% · Weekends: +20%')).toBeVisible();
    expect(within(over).getByText('Over')).toBeVisible();
    expect(
      await within(over).findByText(
        'Car: Mahindra XUV700 (CG 04 AB 1234) · Weekdays: +30% · Weekends: +50% · Shortest trip: 24 hours',
      ),
    ).toBeVisible();
    expect(within(running).getByText('Running today')).toBeVisible();
    expect(
      await within(running).findByText('Category: Sedan · Weekdays: -10% · Weekends: -10%'),
    ).toBeVisible();
    expect(within(coming).getByText('Coming')).toBeVisible();
    expect(within(coming).getByText(/20 Oct 2099 to 5 Nov 2099/)).toBeVisible();
    expect(
      within(coming).getByText(
        'Category: SUV · Weekdays: ₹2,500/hour · Weekends: ₹3,000/hour · Shortest trip: 48 hours',
      ),
    ).toBeVisible();
  });

  it('lets an admin choose the branch whose calendar it shows', async () => {
    stubSeasons();
    renderAt(<ConsoleSeasonsPage />);
    await screen.findByText('Every day');
    await userEvent.selectOptions(await screen.findByLabelText('Branch'), '2');
    expect(await screen.findByText('Bilaspur fair')).toBeVisible();
    expect(screen.queryByText('Every day')).toBeNull();
  });

  it('checks the form before sending anything', async () => {
    const fetchMock = stubSeasons();
    renderAt(<ConsoleSeasonsPage />);
    const form = await openNewForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Save season' }));
    expect(await within(form).findByText('Please enter a name.')).toBeVisible();
    expect(within(form).getByText('Please enter the name in Hindi.')).toBeVisible();
    expect(within(form).getAllByText('Please enter a whole number.')).toHaveLength(2);

    await userEvent.type(within(form).getByLabelText('Name'), 'Diwali');
    await userEvent.type(within(form).getByLabelText('Name in Hindi'), 'दिवाली');
    await userEvent.clear(within(form).getByLabelText('From (IST)'));
    await userEvent.type(within(form).getByLabelText('From (IST)'), '2099-11-05');
    await userEvent.type(within(form).getByLabelText('To (IST, inclusive)'), '2099-10-20');
    await userEvent.type(within(form).getByLabelText('Weekday value (%)'), '600');
    await userEvent.type(within(form).getByLabelText('Weekend value (%)'), '20');
    await userEvent.click(within(form).getByRole('button', { name: 'Save season' }));
    expect(await within(form).findByText('The season ends before it starts.')).toBeVisible();
    expect(within(form).getByText('A percentage goes from -90 to 500.')).toBeVisible();
    expect(posted(fetchMock)).toBeUndefined();
  });

  it('adds a season of one car at a fixed rate, sent in paise', async () => {
    const fetchMock = stubSeasons();
    renderAt(<ConsoleSeasonsPage />);
    const form = await openNewForm();
    await userEvent.type(within(form).getByLabelText('Name'), 'Diwali 2099');
    await userEvent.type(within(form).getByLabelText('Name in Hindi'), 'दिवाली 2099');
    await userEvent.selectOptions(within(form).getByLabelText('Applies to'), 'car');
    await within(form).findByRole('option', { name: 'Mahindra XUV700 (CG 04 AB 1234)' });
    await userEvent.selectOptions(within(form).getByLabelText('Car'), '9');
    await userEvent.clear(within(form).getByLabelText('From (IST)'));
    await userEvent.type(within(form).getByLabelText('From (IST)'), '2099-10-20');
    await userEvent.type(within(form).getByLabelText('To (IST, inclusive)'), '2099-11-05');
    await userEvent.selectOptions(within(form).getByLabelText('Adjustment kind'), 'rate');
    await userEvent.type(within(form).getByLabelText('Weekday value (₹ per hour)'), '2500');
    await userEvent.type(within(form).getByLabelText('Weekend value (₹ per hour)'), '3,000.50');
    await userEvent.type(within(form).getByLabelText('Minimum trip hours (optional)'), '48');
    await userEvent.click(within(form).getByRole('button', { name: 'Save season' }));
    expect(await screen.findByText('Rate season “Diwali 2099” saved.')).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
    expect(posted(fetchMock)).toEqual({
      name: 'Diwali 2099',
      nameHi: 'दिवाली 2099',
      categoryId: null,
      carId: 9,
      startsOn: '2099-10-20',
      endsOn: '2099-11-05',
      kind: 'rate',
      weekdayValue: 2_500_00,
      weekendValue: 3_000_50,
      minTripHours: 48,
    });
  });

  it('adds the standing rule of a category: no dates', async () => {
    const fetchMock = stubSeasons({ body: { ...standing, id: 6, categoryId: 3 } });
    renderAt(<ConsoleSeasonsPage />);
    const form = await openNewForm();
    await userEvent.type(within(form).getByLabelText('Name'), 'SUV rates');
    await userEvent.type(within(form).getByLabelText('Name in Hindi'), 'SUV दरें');
    await userEvent.selectOptions(within(form).getByLabelText('Applies to'), 'category');
    await within(form).findByRole('option', { name: 'SUV' });
    await userEvent.selectOptions(within(form).getByLabelText('Car category'), '3');
    await userEvent.click(within(form).getByLabelText('All year (standing rule)'));
    expect(within(form).queryByLabelText('From (IST)')).toBeNull();
    expect(within(form).queryByLabelText('To (IST, inclusive)')).toBeNull();
    await userEvent.type(within(form).getByLabelText('Weekday value (%)'), '-10');
    await userEvent.type(within(form).getByLabelText('Weekend value (%)'), '25');
    await userEvent.click(within(form).getByRole('button', { name: 'Save season' }));
    expect(await screen.findByRole('status')).toHaveTextContent('saved');
    expect(posted(fetchMock)).toEqual({
      name: 'SUV rates',
      nameHi: 'SUV दरें',
      categoryId: 3,
      carId: null,
      startsOn: null,
      endsOn: null,
      kind: 'percent',
      weekdayValue: -10,
      weekendValue: 25,
      minTripHours: null,
    });
  });

  it('shows the overlap the server refuses, under the form', async () => {
    stubSeasons({ status: 409, body: { message: overlappingSeasonMessage('Diwali 2026') } });
    renderAt(<ConsoleSeasonsPage />);
    const form = await openNewForm();
    await userEvent.type(within(form).getByLabelText('Name'), 'Festive');
    await userEvent.type(within(form).getByLabelText('Name in Hindi'), 'त्योहार');
    await userEvent.clear(within(form).getByLabelText('From (IST)'));
    await userEvent.type(within(form).getByLabelText('From (IST)'), '2099-10-25');
    await userEvent.type(within(form).getByLabelText('To (IST, inclusive)'), '2099-10-30');
    await userEvent.type(within(form).getByLabelText('Weekday value (%)'), '30');
    await userEvent.type(within(form).getByLabelText('Weekend value (%)'), '30');
    await userEvent.click(within(form).getByRole('button', { name: 'Save season' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'This season overlaps “Diwali 2026” for the same cars. Please change its dates or its cars.',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the overlap in Hindi, with the Hindi names of the seasons', async () => {
    const fetchMock = stubSeasons({
      status: 409,
      body: { message: overlappingSeasonMessage('Diwali 2026') },
    });
    renderAt(
      <I18nextProvider i18n={createI18n('hi', { ...hi, ...hiConsole })}>
        <ConsoleSeasonsPage />
      </I18nextProvider>,
    );
    const item = (await screen.findByText('दिवाली 2099')).closest('li')!;
    expect(within(item).getByText(/₹2,500\/घंटा/)).toBeVisible();
    await userEvent.click(within(item).getByRole('button', { name: 'बदलें' }));
    const form = screen.getByRole('form', { name: 'मौसमी दर बदलें' });
    expect(within(form).getByLabelText('हफ़्ते के दिनों का मान (₹ प्रति घंटा)')).toHaveValue('2500');
    await userEvent.click(within(form).getByRole('button', { name: 'सीज़न सहेजें' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'यह सीज़न इन्हीं कारों के लिए “Diwali 2026” से टकराता है।',
    );
    expect(sentBody(fetchMock, '/api/console/seasons/2')).toMatchObject({
      weekdayValue: 2_500_00,
      categoryId: 3,
    });
  });

  it('deletes a season only after asking, saying bookings keep their price', async () => {
    const fetchMock = stubSeasons({ body: null });
    renderAt(<ConsoleSeasonsPage />);
    const item = (await screen.findByText('Diwali 2099')).closest('li')!;
    await userEvent.click(within(item).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “Diwali 2099”?' });
    expect(dialog).toHaveTextContent('Bookings already made keep their price.');
    expect(sentRequests(fetchMock).some((r) => r.init.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Rate season “Diwali 2099” deleted.')).toBeVisible();
    const deleted = sentRequests(fetchMock).filter((r) => r.init.method === 'DELETE');
    expect(deleted.map((r) => r.path)).toEqual(['/api/console/seasons/2']);
  });
});

describe('the rate season messages in Hindi', () => {
  const hindi = { ...hi, ...hiConsole } as LoadedCatalogue;
  const english = { ...en, ...enConsole } as LoadedCatalogue;
  const good: RateSeasonInput = {
    name: 'Diwali',
    nameHi: 'दिवाली',
    categoryId: null,
    carId: null,
    startsOn: '2099-10-20',
    endsOn: '2099-11-05',
    kind: 'percent',
    weekdayValue: 10,
    weekendValue: 10,
    minTripHours: null,
  };
  const bad: Partial<RateSeasonInput>[] = [
    { name: ' ', nameHi: '' },
    { startsOn: '2099-02-30' },
    { startsOn: null },
    { endsOn: '2099-10-01' },
    { carId: 9, categoryId: 3 },
    { weekdayValue: -91, weekendValue: 501 },
    { kind: 'rate', weekdayValue: 0 },
  ];
  const schemaMessages = [
    ...new Set(
      bad.flatMap(
        (change) =>
          rateSeasonInputSchema
            .safeParse({ ...good, ...change })
            .error?.issues.map((i) => i.message) ?? [],
      ),
    ),
  ];
  const serverMessages = [
    SECOND_STANDING_RULE_MESSAGE,
    'Please choose a car of this branch.',
    'Please choose a car category.',
    'This rate season does not exist any more.',
    overlappingSeasonMessage('another season'),
  ];

  it("cover every sentence of the season form's rule and the server's refusals", () => {
    expect(schemaMessages).toHaveLength(8);
    for (const text of [...schemaMessages, ...serverMessages]) {
      const translated = messageIn(hindi, text);
      expect(translated, text).not.toBe(text);
      expect(translated, text).toMatch(/[\u0900-\u097F]/);
      expect(translated, text).not.toMatch(/[A-Za-z]{2,}/);
      expect(messageIn(english, text)).toBe(text);
    }
  });

  it('keep the name of the season the new one overlaps', () => {
    const text = messageIn(hindi, overlappingSeasonMessage('Navratri (SUV)'));
    expect(text).toContain('“Navratri (SUV)”');
    expect(text.replace('Navratri (SUV)', '')).not.toMatch(/[A-Za-z]{2,}/);
  });
});
