/** The customer's notification settings (channels of booking messages and reminders). */
export const notifications = {
  title: 'Booking messages and reminders',
  intro:
    'Choose how we tell you about your bookings: confirmation, payment, pickup tomorrow, return due in 3 hours, extension and refund.',
  email: 'E-mail',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
  whatsappUnavailable: 'WhatsApp messages are not available yet.',
  mobileNeeded: 'SMS and WhatsApp go to the mobile number in your profile.',
  alwaysByEmail:
    'Whatever you choose here, these always come by e-mail: a cancellation, your final bill, a payment reference we could not match and the review of your documents.',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Your notification settings have been saved.',
  link: 'Booking messages',
};
