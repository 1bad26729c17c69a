import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CourseEdit } from '../../../../shared/learning-authoring';
import { VIDEO_NOT_HTTPS } from '../../../../shared/learning-video';
import { createI18n } from '../../../lib/i18n';
import { hi } from '../../../locales/hi';
import { hiLearning } from '../../../locales/hi-learning';
import { FakeXhr, installFakeXhr } from '../../../test/fake-xhr';
import { loggedIn } from '../../../test/session-fakes';
import { renderRoutes, sentRequests, stubFetch, type FakeReply } from '../../../test/test-utils';
import { CreateCoursePage } from './create-course-page';

const COVER = '/media/courses/cover-0123456789abcdef0123456789abcdef.jpg';
const PICTURE = '/media/courses/lesson-fedcba9876543210fedcba9876543210.jpg';
const SAVE = '/api/learning/instructor/courses';

const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

/** The instructor's session; the course saves answer with `save` (201 unless told). */
function setup(
  url: string,
  { save, edit, page }: { save?: () => FakeReply; edit?: CourseEdit; page?: ReactElement } = {},
) {
  installFakeXhr();
  const fetchMock = stubFetch((u) => {
    if (u.pathname === '/api/auth/session') return { body: loggedIn() };
    // The edit's read; its save's answer is not read by the page.
    if (edit && u.pathname === `${SAVE}/${edit.id}`) return { body: edit };
    if (u.pathname === SAVE) return save?.() ?? { status: 201, body: { id: 7, status: 'review' } };
    return { status: 404, body: { message: 'Not found.' } };
  });
  const result = renderRoutes(
    [
      { path: '/create-course', element: page ?? <CreateCoursePage /> },
      { path: '/instructor/courses', element: <p>Instructor courses</p> },
    ],
    [url],
  );
  const saves = () => sentRequests(fetchMock).filter((r) => r.path.startsWith(SAVE) && r.init.body);
  return { ...result, saves };
}

/**
 * Sends the form as its Submit button does. happy-dom finds 399 or 5 off the price fields'
 * step of 0.01 (a float remainder) and blocks the click; a browser takes them.
 */
function submitPriced() {
  const button = screen.getByRole('button', { name: 'Submit for Review' });
  expect(button).toBeEnabled();
  fireEvent.submit(button.closest('form')!);
}

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup();
});
/** Replaces the field's text at once (a keystroke each would re-render the whole form). */
async function fill(field: HTMLElement, text: string) {
  await user.tripleClick(field);
  await user.paste(text);
}

// Typing into the lazily loaded editor takes a few seconds on a loaded 2-core machine.
const SLOW = { timeout: 20_000 };

