import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatIstDate } from '../../../shared/ist-format.js';
import type { CourseDetail, Lesson } from '../../../shared/learning-catalogue.js';
import type {
  AttemptHistory,
  AttemptResult,
  MyCourses,
  StartedAttempt,
} from '../../../shared/learning-study.js';
import { COURSE_TOO_LARGE } from '../../../shared/learning-authoring.js';
import { VIDEO_NOT_HTTPS, VIDEO_UNKNOWN } from '../../../shared/learning-video.js';
import { bankQuestions, courseLessons, courses } from '../../db/schema.js';
import type { TestApp } from '../../test/test-app.js';
import {
  CERTIFICATE_NOT_FOUND,
  FINAL_TEST_NOT_PASSED,
  LESSONS_NOT_DONE,
  MOCK_TEST_NOT_PASSED,
} from './completion.service.js';
import {
  courseDraft,
  FREE_COURSE,
  FREE_QB,
  learningApp,
  PAID_QB,
  staffCookie,
  studentCookie,
} from './learning-test-helpers.js';
import { ROAD_SIGNS } from './seed/question-bank/road-signs.js';
import { drawSign } from './seed/question-bank/sign-drawing.js';
import { NO_WRONG_ANSWERS } from './study.service.js';
import { upgradeSeededCourses } from './seed/seed-learning.js';

const DEVANAGARI = /[\u0900-\u097F]/;

