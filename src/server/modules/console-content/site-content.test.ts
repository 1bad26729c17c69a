import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ConsoleFaq,
  ConsoleGalleryItem,
  ContactMessage,
  Inbox,
} from '../../../shared/console-content.js';
import type { FaqListResponse, GalleryResponse, InfoPage } from '../../../shared/content.js';
import { contactMessages } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { staffCookie } from '../console-access/console-test-helpers.js';
import { auditCount, expect400, lastAudit, testPicture, uploadTo } from './content-test-helpers.js';

let t: TestApp;
let admin: string;
let branchStaff: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
  admin = (await staffCookie(t.app, t.db, null)).cookie;
  branchStaff = (await staffCookie(t.app, t.db, 'Bhilai')).cookie;
});
afterAll(() => t.close());

const send = (
  method: 'POST' | 'PUT' | 'GET' | 'DELETE',
  url: string,
  payload?: object,
  cookie = admin,
) => t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('gallery', () => {
  it('adds an uploaded photo first with its caption, reorders, renames and removes it', async () => {
    const up = await uploadTo(
      t,
      admin,
      '/api/console/content/gallery/photos',
      await testPicture(1000, 1000),
    );
    expect(up.statusCode, up.body).toBe(201);
    const { imageUrl } = up.json<{ imageUrl: string }>();
    expect(imageUrl).toMatch(/^\/media\/gallery\/console-[0-9a-f]+\.jpg$/);
    const add = await send('POST', '/api/console/content/gallery', {
      title: 'Maitri Bagh gate',
      imageUrl,
    });
    expect(add.statusCode, add.body).toBe(201);
    const item = add.json<ConsoleGalleryItem>();
    const publicItems = async () => {
      const first = (await t.app.inject('/api/gallery')).json<GalleryResponse>();
      const pages = Math.ceil(first.total / first.pageSize);
      const last = (await t.app.inject(`/api/gallery?page=${pages}`)).json<GalleryResponse>();
      return { first: first.items, last: last.items };
    };
    // The newest photo is the first one visitors see, and the console lists it first too.
    expect((await publicItems()).first[0]).toMatchObject({
      id: item.id,
      title: 'Maitri Bagh gate',
    });
    const consoleList = await send('GET', '/api/console/content/gallery');
    expect(consoleList.json<{ items: ConsoleGalleryItem[] }>().items[0]).toMatchObject({
      id: item.id,
    });
    const moved = await send('PUT', `/api/console/content/gallery/${item.id}`, {
      title: 'Maitri Bagh',
      sortOrder: 100_000,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // A larger order than every other photo sends it to the end, where staff put it.
    expect((await publicItems()).last.at(-1)).toMatchObject({ id: item.id, title: 'Maitri Bagh' });
    expect(await lastAudit(t.db, 'gallery', item.id)).toMatchObject({
      action: 'gallery.update',
      before: { title: 'Maitri Bagh gate' },
      after: { title: 'Maitri Bagh', sortOrder: 100_000 },
    });
    expect((await send('DELETE', `/api/console/content/gallery/${item.id}`)).statusCode).toBe(204);
    expect((await publicItems()).first.map((i) => i.id)).not.toContain(item.id);
    expect(await lastAudit(t.db, 'gallery', item.id)).toMatchObject({
      action: 'gallery.delete',
      after: null,
    });
  });

  it('refuses a caption-less item or a picture from elsewhere, writing nothing', async () => {
    const before = await auditCount(t.db);
    expect400(
      await send('POST', '/api/console/content/gallery', {
        title: '',
        imageUrl: '/media/gallery/a.jpg',
      }),
      'Please enter the caption.',
    );
    expect400(
      await send('POST', '/api/console/content/gallery', { title: 'x', imageUrl: '/etc/passwd' }),
      'Please upload a photo.',
    );
    expect(await auditCount(t.db)).toBe(before);
  });
});

describe('FAQ', () => {
  it('adds, edits (sanitised) and removes questions in order on the public page', async () => {
    const add = await send('POST', '/api/console/content/faqs', {
      topic: 'Booking',
      question: 'Can I pick up at night?',
      answerHtml: '<p>Yes, <strong>till 10 pm</strong>.<iframe src="https://x"></iframe></p>',
      sortOrder: 0,
    });
    expect(add.statusCode, add.body).toBe(201);
    const faq = add.json<ConsoleFaq>();
    expect(faq.answerHtml).toBe('<p>Yes, <strong>till 10 pm</strong>.</p>');
    const shown = (await t.app.inject('/api/faqs')).json<FaqListResponse>();
    expect(shown.faqs.slice(0, 2)).toContainEqual(
      expect.objectContaining({ id: faq.id, question: 'Can I pick up at night?' }),
    );
    const edit = await send('PUT', `/api/console/content/faqs/${faq.id}`, {
      ...faq,
      question: 'Night pickup?',
      sortOrder: 9999,
    });
    expect(edit.json<ConsoleFaq>().question).toBe('Night pickup?');
    expect((await t.app.inject('/api/faqs')).json<FaqListResponse>().faqs.at(-1)!.id).toBe(faq.id);
    expect400(
      await send('PUT', `/api/console/content/faqs/${faq.id}`, { ...faq, answerHtml: '<p> </p>' }),
      'Please write the answer.',
    );
    expect((await send('DELETE', `/api/console/content/faqs/${faq.id}`)).statusCode).toBe(204);
    expect(
      (await t.app.inject('/api/faqs')).json<FaqListResponse>().faqs.map((f) => f.id),
    ).not.toContain(faq.id);
    expect(await lastAudit(t.db, 'faq', faq.id)).toMatchObject({
      action: 'faq.delete',
      before: { question: 'Night pickup?' },
    });
  });
});

describe('policy pages and the about text', () => {
  it('saves a policy page sanitised and the public page shows it at once', async () => {
    const res = await send('PUT', '/api/console/content/pages/privacy', {
      title: 'Privacy Policy',
      bodyHtml:
        '<h2>Your data</h2><p>We keep your licence <em>only</em> as long as the law asks.</p><script>x()</script>',
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = (await t.app.inject('/api/information/privacy')).json<InfoPage>();
    expect(page.html).toBe(
      '<h2>Your data</h2><p>We keep your licence <em>only</em> as long as the law asks.</p>',
    );
    const entry = await lastAudit(t.db, 'page', 'privacy');
    expect(entry).toMatchObject({ action: 'page.update', after: { title: 'Privacy Policy' } });
    expect(entry!.before).not.toBeNull();
  });

  it('stores the about text in English and Hindi, and refuses other page names', async () => {
    const hi = await send('PUT', '/api/console/content/pages/about-hi', {
      title: 'हमारे बारे में',
      bodyHtml: '<p>भिलाई से शुरू हुई कंपनी।</p>',
    });
    expect(hi.statusCode, hi.body).toBe(200);
    expect((await t.app.inject('/api/information/about-hi')).json<InfoPage>().html).toBe(
      '<p>भिलाई से शुरू हुई कंपनी।</p>',
    );
    expect400(
      await send('PUT', '/api/console/content/pages/home', { title: 'x', bodyHtml: '<p>x</p>' }),
      'There is no such page.',
    );
  });
});

describe('contact inbox', () => {
  it('lists unread first, marks read on open and answered with a note, filters by state', async () => {
    const [older, newer] = await t.db
      .insert(contactMessages)
      .values([
        { name: 'Ravi', email: 'ravi@example.in', phone: '+919876500001', message: 'Older' },
        { name: 'Meena', email: 'meena@example.in', phone: '+919876500002', message: 'Newer' },
      ])
      .returning();
    const opened = await send('POST', `/api/console/content/messages/${older!.id}/open`);
    expect(opened.json<ContactMessage>().readAt).not.toBeNull();
    const list = (await send('GET', '/api/console/content/messages')).json<Inbox>();
    const ids = list.messages.map((m) => m.id);
    expect(ids.indexOf(newer!.id)).toBeLessThan(ids.indexOf(older!.id));
    expect(list.unread).toBeGreaterThan(0);
    // Opening again writes no second audit entry.
    const count = await auditCount(t.db);
    await send('POST', `/api/console/content/messages/${older!.id}/open`);
    expect(await auditCount(t.db)).toBe(count);

    const answered = await send('POST', `/api/console/content/messages/${newer!.id}/answer`, {
      note: 'Called back',
    });
    expect(answered.json<ContactMessage>()).toMatchObject({ answerNote: 'Called back' });
    expect(answered.json<ContactMessage>().readAt).not.toBeNull();
    expect(await lastAudit(t.db, 'message', newer!.id)).toMatchObject({
      action: 'message.answer',
      before: { answeredAt: null },
      after: { answerNote: 'Called back' },
    });
    const byFilter = async (filter: string) =>
      (await send('GET', `/api/console/content/messages?filter=${filter}`))
        .json<Inbox>()
        .messages.map((m) => m.id);
    expect(await byFilter('answered')).toContain(newer!.id);
    expect(await byFilter('read')).toEqual(expect.arrayContaining([older!.id]));
    expect(await byFilter('read')).not.toContain(newer!.id);
    expect(await byFilter('unread')).not.toContain(older!.id);
    expect400(
      await send('GET', '/api/console/content/messages?filter=spam'),
      'The filter must be all, unread, read or answered.',
    );
  });
});

describe('who may use the Content section', () => {
  it('refuses branch staff: 403 on lists, writes and records alike, and writes nothing', async () => {
    const before = await auditCount(t.db);
    for (const [method, url, payload] of [
      ['GET', '/api/console/content/posts'],
      ['POST', '/api/console/content/categories', { title: 'Sneaky' }],
      ['PUT', '/api/console/content/pages/privacy', { title: 'x', bodyHtml: '<p>x</p>' }],
      ['POST', '/api/console/content/faqs', {}],
    ] as const) {
      const res = await send(method, url, payload, branchStaff);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe('Only an admin can do this.');
    }
    const [msg] = await t.db
      .insert(contactMessages)
      .values({ name: 'A', email: 'a@example.in', phone: '+919876500003' })
      .returning();
    const open = await send(
      'POST',
      `/api/console/content/messages/${msg!.id}/open`,
      undefined,
      branchStaff,
    );
    // The inbox is every role's (decision 0030), but a message routed to no branch is an
    // admin's: branch staff are told it is not there.
    expect(open.statusCode).toBe(404);
    expect(await auditCount(t.db)).toBe(before);
  });
});