describe('writing a course', SLOW, () => {
  it('sends the course in English and Hindi with its cover, prices and a lesson with a described picture', async () => {
    const { saves, router } = setup('/create-course');
    await fill(
      await screen.findByLabelText('Course title (English)'),
      'Parking in Tight City Lanes',
    );
    await fill(screen.getByLabelText('Course title (Hindi)'), 'तंग गलियों में पार्किंग');
    await user.selectOptions(screen.getByLabelText('Category'), 'skill');
    await fill(screen.getByLabelText('Summary (English)'), 'Reverse, parallel and angle parking.');
    await fill(screen.getByLabelText('Summary (Hindi)'), 'रिवर्स और पैरलल पार्किंग।');
    await user.upload(screen.getByLabelText('Cover image'), png('cover.png'));
    expect(FakeXhr.sent[0]!.open).toHaveBeenCalledWith(
      'POST',
      '/api/learning/instructor/course-images',
    );
    FakeXhr.sent[0]!.answer(201, { imageUrl: COVER });
    expect(await screen.findByRole('img', { name: 'Cover preview' })).toHaveAttribute('src', COVER);
    await fill(screen.getByLabelText('Price in India (₹)'), '399');
    await fill(screen.getByLabelText('Price elsewhere (US$)'), '5');
    await fill(screen.getByLabelText('Lesson 1 title (English)'), 'Reference points');
    const text = await screen.findByRole('textbox', { name: 'Lesson 1 text (English)' });
    await user.click(text);
    await user.type(text, 'Line up the kerb.');

    // A picture in the lesson's text: uploaded as a lesson picture, then placed with its alt text.
    const toolbar = screen.getByRole('toolbar', { name: 'Lesson 1 text (English) formatting' });
    await user.click(within(toolbar).getByRole('button', { name: 'Insert picture' }));
    await user.upload(screen.getByLabelText('Picture file'), png('kerb.png'));
    expect(FakeXhr.sent[1]!.open).toHaveBeenCalledWith(
      'POST',
      '/api/learning/instructor/lesson-images',
    );
    FakeXhr.sent[1]!.answer(201, { imageUrl: PICTURE });
    const kerb = screen.getByText('kerb.png').closest('li')!;
    expect(await within(kerb).findByText('Uploaded and accepted.')).toBeInTheDocument();
    await fill(screen.getByLabelText('Describe the picture (alt text)'), 'Kerb in the left mirror');
    await user.click(screen.getByRole('button', { name: /^Insert$/ }));
    expect(within(text).getByRole('img', { name: 'Kerb in the left mirror' })).toHaveAttribute(
      'src',
      PICTURE,
    );
    await fill(screen.getByLabelText('Lesson 1 title (Hindi)'), 'संदर्भ बिंदु');
    const hindi = screen.getByRole('textbox', { name: 'Lesson 1 text (Hindi)' });
    await user.click(hindi);
    await user.type(hindi, 'शीशा देखिए।');

    submitPriced();
    expect(await screen.findByText('Instructor courses')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/instructor/courses');
    const [sent] = saves();
    expect(sent!.init.method).toBe('POST');
    expect(JSON.parse(String(sent!.init.body))).toEqual({
      title: 'Parking in Tight City Lanes',
      titleHi: 'तंग गलियों में पार्किंग',
      category: 'skill',
      summary: 'Reverse, parallel and angle parking.',
      summaryHi: 'रिवर्स और पैरलल पार्किंग।',
      imageUrl: COVER,
      priceInr: 399,
      priceUsd: 5,
      campaignPercent: 0,
      lessons: [
        {
          title: 'Reference points',
          // The editor leaves an empty paragraph after the picture, to write on below it.
          bodyHtml: `<p>Line up the kerb.</p><img src="${PICTURE}" alt="Kerb in the left mirror"><p></p>`,
          titleHi: 'संदर्भ बिंदु',
          bodyHtmlHi: '<p>शीशा देखिए।</p>',
          videoUrl: '',
        },
      ],
      questions: [],
      confirmBackToReview: false,
    });
  });

  it('sends a Live course back to review only as confirmed, and says so above the form', async () => {
    const edit: CourseEdit = {
      id: 9,
      status: 'live',
      rejectReason: null,
      draft: {
        title: 'Parking in Tight City Lanes',
        category: 'skill',
        summary: 'Reverse, parallel and angle parking.',
        titleHi: '',
        summaryHi: '',
        priceInr: 399,
        priceUsd: 5,
        campaignPercent: 0,
        imageUrl: COVER,
        lessons: [
          {
            title: 'Reference points',
            bodyHtml: '<p>Line up the kerb.</p>',
            titleHi: '',
            bodyHtmlHi: '',
            videoUrl: '',
          },
        ],
        questions: [],
      },
    };
    const { saves } = setup('/create-course?id=9&confirm=1', { edit });
    expect(await screen.findByRole('note')).toHaveTextContent(
      'This course is Live. Saving your changes sends it back to On Review until we check it again.',
    );
    expect(screen.getByLabelText('Course title (English)')).toHaveValue(
      'Parking in Tight City Lanes',
    );
    submitPriced();
    expect(await screen.findByText('Instructor courses')).toBeInTheDocument();
    const [sent] = saves();
    expect(sent!.path).toBe(`${SAVE}/9`);
    expect(sent!.init.method).toBe('PUT');
    expect(JSON.parse(String(sent!.init.body))).toMatchObject({
      title: 'Parking in Tight City Lanes',
      imageUrl: COVER,
      confirmBackToReview: true,
    });
  });
});

describe('writing in Hindi only, on the Hindi site', SLOW, () => {
  const i18n = createI18n('hi', { ...hi, ...hiLearning } as typeof hi);
  // The page's own words in Hindi, looked up by key as the page does.
  const tr = i18n.t.bind(i18n) as (key: string, values?: Record<string, unknown>) => string;
  const inHindi = (
    <I18nextProvider i18n={i18n}>
      <CreateCoursePage />
    </I18nextProvider>
  );

  it("leaves the English empty, and shows the server's refusal of an http video link in Hindi", async () => {
    let replies = 0;
    const { saves } = setup('/create-course', {
      page: inHindi,
      save: () =>
        ++replies === 1
          ? { status: 400, body: { statusCode: 400, message: VIDEO_NOT_HTTPS } }
          : { status: 201, body: { id: 8, status: 'review' } },
    });
    await fill(await screen.findByLabelText(tr('school.editor.titleHi')), 'बारिश में ड्राइविंग');
    await user.selectOptions(screen.getByLabelText(tr('learning.blogs.category')), 'skill');
    await fill(screen.getByLabelText(tr('school.editor.summaryHi')), 'फिसलन भरी सड़क पर चलना।');
    await fill(screen.getByLabelText(tr('school.editor.lessonTitleHi', { n: 1 })), 'पहली बारिश');
    const text = await screen.findByRole('textbox', {
      name: tr('school.editor.lessonTextHi', { n: 1 }),
    });
    await user.click(text);
    await user.type(text, 'रफ़्तार कम रखिए।');
    const video = screen.getByLabelText(tr('school.editor.video', { n: 1 }));
    await fill(video, 'http://youtu.be/dQw4w9WgXcQ');
    await user.click(screen.getByRole('button', { name: tr('learning.blogs.submit') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'वीडियो का लिंक https:// से शुरू होना चाहिए।',
    );

    await fill(video, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await user.click(screen.getByRole('button', { name: tr('learning.blogs.submit') }));
    expect(await screen.findByText('Instructor courses')).toBeInTheDocument();
    const [, second] = saves();
    expect(JSON.parse(String(second!.init.body))).toMatchObject({
      title: '',
      summary: '',
      titleHi: 'बारिश में ड्राइविंग',
      summaryHi: 'फिसलन भरी सड़क पर चलना।',
      priceInr: 0,
      priceUsd: 0,
      lessons: [
        {
          title: '',
          bodyHtml: '',
          titleHi: 'पहली बारिश',
          bodyHtmlHi: '<p>रफ़्तार कम रखिए।</p>',
          videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        },
      ],
      questions: [],
    });
  });

  it('sends a question bank written in Hindi only, without English options', async () => {
    const { saves } = setup('/create-course', { page: inHindi });
    await user.selectOptions(await screen.findByLabelText(tr('learning.blogs.category')), 'qb');
    await fill(screen.getByLabelText(tr('school.editor.titleHi')), 'बारिश के सवाल');
    await fill(screen.getByLabelText(tr('school.editor.summaryHi')), 'दो छोटे सवाल।');
    await user.click(screen.getByRole('button', { name: tr('learning.editor.addQuestion') }));
    const options = ['धीरे चलिए', 'तेज़ चलिए', 'हॉर्न बजाइए', 'रुकिए मत'];
    for (let q = 1; q <= 2; q++) {
      await fill(screen.getByLabelText(tr('school.editor.questionHi', { n: q })), `सवाल ${q}?`);
      for (let k = 1; k <= 4; k++) {
        await fill(
          screen.getByLabelText(tr('school.editor.optionHi', { n: q, k })),
          options[k - 1]!,
        );
      }
      await fill(screen.getByLabelText(tr('school.editor.explanationHi', { n: q })), 'धीरे चलिए।');
    }
    await user.click(screen.getByRole('button', { name: tr('learning.blogs.submit') }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    const sent = JSON.parse(String(saves()[0]!.init.body));
    expect(sent).toMatchObject({ category: 'qb', title: '', titleHi: 'बारिश के सवाल', lessons: [] });
    expect(sent.questions).toEqual(
      [1, 2].map((q) => ({
        prompt: '',
        options: [],
        correctIndex: 0,
        explanation: '',
        promptHi: `सवाल ${q}?`,
        optionsHi: options,
        explanationHi: 'धीरे चलिए।',
      })),
    );
  });
});