describe('the driving school in two languages, with real banks, progress and certificates', () => {
  let t: TestApp;
  let cookie: string;
  let learnerName: string;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, as = cookie) =>
    t.app.inject({ method, url, headers: { cookie: as }, ...(payload ? { payload } : {}) });
  const detail = async (slug: string, lang: 'en' | 'hi') =>
    (await call('GET', `/api/learning/courses/${slug}?lang=${lang}`)).json() as CourseDetail;
  const keyOf = async () =>
    new Map((await t.db.select().from(bankQuestions)).map((q) => [q.id, q.correctIndex]));

  beforeAll(async () => {
    t = await learningApp();
    const s = await studentCookie(t);
    cookie = s.cookie;
    learnerName = s.student.name;
  });
  afterAll(() => t.close());

  it('seeds banks of over 300 questions, every one in Hindi and English, with drawn signs', async () => {
    const rows = await t.db.select().from(bankQuestions);
    expect(rows.length).toBeGreaterThanOrEqual(300);
    for (const q of rows) {
      expect(q.promptHi, q.prompt).toMatch(DEVANAGARI);
      // Every answer is explained, in each language.
      expect(q.explanation.length, q.prompt).toBeGreaterThan(10);
      expect(q.explanationHi).toMatch(DEVANAGARI);
      expect(q.optionsHi).toHaveLength(q.options.length);
      expect(q.correctIndex).toBeLessThan(q.options.length);
    }
    const topics = new Set(rows.map((q) => q.topic));
    expect([...topics].sort()).toEqual(['documents', 'penalties', 'rules', 'signs']);
    // The committed files are what the drawing code makes (write-road-signs.ts redraws them).
    for (const sign of ROAD_SIGNS) {
      const file = `src/web/public/road-signs/${sign.id}.svg`;
      expect(existsSync(file), sign.id).toBe(true);
      expect(readFileSync(file, 'utf8'), sign.id).toBe(drawSign({ ...sign, label: sign.en }));
    }
    expect(rows.filter((q) => q.imageUrl).length).toBeGreaterThanOrEqual(ROAD_SIGNS.length * 2);
  });

  it('shows a learner their language where it exists, and says which language it is', async () => {
    await call('POST', `/api/learning/courses/${FREE_COURSE}/enrol`);
    const hi = await detail(FREE_COURSE, 'hi');
    expect(hi).toMatchObject({ title: 'लर्नर लाइसेंस टेस्ट की तैयारी', language: 'hi' });
    expect(hi.syllabus.length).toBeGreaterThan(0);
    expect(hi.syllabus.every((l) => l.language === 'hi')).toBe(true);
    const en = await detail(FREE_COURSE, 'en');
    expect(en).toMatchObject({ title: "Learner's Licence Test Preparation", language: 'en' });

    const lesson = (
      await call(
        'GET',
        `/api/learning/courses/${FREE_COURSE}/lessons/${hi.syllabus[0]!.id}?lang=hi`,
      )
    ).json() as Lesson;
    expect(lesson.language).toBe('hi');
    expect(lesson.bodyHtml).toMatch(DEVANAGARI);

    // Without ?lang the visitor's language decides: the `lang` cookie here.
    const byCookie = await t.app.inject({
      url: `/api/learning/courses/${FREE_COURSE}`,
      headers: { cookie: `${cookie}; lang=hi` },
    });
    expect(byCookie.json().title).toBe('लर्नर लाइसेंस टेस्ट की तैयारी');
  });

  it('lets an instructor write in Hindi only, English only or both; the learner sees a note-worthy fallback', async () => {
    const instructor = (await studentCookie(t)).cookie;
    await call(
      'PUT',
      '/api/learning/instructor',
      { displayName: 'मीना वर्मा', bio: 'रायपुर' },
      instructor,
    );
    const hindiOnly = courseDraft({
      title: '',
      summary: '',
      titleHi: 'रात में सुरक्षित ड्राइविंग',
      summaryHi: 'हेडलाइट, चकाचौंध और थकान से बचने के आसान तरीक़े, रायपुर की सड़कों के लिए।',
      priceInr: 0,
      priceUsd: 0,
      lessons: [
        {
          title: '',
          bodyHtml: '',
          titleHi: 'हाई बीम',
          bodyHtmlHi: '<p>सामने गाड़ी हो तो लाइट डिप कीजिए।</p>',
        },
        {
          title: 'Fatigue',
          bodyHtml: '<p>Stop every two hours.</p>',
          titleHi: '',
          bodyHtmlHi: '',
          videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
        },
      ],
    });
    const created = await call('POST', '/api/learning/instructor/courses', hindiOnly, instructor);
    expect(created.statusCode, created.body).toBe(201);
    const { id, slug } = created.json() as { id: number; slug: string };
    const staff = await staffCookie(t);
    await call('POST', `/api/learning/staff/courses/${id}/decision`, { decision: 'live' }, staff);

    // The staff list shows both languages.
    const edit = (
      await call('GET', `/api/learning/instructor/courses/${id}`, undefined, instructor)
    ).json();
    expect(edit.draft).toMatchObject({ title: '', titleHi: 'रात में सुरक्षित ड्राइविंग' });
    expect(edit.draft.lessons[0]).toMatchObject({ title: '', titleHi: 'हाई बीम' });
    expect(edit.draft.lessons[1].videoUrl).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );

    await call('POST', `/api/learning/courses/${slug}/enrol`);
    const en = await detail(slug, 'en');
    expect(en).toMatchObject({ title: 'रात में सुरक्षित ड्राइविंग', language: 'hi' });
    expect(en.syllabus.map((l) => l.language)).toEqual(['hi', 'en']);
    const hi = await detail(slug, 'hi');
    expect(hi.syllabus.map((l) => [l.title, l.language])).toEqual([
      ['हाई बीम', 'hi'],
      ['Fatigue', 'en'],
    ]);
    const video = (
      await call('GET', `/api/learning/courses/${slug}/lessons/${hi.syllabus[1]!.id}?lang=hi`)
    ).json() as Lesson;
    expect(video).toMatchObject({
      language: 'en',
      videoUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    // The older readers (cart, orders, search) still find a title in the English column.
    const [row] = await t.db.select().from(courses).where(eq(courses.id, id));
    expect(row).toMatchObject({ hasEnglish: false, title: 'रात में सुरक्षित ड्राइविंग' });
    const found = (
      await call(
        'GET',
        `/api/learning/categories/skill/courses?keyword=${encodeURIComponent('सुरक्षित')}`,
      )
    ).json();
    expect(found.courses.map((c: { slug: string }) => c.slug)).toContain(slug);
  });

  it('gives a learner reading English the questions of a bank written in Hindi only, marked Hindi', async () => {
    const instructor = (await studentCookie(t)).cookie;
    await call('PUT', '/api/learning/instructor', { displayName: 'रेखा ठाकुर' }, instructor);
    const options = ['धीरे चलिए', 'तेज़ चलिए', 'हॉर्न बजाइए', 'रुकिए मत'];
    const bank = courseDraft({
      category: 'qb',
      title: '',
      summary: '',
      titleHi: 'बारिश के सवाल',
      summaryHi: 'बारिश और कोहरे में गाड़ी चलाने पर पाँच छोटे सवाल।',
      priceInr: 0,
      priceUsd: 0,
      lessons: [],
      questions: [1, 2, 3, 4, 5].map((n) => ({
        prompt: '',
        options: [],
        correctIndex: 0,
        explanation: '',
        promptHi: `बारिश में सवाल ${n}: क्या करें?`,
        optionsHi: options,
        explanationHi: 'गीली सड़क पर ब्रेक देर से लगते हैं।',
      })),
    });
    const created = await call('POST', '/api/learning/instructor/courses', bank, instructor);
    expect(created.statusCode, created.body).toBe(201);
    const { id, slug } = created.json() as { id: number; slug: string };
    const staff = await staffCookie(t);
    await call('POST', `/api/learning/staff/courses/${id}/decision`, { decision: 'live' }, staff);

    const learner = (await studentCookie(t)).cookie;
    await call('POST', `/api/learning/courses/${slug}/enrol`, undefined, learner);
    const started = (
      await call('POST', `/api/learning/courses/${slug}/attempts?lang=en`, undefined, learner)
    ).json() as StartedAttempt;
    expect(started.questions).toHaveLength(5);
    for (const q of started.questions) {
      expect(q).toMatchObject({ language: 'hi', options });
      expect(q.prompt).toMatch(/^बारिश में सवाल \d: क्या करें\?$/);
    }
  });

  it('refuses half-written languages, bad video links and over-long lessons with clear messages', async () => {
    const instructor = (await studentCookie(t)).cookie;
    await call(
      'PUT',
      '/api/learning/instructor',
      { displayName: 'Arjun Sahu', bio: '' },
      instructor,
    );
    const lesson = { title: 'Lanes', bodyHtml: '<p>Keep left.</p>' };
    const cases: [object, string][] = [
      [
        { title: '', summary: '' },
        'Please enter the course title and summary, in English or Hindi.',
      ],
      [
        { titleHi: 'हाईवे', summaryHi: '' },
        'Please describe the course in Hindi in a sentence or two.',
      ],
      [
        { lessons: [{ ...lesson, titleHi: 'लेन', bodyHtmlHi: '' }] },
        'Every lesson in Hindi needs both a title and some text.',
      ],
      [{ lessons: [{ ...lesson, videoUrl: 'http://youtu.be/dQw4w9WgXcQ' }] }, VIDEO_NOT_HTTPS],
      [{ lessons: [{ ...lesson, videoUrl: 'https://example.com/watch' }] }, VIDEO_UNKNOWN],
      [
        { lessons: [{ ...lesson, bodyHtmlHi: `<p>${'स'.repeat(50_001)}</p>`, titleHi: 'लेन' }] },
        'A lesson is at most 50,000 characters.',
      ],
      [
        {
          category: 'qb',
          lessons: [],
          questions: Array(5).fill({
            prompt: 'What does red mean?',
            options: ['Stop', 'Go'],
            correctIndex: 0,
            explanation: 'Red means stop.',
            promptHi: 'लाल बत्ती का मतलब?',
            optionsHi: ['रुकिए', 'चलिए', 'धीमे'],
            explanationHi: 'लाल का मतलब रुकना है।',
          }),
        },
        'A question has the same options in English and Hindi.',
      ],
    ];
    for (const [over, message] of cases) {
      const res = await call(
        'POST',
        '/api/learning/instructor/courses',
        courseDraft(over),
        instructor,
      );
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    // A lesson of 49,000 Hindi characters is fine.
    const long = await call(
      'POST',
      '/api/learning/instructor/courses',
      courseDraft({
        lessons: [
          {
            title: '',
            bodyHtml: '',
            titleHi: 'लंबा पाठ',
            bodyHtmlHi: `<p>${'स'.repeat(49_000)}</p>`,
          },
        ],
      }),
      instructor,
    );
    expect(long.statusCode).toBe(201);

    // Saved whole: twelve such Hindi lessons (over 1 MiB of UTF-8) save, sixty are refused
    // with words, not "Request body is too large"; the course is unchanged.
    const lessons = (count: number) =>
      Array.from({ length: count }, (_, i) => ({
        title: '',
        bodyHtml: '',
        titleHi: `लंबा पाठ ${i + 1}`,
        bodyHtmlHi: `<p>${'स'.repeat(49_000)}</p>`,
      }));
    const { id } = long.json() as { id: number };
    const twelve = await call(
      'PUT',
      `/api/learning/instructor/courses/${id}`,
      courseDraft({ lessons: lessons(12) }),
      instructor,
    );
    expect(twelve.statusCode, twelve.body).toBe(200);
    for (const [method, url] of [
      ['PUT', `/api/learning/instructor/courses/${id}`],
      ['POST', '/api/learning/instructor/courses'],
    ] as const) {
      const tooLarge = await call(method, url, courseDraft({ lessons: lessons(60) }), instructor);
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json().message).toBe(COURSE_TOO_LARGE);
    }
    const kept = await t.db.select().from(courseLessons).where(eq(courseLessons.courseId, id));
    expect(kept).toHaveLength(12);
  });

  it('draws a fresh random mock test each attempt, grades only the drawn questions on the server', async () => {
    await call('POST', `/api/learning/courses/${FREE_QB}/enrol`);
    const start = async () =>
      (
        await call('POST', `/api/learning/courses/${FREE_QB}/attempts?lang=hi`)
      ).json() as StartedAttempt;
    const [a, b] = [await start(), await start()];
    expect(a.questions).toHaveLength(15);
    expect(a.questions.map((q) => q.id)).not.toEqual(b.questions.map((q) => q.id));
    expect(a.questions[0]!.prompt).toMatch(DEVANAGARI);
    expect(JSON.stringify(a)).not.toMatch(/correct|explanation/i);
    const notDrawn = (await t.db.select().from(bankQuestions)).find(
      (q) => q.courseId === undefined || !a.questions.some((d) => d.id === q.id),
    )!;
    const foreign = await call('POST', `/api/learning/attempts/${a.attemptId}`, {
      answers: { [String(notDrawn.id)]: 0 },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('An answer names a question that is not in this test.');
  });

  it('practises past wrong answers, and a right answer takes a question off the list', async () => {
    const fresh = (await studentCookie(t)).cookie;
    await call('POST', `/api/learning/courses/${FREE_QB}/enrol`, undefined, fresh);
    const none = await call(
      'POST',
      `/api/learning/courses/${FREE_QB}/attempts?mode=practice`,
      undefined,
      fresh,
    );
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(NO_WRONG_ANSWERS);

    const key = await keyOf();
    const mock = (
      await call('POST', `/api/learning/courses/${FREE_QB}/attempts`, undefined, fresh)
    ).json() as StartedAttempt;
    // Right on the first 10, wrong on the last 5.
    const answers = Object.fromEntries(
      mock.questions.map((q, i) => [
        String(q.id),
        i < 10 ? key.get(q.id)! : (key.get(q.id)! + 1) % q.options.length,
      ]),
    );
    await call('POST', `/api/learning/attempts/${mock.attemptId}`, { answers }, fresh);
    const wrong = mock.questions
      .slice(10)
      .map((q) => q.id)
      .sort();
    let history = (
      await call('GET', `/api/learning/courses/${FREE_QB}/attempts`, undefined, fresh)
    ).json() as AttemptHistory;
    expect(history.wrongToPractise).toBe(5);

    const practice = (
      await call(
        'POST',
        `/api/learning/courses/${FREE_QB}/attempts?mode=practice`,
        undefined,
        fresh,
      )
    ).json() as StartedAttempt;
    expect(practice.mode).toBe('practice');
    expect(practice.questions.map((q) => q.id).sort()).toEqual(wrong);
    const fixTwo = Object.fromEntries(
      practice.questions.slice(0, 2).map((q) => [String(q.id), key.get(q.id)!]),
    );
    const result = (
      await call('POST', `/api/learning/attempts/${practice.attemptId}`, { answers: fixTwo }, fresh)
    ).json() as AttemptResult;
    expect(result).toMatchObject({ mode: 'practice', correct: 2, total: 5 });
    history = (
      await call('GET', `/api/learning/courses/${FREE_QB}/attempts`, undefined, fresh)
    ).json() as AttemptHistory;
    expect(history.wrongToPractise).toBe(3);
    expect(history.attempts.map((x) => [x.mode, x.percent])).toEqual([
      ['practice', 40],
      ['mock', 67],
    ]);
    // A practice round never counts as passing the final test.
    expect(history.attempts[1]!.passed).toBe(true);
  });

  it('never completes a question bank with a practice round, however well it went', async () => {
    const as = (await studentCookie(t)).cookie;
    await call('POST', `/api/learning/courses/${FREE_QB}/enrol`, undefined, as);
    const key = await keyOf();
    const answer = async (attempt: StartedAttempt, right: boolean) =>
      (
        await call(
          'POST',
          `/api/learning/attempts/${attempt.attemptId}`,
          {
            answers: Object.fromEntries(
              attempt.questions.map((q) => [
                String(q.id),
                right ? key.get(q.id)! : (key.get(q.id)! + 1) % q.options.length,
              ]),
            ),
          },
          as,
        )
      ).json() as AttemptResult;
    const start = async (mode: 'mock' | 'practice') =>
      (
        await call('POST', `/api/learning/courses/${FREE_QB}/attempts?mode=${mode}`, undefined, as)
      ).json() as StartedAttempt;

    expect(await answer(await start('mock'), false)).toMatchObject({ correct: 0, passed: false });
    const practice = await start('practice');
    expect(practice.questions).toHaveLength(15);
    expect(await answer(practice, true)).toMatchObject({ mode: 'practice', percent: 100 });
    const refused = await call(
      'POST',
      `/api/learning/courses/${FREE_QB}/certificate`,
      undefined,
      as,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(MOCK_TEST_NOT_PASSED);

    expect(await answer(await start('mock'), true)).toMatchObject({ mode: 'mock', passed: true });
    const issued = await call(
      'POST',
      `/api/learning/courses/${FREE_QB}/certificate`,
      undefined,
      as,
    );
    expect(issued.statusCode).toBe(200);
  });

  it('marks lessons done, resumes at the first not done, and issues a certificate once complete', async () => {
    const learner = await studentCookie(t);
    const as = learner.cookie;
    await call('POST', `/api/learning/courses/${FREE_COURSE}/enrol`, undefined, as);
    let d = (
      await call('GET', `/api/learning/courses/${FREE_COURSE}`, undefined, as)
    ).json() as CourseDetail;
    expect(d.progress).toMatchObject({ done: 0, total: 3, resumeLessonId: d.syllabus[0]!.id });
    expect(d.finalTest).toMatchObject({ slug: FREE_QB, passed: false });

    const mark = (lessonId: number, done = true) =>
      call('PUT', `/api/learning/courses/${FREE_COURSE}/lessons/${lessonId}/done`, { done }, as);
    expect((await mark(d.syllabus[0]!.id)).json()).toEqual({
      lessonId: d.syllabus[0]!.id,
      done: true,
    });
    d = (
      await call('GET', `/api/learning/courses/${FREE_COURSE}`, undefined, as)
    ).json() as CourseDetail;
    expect(d.progress).toMatchObject({ done: 1, total: 3, resumeLessonId: d.syllabus[1]!.id });
    expect(d.syllabus.map((l) => l.done)).toEqual([true, false, false]);
    const mine = (await call('GET', '/api/learning/my-courses', undefined, as)).json() as MyCourses;
    expect(mine.courses.find((c) => c.slug === FREE_COURSE)).toMatchObject({
      doneCount: 1,
      lessonCount: 3,
    });

    const early = await call(
      'POST',
      `/api/learning/courses/${FREE_COURSE}/certificate`,
      undefined,
      as,
    );
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(LESSONS_NOT_DONE);
    for (const l of d.syllabus) await mark(l.id);
    const noTest = await call(
      'POST',
      `/api/learning/courses/${FREE_COURSE}/certificate`,
      undefined,
      as,
    );
    expect(noTest.json().message).toBe(FINAL_TEST_NOT_PASSED);
    const foreignLesson = (await t.db.select().from(courseLessons)).find(
      (l) => !d.syllabus.some((s) => s.id === l.id),
    )!;
    expect((await mark(foreignLesson.id)).statusCode).toBe(404);

    // Pass the final test (the road-signs mock test).
    await call('POST', `/api/learning/courses/${FREE_QB}/enrol`, undefined, as);
    const key = await keyOf();
    const mock = (
      await call('POST', `/api/learning/courses/${FREE_QB}/attempts`, undefined, as)
    ).json() as StartedAttempt;
    const answers = Object.fromEntries(mock.questions.map((q) => [String(q.id), key.get(q.id)!]));
    await call('POST', `/api/learning/attempts/${mock.attemptId}`, { answers }, as);

    const issued = await call(
      'POST',
      `/api/learning/courses/${FREE_COURSE}/certificate`,
      undefined,
      as,
    );
    expect(issued.statusCode).toBe(200);
    const { code } = issued.json() as { code: string };
    expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    const again = await call(
      'POST',
      `/api/learning/courses/${FREE_COURSE}/certificate`,
      undefined,
      as,
    );
    expect(again.json().code).toBe(code);
    d = (
      await call('GET', `/api/learning/courses/${FREE_COURSE}`, undefined, as)
    ).json() as CourseDetail;
    expect(d.certificateCode).toBe(code);

    // The public check: name, course and date, nothing else; no session needed.
    const check = await t.app.inject(`/api/learning/certificates/${code.toLowerCase()}?lang=en`);
    expect(check.statusCode).toBe(200);
    expect(Object.keys(check.json()).sort()).toEqual([
      'code',
      'courseTitle',
      'issuedAt',
      'learnerName',
    ]);
    expect(check.json()).toMatchObject({
      code,
      learnerName: learner.student.name,
      courseTitle: "Learner's Licence Test Preparation",
    });
    const unknown = await t.app.inject('/api/learning/certificates/AAAA-BBBB-CCCC');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CERTIFICATE_NOT_FOUND);
    const bad = await t.app.inject('/api/learning/certificates/not-a-code');
    expect(bad.statusCode).toBe(400);

    const pdf = await call(
      'GET',
      `/api/learning/courses/${FREE_COURSE}/certificate.pdf`,
      undefined,
      as,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The PDF says whose it is, of which course, when, and the code to check it by.
    const text = execFileSync('pdftotext', ['-', '-'], { input: pdf.rawPayload })
      .toString()
      .replace(/\s+/g, ' ');
    expect(text).toContain(learner.student.name);
    expect(text).toContain("Learner's Licence Test Preparation");
    expect(text).toContain(`on ${formatIstDate(new Date(check.json().issuedAt), 'en')}`);
    expect(text).toContain(`Verification code: ${code}`);
    expect(text).toContain(`/certificate/${code}`);
    const other = await call('GET', `/api/learning/courses/${FREE_COURSE}/certificate.pdf`);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(
      'This course has no certificate for you yet. Complete it first.',
    );
    void learnerName;
  });

  it('gives the seeded paid lessons their drawings, described in each language', async () => {
    const [lesson] = await t.db
      .select()
      .from(courseLessons)
      .where(eq(courseLessons.title, 'Parallel parking in three moves'));
    expect(lesson!.bodyHtml).toContain('<img src="/media/courses/diagram-parallel-parking.svg"');
    expect(lesson!.bodyHtmlHi).toMatch(/alt="पैरलल पार्किंग/);
    expect((await t.app.inject('/media/courses/diagram-parallel-parking.svg')).statusCode).toBe(
      200,
    );
  });

  it('brings a database seeded before the school was bilingual up to date', async () => {
    const [course] = await t.db.select().from(courses).where(eq(courses.slug, PAID_QB));
    await t.db
      .update(courses)
      .set({ titleHi: null, summaryHi: null })
      .where(eq(courses.id, course!.id));
    await t.db.delete(bankQuestions).where(eq(bankQuestions.courseId, course!.id));
    await t.db.insert(bankQuestions).values({
      courseId: course!.id,
      position: 0,
      prompt: 'An old English-only question?',
      options: ['Yes', 'No'],
      correctIndex: 0,
      explanation: 'From before.',
    });
    await upgradeSeededCourses(t.db);
    const [after] = await t.db.select().from(courses).where(eq(courses.id, course!.id));
    expect(after!.titleHi).toMatch(DEVANAGARI);
    const bank = await t.db
      .select()
      .from(bankQuestions)
      .where(eq(bankQuestions.courseId, course!.id));
    expect(bank.length).toBeGreaterThan(100);
    expect(bank.every((q) => q.promptHi !== null)).toBe(true);
  });

  it('keeps the paid bank locked to its students', async () => {
    const res = await call('POST', `/api/learning/courses/${PAID_QB}/attempts?mode=practice`);
    expect(res.statusCode).toBe(403);
  });
});
