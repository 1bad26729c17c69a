import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseLessons, courses } from '../../db/schema.js';
import type { TestApp } from '../../test/test-app.js';
import { learningApp } from './learning-test-helpers.js';
import { SEED_COURSES } from './seed/catalogue-data.js';
import { DIAGRAM_OF_LESSON } from './seed/lesson-diagram-captions.js';
import { upgradeSeededLessons } from './seed/upgrade-seeded-lessons.js';

const DEVANAGARI = /[\u0900-\u097F]/;
const PAID_WITH_LESSONS = SEED_COURSES.filter((c) => c.inrPaise > 0 && c.lessons.length > 0);
const images = (html: string) =>
  [...html.matchAll(/<img src="([^"]+)" alt="([^"]*)"/g)].map((m) => ({ src: m[1]!, alt: m[2]! }));
const paragraphCount = (html: string) => [...html.matchAll(/<p>(?!<img)/g)].length;

/** Issue 23 part 3: the seeded paid courses teach with several paragraphs and pictures. */
describe('the seeded paid lessons', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await learningApp();
  });
  afterAll(() => t.close());

  const lessonsOf = async (slug: string) => {
    const [course] = await t.db.select().from(courses).where(eq(courses.slug, slug));
    return t.db
      .select()
      .from(courseLessons)
      .where(eq(courseLessons.courseId, course!.id))
      .orderBy(asc(courseLessons.position));
  };

  it('have pictures in most lessons of every paid course, in both languages', async () => {
    expect(PAID_WITH_LESSONS.length).toBeGreaterThanOrEqual(6);
    for (const c of PAID_WITH_LESSONS) {
      const lessons = await lessonsOf(c.slug);
      expect(lessons.length, c.slug).toBeGreaterThanOrEqual(2);
      const pictured = lessons.filter((l) => images(l.bodyHtml).length > 0);
      expect(
        pictured.length * 2,
        `${c.slug}: ${pictured.length} of ${lessons.length}`,
      ).toBeGreaterThan(lessons.length);
      for (const l of lessons) {
        expect(paragraphCount(l.bodyHtml), l.title).toBeGreaterThanOrEqual(2);
        expect(paragraphCount(l.bodyHtmlHi!), l.title).toBe(paragraphCount(l.bodyHtml));
        const en = images(l.bodyHtml);
        const hi = images(l.bodyHtmlHi!);
        // The same drawings in the Hindi lesson, each described in Hindi.
        expect(
          hi.map((i) => i.src),
          l.title,
        ).toEqual(en.map((i) => i.src));
        for (const i of en) expect(i.alt.length > 20 && !DEVANAGARI.test(i.alt), i.alt).toBe(true);
        for (const i of hi) expect(DEVANAGARI.test(i.alt), i.alt).toBe(true);
      }
    }
  });

  it('serves every picture a seeded lesson names, as a drawing that renders', async () => {
    const all = await t.db.select().from(courseLessons);
    const srcs = new Set(
      all.flatMap((l) => images(l.bodyHtml + (l.bodyHtmlHi ?? ''))).map((i) => i.src),
    );
    expect(srcs.size).toBeGreaterThanOrEqual(20);
    for (const src of srcs) {
      const res = await t.app.inject(src);
      expect(res.statusCode, src).toBe(200);
      expect(res.headers['content-type'], src).toMatch(/^image\/svg\+xml/);
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format, src).toBe('svg');
      expect(meta.width, src).toBeGreaterThan(400);
    }
  });

  it('describes only lessons that exist, so no caption is left without its lesson', () => {
    const titles = new Set(SEED_COURSES.flatMap((c) => c.lessons.map((l) => l.en[0])));
    expect(Object.keys(DIAGRAM_OF_LESSON).filter((title) => !titles.has(title))).toEqual([]);
  });

  it('brings the lessons of a database seeded before the pictures up to date', async () => {
    const slug = 'night-driving-essentials';
    const [first, second] = await lessonsOf(slug);
    // As seeded before: one paragraph and no picture; the second lesson not there at all.
    await t.db
      .update(courseLessons)
      .set({ bodyHtml: '<p>Dip for oncoming traffic.</p>', bodyHtmlHi: '<p>लाइट डिप कीजिए।</p>' })
      .where(eq(courseLessons.id, first!.id));
    await t.db.delete(courseLessons).where(eq(courseLessons.id, second!.id));
    await upgradeSeededLessons(t.db);
    await upgradeSeededLessons(t.db); // and again, as at every start: nothing doubles
    const after = await lessonsOf(slug);
    expect(after.map((l) => l.title)).toEqual(['High and low beam', 'Fatigue']);
    expect(after[0]!.bodyHtml).toBe(first!.bodyHtml);
    expect(after[0]!.bodyHtmlHi).toBe(first!.bodyHtmlHi);
    expect(images(after[1]!.bodyHtmlHi!)[0]!.src).toBe('/media/courses/diagram-fatigue-breaks.svg');
  });
});
