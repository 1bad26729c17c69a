import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type {
  ConsoleLessonTerms,
  InstructorSchedule,
  LessonPackage,
} from '../../../../shared/lesson-api';
import { LESSON_MESSAGES } from '../../../../shared/lesson-messages';
import { LESSON_PACKAGE_PRESETS } from '../../../../shared/lesson-rules';
import { createI18n } from '../../../lib/i18n';
import { hi } from '../../../locales/hi';
import { hiConsole } from '../../../locales/hi-console';
import { renderAt, sentRequests, stubFetch } from '../../../test/test-utils';
import { LessonSetupPage } from './lesson-setup-page';

const MANAGER = {
  id: 5,
  name: 'Ravi',
  email: 'manager@selfdrive.test',
  staffRole: 'manager',
  branchId: 1,
  branchName: 'Bhilai',
};

const adtc: LessonPackage = {
  id: 7,
  branchId: 1,
  ...LESSON_PACKAGE_PRESETS[0]!,
  isActive: true,
};

const meena: InstructorSchedule = {
  instructorId: 31,
  displayName: 'Meena Verma',
  branchId: 1,
  isActive: true,
  hours: [{ weekday: 1, startMinute: 540, endMinute: 780 }],
  leave: [{ id: 4, startsOn: '2030-01-14', endsOn: '2030-01-15', reason: 'Wedding' }],
};

const terms: ConsoleLessonTerms = {
  branchId: 1,
  lessonCancelCutoffHours: 24,
  lessonPickupRadiusKm: 10,
  latitude: null,
  longitude: null,
  drivingSchoolLicence: null,
  adtcAccreditation: null,
};

/** The manager's reads; `schedule` answers the hours saved (or refuses them). */
function stubSetup(schedule: { status?: number; body: unknown } = { body: meena }) {
  return stubFetch((u) => {
    if (u.pathname === '/api/console/me') return { body: MANAGER };
    if (u.pathname === '/api/console/branches') {
      return { body: { branches: [{ id: 1, name: 'Bhilai' }] } };
    }
    if (u.pathname === '/api/console/lessons/packages') return { body: { packages: [adtc] } };
    if (u.pathname === '/api/console/lessons/packages/7') return { body: adtc };
    if (u.pathname === '/api/console/lessons/package-presets') {
      return { body: { presets: LESSON_PACKAGE_PRESETS } };
    }
    if (u.pathname === '/api/console/lessons/instructors') {
      return { body: { instructors: [meena] } };
    }
    if (u.pathname === '/api/console/lessons/instructors/31/schedule') return schedule;
    if (u.pathname === '/api/console/branches/1/lesson-terms') return { body: terms };
    if (u.pathname === '/api/console/lessons/instructors/31/leave') {
      return { status: 201, body: meena };
    }
    return { status: 404, body: { message: 'Not found' } };
  });
}

const inHindi = () =>
  renderAt(
    <I18nextProvider i18n={createI18n('hi', { ...hi, ...hiConsole })}>
      <LessonSetupPage />
    </I18nextProvider>,
    '/staff/lessons/setup',
  );

const bodyOf = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  JSON.parse(String(sentRequests(fetchMock).find((r) => r.path === path)?.init.body));

describe('a manager setting up the lessons, in Hindi', () => {
  it('gives an instructor Tuesday hours beside Monday and is told they are saved', async () => {
    const fetchMock = stubSetup();
    inHindi();
    expect(
      screen.getByRole('heading', { level: 1, name: 'ड्राइविंग क्लास पैकेज और इंस्ट्रक्टर' }),
    ).toBeVisible();
    const card = await screen.findByRole('article', { name: 'Meena Verma' });
    expect(within(card).getByText('प्रैक्टिकल क्लास लेते हैं')).toBeVisible();
    const hours = within(card).getByRole('form', { name: 'Meena Verma के काम के घंटे' });
    expect(within(hours).getByLabelText('सोमवार कब से')).toHaveValue('09:00');
    expect(within(hours).getByLabelText('सोमवार कब तक')).toHaveValue('13:00');
    expect(within(hours).getByLabelText('मंगलवार कब से')).toBeDisabled();
    await userEvent.click(within(hours).getByLabelText('मंगलवार को काम करते हैं'));
    fireEvent.change(within(hours).getByLabelText('मंगलवार कब से'), {
      target: { value: '10:00' },
    });
    fireEvent.change(within(hours).getByLabelText('मंगलवार कब तक'), {
      target: { value: '14:30' },
    });
    await userEvent.click(within(hours).getByRole('button', { name: 'घंटे सेव करें' }));
    expect(await screen.findByText('Meena Verma के काम के घंटे सेव हो गए।')).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/console/lessons/instructors/31/schedule')).toEqual({
      branchId: 1,
      isActive: true,
      hours: [
        { weekday: 1, startMinute: 540, endMinute: 780 },
        { weekday: 2, startMinute: 600, endMinute: 870 },
      ],
    });
  });

  it("shows the server's refusal of the hours in Hindi", async () => {
    stubSetup({ status: 400, body: { message: LESSON_MESSAGES.hoursOrder, field: 'endMinute' } });
    inHindi();
    const card = await screen.findByRole('article', { name: 'Meena Verma' });
    await userEvent.click(within(card).getByRole('button', { name: 'घंटे सेव करें' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'काम के घंटे शुरू होने के बाद और उसी दिन में खत्म होने चाहिए।',
    );
  });

  it('lists the leave and adds a day off', async () => {
    const fetchMock = stubSetup();
    inHindi();
    const card = await screen.findByRole('article', { name: 'Meena Verma' });
    expect(within(card).getByText(/14 जन॰ 2030 से 15 जन॰ 2030/)).toBeVisible();
    await userEvent.type(within(card).getByLabelText('छुट्टी कब से'), '2030-02-03');
    await userEvent.type(within(card).getByLabelText('कारण (ज़रूरी नहीं)'), 'Exam');
    await userEvent.click(within(card).getByRole('button', { name: 'छुट्टी जोड़ें' }));
    expect(await screen.findByText('Meena Verma की छुट्टी जुड़ गई।')).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/console/lessons/instructors/31/leave')).toEqual({
      startsOn: '2030-02-03',
      endsOn: '2030-02-03',
      reason: 'Exam',
    });
  });
});

