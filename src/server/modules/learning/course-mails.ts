import { eq } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/language.js';
import { formatPrice } from '../../../shared/learning-pricing.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { fill } from '../../lib/mail/mail-text.js';
import type { MailAttachment, Mailer } from '../../lib/mail/mailer.js';
import { latestDocumentAttachments } from '../payments/index.js';
import { COURSE_MAIL_TEXT, type CourseMailText } from './course-mail-text.js';
import { findGiftOfOrder, findOrder, orderItems } from './orders.queries.js';

export interface CourseMailDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  businessName: string;
}

/** The words of the mails in a customer's language (English until they have chosen). */
export const courseMailText = (language: Language | null) =>
  COURSE_MAIL_TEXT[language ?? DEFAULT_LANGUAGE];

/** One mail: the greeting, the body's lines, then the school's name. */
function sendLetter(
  deps: CourseMailDeps,
  text: CourseMailText,
  mail: {
    to: string;
    name: string;
    subject: string;
    body: string[];
    attachments?: MailAttachment[];
  },
) {
  return deps.mailer.send({
    to: mail.to,
    subject: mail.subject,
    text: [fill(text.greeting, { name: mail.name }), '', ...mail.body, '', deps.businessName].join(
      '\n',
    ),
    ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
  });
}

/** The gift's link to the friend, in the giver's language (the friend may have no account). */
export async function mailGiftLink(
  deps: CourseMailDeps,
  gift: {
    friendName: string;
    friendEmail: string;
    title: string;
    giver: string;
    giverLanguage: Language | null;
  },
  link: string,
) {
  const text = courseMailText(gift.giverLanguage);
  const values = { giver: gift.giver, title: gift.title };
  await sendLetter(deps, text, {
    to: gift.friendEmail,
    name: gift.friendName,
    subject: fill(text.giftSubject, values),
    body: [fill(text.giftLine, values), fill(text.giftLink, { link })],
  });
}

async function orderWithBuyer(db: Db, orderId: number) {
  const order = await findOrder(db, orderId);
  if (!order) return undefined;
  const [buyer] = await db
    .select({ name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, order.userId));
  return buyer ? { order, buyer, text: courseMailText(buyer.language) } : undefined;
}

/**
 * The buyer's receipt once the gateway's payment made the order paid: the courses with what
 * each cost, the Order Summary's figures and the payment id; for a gift, who got the link.
 */
export async function sendOrderPaidMail(deps: CourseMailDeps, orderId: number) {
  const found = await orderWithBuyer(deps.db, orderId);
  if (!found) return;
  const { order, buyer, text } = found;
  const money = (minor: number) => formatPrice(minor, order.currency);
  const [items, gift, attachments] = await Promise.all([
    orderItems(deps.db, [orderId]),
    findGiftOfOrder(deps.db, orderId),
    latestDocumentAttachments(deps.db, { courseOrderId: orderId }, ['tax_invoice']),
  ]);
  await sendLetter(deps, text, {
    to: buyer.email,
    name: buyer.name,
    subject: fill(text.paidSubject, { id: order.id }),
    body: [
      gift ? fill(text.paidGiftLine, { friend: gift.friendName }) : text.paidLine,
      '',
      fill(text.orderId, { id: order.id }),
      ...items.map((i) => `- ${i.title}: ${money(i.final)}`),
      fill(text.original, { amount: money(order.originalMinor) }),
      ...(order.discountMinor > 0
        ? [fill(text.discount, { amount: money(order.discountMinor) })]
        : []),
      fill(text.total, { amount: money(order.totalMinor) }),
      ...(order.gatewayPaymentId ? [fill(text.paymentId, { id: order.gatewayPaymentId })] : []),
      '',
      ...(gift ? [] : [fill(text.openCourses, { link: `${deps.publicUrl}/user/page/mycourses` })]),
      text.refundNote,
    ],
    attachments,
  });
}

/** Tells the buyer that the 30 day Refund Guarantee sent their money back. */
export async function sendOrderRefundedMail(deps: CourseMailDeps, orderId: number) {
  const found = await orderWithBuyer(deps.db, orderId);
  if (!found) return;
  const { order, buyer, text } = found;
  const values = { id: order.id, amount: formatPrice(order.totalMinor, order.currency) };
  await sendLetter(deps, text, {
    to: buyer.email,
    name: buyer.name,
    subject: fill(text.refundSubject, values),
    body: [fill(text.refundLine, values), text.refundTiming],
    attachments: await latestDocumentAttachments(deps.db, { courseOrderId: orderId }, [
      'credit_note',
    ]),
  });
}
