import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseEdit } from '../../../shared/learning-authoring.js';
import type { CourseDetail, Lesson } from '../../../shared/learning-catalogue.js';
import { multipart } from '../../test/multipart.js';
import type { TestApp } from '../../test/test-app.js';
import { COURSE_DRAFT } from '../../route-rules.test-data.js';
import { courseDraft, learningApp, staffCookie, studentCookie } from './learning-test-helpers.js';

describe('course cover upload for instructors', () => {
  let t: TestApp;
  let instructor: string;
  const upload = (cookie: string, file: Buffer, kind = 'course-images') => {
    const body = multipart(file, 'c.png', 'image/png');
    return t.app.inject({
      method: 'POST',
      url: `/api/learning/instructor/${kind}`,
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
  };
  const picture = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#2a6f97' } })
      .png()
      .toBuffer();

  beforeAll(async () => {
    t = await learningApp();
    instructor = (await studentCookie(t)).cookie;
  });
  afterAll(() => t.close());

  it('takes a cover from instructors only, checked by content, cropped to the card size', async () => {
    const student = (await studentCookie(t)).cookie;
    const refused = await upload(student, await picture(1600, 1200));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Only instructors can do this. Register as an instructor first.',
    );

    await t.app.inject({
      method: 'PUT',
      url: '/api/learning/instructor',
      headers: { cookie: instructor },
      payload: { displayName: 'Kiran Patel, Durg' },
    });
    const res = await upload(instructor, await picture(1600, 1200));
    expect(res.statusCode).toBe(201);
    const { imageUrl } = res.json<{ imageUrl: string }>();
    expect(imageUrl).toMatch(/^\/media\/courses\/cover-[a-f0-9]{32}\.jpg$/);
    const served = await t.app.inject(imageUrl);
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 800,
      height: 450,
    });

    const fake = await upload(instructor, Buffer.from('<svg onload=alert(1)>'));
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe('Please upload a JPEG, PNG or WebP image.');
    const huge = await upload(instructor, Buffer.alloc(5 * 1024 * 1024 + 1, 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('The image is too large. The limit is 5 MB.');
  });

  it("keeps a lesson picture's shape: narrowed to 1200 px wide, never cropped or enlarged", async () => {
    const stored = async (width: number, height: number) => {
      const res = await upload(instructor, await picture(width, height), 'lesson-images');
      expect(res.statusCode).toBe(201);
      const { imageUrl } = res.json<{ imageUrl: string }>();
      expect(imageUrl).toMatch(/^\/media\/courses\/lesson-[a-f0-9]{32}\.jpg$/);
      const served = await t.app.inject(imageUrl);
      return sharp(served.rawPayload).metadata();
    };
    // A tall road-sign chart stays tall; a wide panorama keeps its 4:1.
    expect(await stored(900, 1600)).toMatchObject({ format: 'jpeg', width: 900, height: 1600 });
    expect(await stored(2000, 500)).toMatchObject({ width: 1200, height: 300 });
    expect(await stored(400, 300)).toMatchObject({ width: 400, height: 300 });

    const student = (await studentCookie(t)).cookie;
    const refused = await upload(student, await picture(400, 300), 'lesson-images');
    expect(refused.statusCode).toBe(403);
    const fake = await upload(instructor, Buffer.from('GIF89a'), 'lesson-images');
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe('Please upload a JPEG, PNG or WebP image.');
  });

  it('shows the uploaded cover on the course; an address that is not an upload is refused', async () => {
    const { imageUrl } = (await upload(instructor, await picture(900, 500))).json<{
      imageUrl: string;
    }>();
    const save = (draft: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/learning/instructor/courses',
        headers: { cookie: instructor },
        payload: draft,
      });
    const forged = await save({ ...COURSE_DRAFT, imageUrl: 'https://evil.example/x.jpg' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Please upload the cover image again.');

    const created = await save({ ...COURSE_DRAFT, imageUrl });
    expect(created.statusCode).toBe(201);
    const edit = await t.app.inject({
      url: `/api/learning/instructor/courses/${created.json<{ id: number }>().id}`,
      headers: { cookie: instructor },
    });
    expect(edit.json<CourseEdit>().draft.imageUrl).toBe(imageUrl);
  });

  it('shows an enrolled student the picture put in a lesson, with its description, and serves it', async () => {
    const res = await upload(instructor, await picture(640, 480), 'lesson-images');
    const { imageUrl } = res.json<{ imageUrl: string }>();
    const alt = 'Kerb seen in the left mirror';
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/learning/instructor/courses',
      headers: { cookie: instructor },
      payload: courseDraft({
        title: 'Mirrors Before Every Turn',
        priceInr: 0,
        priceUsd: 0,
        lessons: [
          {
            title: 'The left mirror',
            bodyHtml: `<p>Check the kerb.</p><img src="${imageUrl}" alt="${alt}"><p></p>`,
          },
        ],
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, slug } = created.json<{ id: number; slug: string }>();
    await t.app.inject({
      method: 'POST',
      url: `/api/learning/staff/courses/${id}/decision`,
      headers: { cookie: await staffCookie(t) },
      payload: { decision: 'live' },
    });

    const student = (await studentCookie(t)).cookie;
    const as = (url: string, method: 'GET' | 'POST' = 'GET') =>
      t.app.inject({ method, url, headers: { cookie: student } });
    expect((await as(`/api/learning/courses/${slug}/enrol`, 'POST')).statusCode).toBe(200);
    const detail = (await as(`/api/learning/courses/${slug}`)).json<CourseDetail>();
    const lesson = (
      await as(`/api/learning/courses/${slug}/lessons/${detail.syllabus[0]!.id}`)
    ).json<Lesson>();
    expect(lesson.title).toBe('The left mirror');
    expect(lesson.bodyHtml).toContain(`<img src="${imageUrl}" alt="${alt}" loading="lazy" />`);
    const served = await t.app.inject(imageUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });
});
