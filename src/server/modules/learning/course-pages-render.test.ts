import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseDetail, CourseList } from '../../../shared/learning-catalogue.js';
import { formatPrice } from '../../../shared/learning-pricing.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ssrBuildDir } from '../../test/ssr-build.js';
import { PAID_COURSE } from './learning-test-helpers.js';
import { seedLearning } from './seed/seed-learning.js';
import { createPublicMedia } from '../../lib/storage/public-media.js';

const INDEX_HTML = `<!doctype html><html><head><title>SelfDrive</title>
<meta name="description" content="The site's description" /></head><body>
<div id="root">
  <p role="status">Loading…</p>
  <!--/shell-->
</div>
</body></html>`;

/** The markup the server put into #root, or undefined when it sent the loading shell. */
const rootOf = (html: string) =>
  html.includes('Loading…')
    ? undefined
    : html.slice(html.indexOf('<div id="root">'), html.indexOf('id="server-state"'));

function expectIn(html: string | undefined, text: string) {
  expect(html?.includes(text), `the HTML contains ${JSON.stringify(text)}`).toBe(true);
}

// A visitor (or a crawler, or a phone still loading scripts) reads the driving school's
// catalogue from the HTML, as with the other public pages (decision 0003).
describe('course pages rendered on the server', () => {
  let t: TestApp;
  let root: string;
  const page = async (url: string) => {
    const res = await t.app.inject(url);
    expect(res.statusCode, url).toBe(200);
    return { html: res.body, root: rootOf(res.body) };
  };

  beforeAll(async () => {
    root = await ssrBuildDir('selfdrive-ssr-courses-', INDEX_HTML);
    t = await createTestApp({ webDir: path.join(root, 'web') });
    await seedLearning(t.db, { media: createPublicMedia(t.config) });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(root, { recursive: true, force: true });
  });

  it('sends /course/:slug with its title, description and price, and its title in <head>', async () => {
    const course = (
      await t.app.inject(`/api/learning/courses/${PAID_COURSE}`)
    ).json<CourseDetail>();
    const { html, root: detail } = await page(`/course/${PAID_COURSE}`);
    expectIn(detail, `>${course.title}</h1>`);
    expectIn(detail, course.summary);
    expectIn(detail, formatPrice(course.price.final, course.price.currency));
    expectIn(detail, course.syllabus[0]!.title);
    expectIn(html, `<title>${course.title} | SelfDrive Chhattisgarh</title>`);
    expectIn(html, `<meta name="description" content="${course.summary}`);
  });

  it('sends /courses/:cat with every course card and its price', async () => {
    const list = (await t.app.inject('/api/learning/categories/skill/courses')).json<CourseList>();
    expect(list.courses.length).toBeGreaterThan(0);
    const { html, root: cards } = await page('/courses/skill');
    expectIn(cards, `>${list.title}</h1>`);
    for (const c of list.courses) {
      expectIn(cards, c.title);
      expectIn(cards, c.price.free ? 'Free' : formatPrice(c.price.final, c.price.currency));
    }
    expectIn(html, `<title>${list.title} | SelfDrive Chhattisgarh</title>`);
  });

  it('sends an unknown category its message, and leaves an unknown course to the browser', async () => {
    expectIn((await page('/courses/nothing')).root, 'There is no such course category.');
    expect((await page('/course/no-such-course')).root).toBeUndefined();
  });
});