describe("a manager's lesson packages", () => {
  it('shows the price in rupees and saves a new price in paise', async () => {
    const fetchMock = stubSetup();
    renderAt(<LessonSetupPage />, '/staff/lessons/setup');
    expect(await screen.findByText(/Price: ₹9,500/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Package' });
    const price = within(form).getByLabelText('Price in rupees (GST included)');
    expect(price).toHaveValue('9500');
    await userEvent.clear(price);
    await userEvent.type(price, '9999.50');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the package' }));
    expect(
      await screen.findByText(
        'The package “Car driving course (ADTC pattern, 29 hours)” is saved.',
      ),
    ).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/console/lessons/packages/7')).toMatchObject({
      branchId: 1,
      kind: 'adtc_lmv',
      sessions: 21,
      sessionMinutes: 60,
      pricePaise: 999_950,
      isActive: true,
    });
  });

  it('asks before it stops selling a package', async () => {
    const fetchMock = stubSetup();
    renderAt(<LessonSetupPage />, '/staff/lessons/setup');
    await userEvent.click(await screen.findByRole('button', { name: 'Stop selling' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Stop selling “Car driving course (ADTC pattern, 29 hours)”?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop selling it' }));
    expect(
      await screen.findByText(
        '“Car driving course (ADTC pattern, 29 hours)” is no longer on sale.',
      ),
    ).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/console/lessons/packages/7')).toMatchObject({ isActive: false });
  });
});

describe("a branch's lesson terms and the school's standing", () => {
  it('saves the location and the licence numbers, empty ones as none', async () => {
    const fetchMock = stubSetup();
    renderAt(<LessonSetupPage />, '/staff/lessons/setup');
    const form = await screen.findByRole('form', {
      name: 'Lesson terms and the school’s standing',
    });
    expect(within(form).getByLabelText('Cancel cut-off (hours before the lesson)')).toHaveValue(24);
    expect(
      within(form).getByText(
        'With it, the school’s training certificates are Form 5. Leave empty if the school has no licence.',
      ),
    ).toBeVisible();
    await userEvent.type(within(form).getByLabelText('Branch latitude'), '21.2092');
    await userEvent.type(within(form).getByLabelText('Branch longitude'), '81.3797');
    await userEvent.type(
      within(form).getByLabelText('Driving school licence number (CMVR rule 24)'),
      'CG07/DS/0042',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save the terms' }));
    expect(await within(form).findByText('The lesson terms are saved.')).toBeVisible();
    const put = sentRequests(fetchMock).find((r) => r.init.method === 'PUT');
    expect(JSON.parse(String(put?.init.body))).toEqual({
      lessonCancelCutoffHours: 24,
      lessonPickupRadiusKm: 10,
      latitude: 21.2092,
      longitude: 81.3797,
      drivingSchoolLicence: 'CG07/DS/0042',
      adtcAccreditation: '',
    });
  });

  it('names a latitude outside India beside the field, in Hindi, and sends nothing', async () => {
    const fetchMock = stubSetup();
    inHindi();
    const form = await screen.findByRole('form', { name: 'क्लास की शर्तें और स्कूल की मान्यता' });
    await userEvent.type(within(form).getByLabelText('ब्रांच का अक्षांश'), '95');
    await userEvent.type(within(form).getByLabelText('ब्रांच का देशांतर'), '81.3797');
    await userEvent.click(within(form).getByRole('button', { name: 'शर्तें सेव करें' }));
    expect(
      await within(form).findByText('कृपया ब्रांच की लोकेशन भारत के अक्षांश और देशांतर में लिखिए।'),
    ).toBeVisible();
    expect(
      sentRequests(fetchMock).filter((r) => r.init.method === 'PUT' && r.path.includes('terms')),
    ).toEqual([]);
  });
});
