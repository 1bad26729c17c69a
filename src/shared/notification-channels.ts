import { z } from 'zod';

/** The ways a customer can be told about their booking (their notification settings). */
export const NOTIFICATION_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** The booking messages sent on each chosen channel. */
export const REMINDER_KINDS = [
  'booking_confirmed',
  'payment_received',
  'pickup_tomorrow',
  'return_due',
  'extension_confirmed',
  'refund_sent',
  // A practical lesson (decision 0047): the evening before and an hour before.
  'lesson_tomorrow',
  'lesson_soon',
  // After the car is back (decision 0049): how was the trip? With the link to rate it.
  'review_request',
  // A deposit held after the return for charges after the trip is released (issue 36).
  'deposit_released',
  // A charge after the trip (a toll, a challan, damage found later) billed to the renter.
  'trip_charge',
  // Its dispute: received, then accepted (taken back) or rejected (with the reason).
  'trip_charge_disputed',
  'trip_charge_dispute_accepted',
  'trip_charge_dispute_rejected',
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export const notificationChannelsSchema = z.object({
  email: z.boolean(),
  sms: z.boolean(),
  whatsapp: z.boolean(),
});
export type NotificationChannels = z.infer<typeof notificationChannelsSchema>;

/** What a customer who never chose gets: e-mail and SMS, not WhatsApp (they opt in). */
export const DEFAULT_NOTIFICATION_CHANNELS: NotificationChannels = {
  email: true,
  sms: true,
  whatsapp: false,
};

export const notificationSettingsSchema = notificationChannelsSchema.extend({
  /** False when the site has no WhatsApp provider configured in production. */
  whatsappAvailable: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const WHATSAPP_UNAVAILABLE_MESSAGE = 'WhatsApp messages are not available yet.';
