import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.js';
import { blogs, courses, users } from '../../db/schema.js';
import { fill } from '../../lib/mail/mail-text.js';
import { REVIEW_MAIL_TEXT, type ReviewMailText } from './review-mail-text.js';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config' | 'events'>;

/**
 * Tells an instructor (course) or a customer (blog) what staff decided on their work, with
 * the reason, in their language: sent from the committed `*.reviewed` event, off the request.
 */
export function subscribeReviewMails({ db, mailer, config, events }: Deps) {
  const recipient = async (userId: number) => {
    const [user] = await db
      .select({ name: users.name, email: users.email, language: users.language })
      .from(users)
      .where(eq(users.id, userId));
    return user;
  };
  const send = async (
    userId: number,
    subject: keyof ReviewMailText,
    body: (text: ReviewMailText) => string[],
    values: { title: string; reason: string },
  ) => {
    const user = await recipient(userId);
    if (!user) return;
    const text = REVIEW_MAIL_TEXT[user.language ?? 'en'];
    const lines = [
      fill(text.greeting, { name: user.name }),
      '',
      ...body(text).map((line) => fill(line, values)),
      ...(values.reason ? ['', fill(text.reason, values)] : []),
      '',
      text.thanks,
      config.business.name,
    ];
    await mailer.send({
      to: user.email,
      subject: fill(text[subject], values),
      text: lines.join('\n'),
    });
  };

  events.subscribe('course.reviewed', 'mail-course-reviewed', async (e) => {
    const [course] = await db
      .select({ title: courses.title, slug: courses.slug })
      .from(courses)
      .where(eq(courses.id, e.courseId));
    if (!course) return;
    const values = { title: course.title, reason: e.reason };
    if (e.decision === 'live') {
      await send(
        e.instructorId,
        'courseLiveSubject',
        (t) => [t.courseLive, `${config.publicUrl}/course/${course.slug}`],
        values,
      );
    } else {
      await send(
        e.instructorId,
        'courseRejectedSubject',
        (t) => [t.courseRejected, t.courseFix, `${config.publicUrl}/instructor/courses`],
        values,
      );
    }
  });

  events.subscribe('blog.reviewed', 'mail-blog-reviewed', async (e) => {
    const [blog] = await db
      .select({ title: blogs.title, slug: blogs.slug })
      .from(blogs)
      .where(eq(blogs.id, e.blogId));
    if (!blog) return;
    const values = { title: blog.title, reason: e.reason };
    if (e.decision === 'live') {
      await send(
        e.authorId,
        'blogLiveSubject',
        (t) => [t.blogLive, `${config.publicUrl}/blog/${e.blogId}/${blog.slug}`],
        values,
      );
    } else {
      await send(
        e.authorId,
        'blogRejectedSubject',
        (t) => [t.blogRejected, t.blogFix, `${config.publicUrl}/user/page/myblog`],
        values,
      );
    }
  });
}
