/**
 * Hindi for the server's English messages the console's availability pages show, keyed by the English
 * text (useMessage looks them up).
 */
export const availabilityMessages: Record<string, string> = {
  // Today's board and the calendar (shared/console-availability.ts).
  'Please choose a branch.': 'कृपया ब्रांच चुनें।',
  'The start must be a date that exists (YYYY-MM-DD).':
    'शुरुआत की तारीख सही होनी चाहिए (YYYY-MM-DD)।',
  'The view must be week or month.': 'हफ़्ता या महीना ही दिखाया जा सकता है।',
  'This customer’s driving licence and ID proof are not verified yet. Verify them before handing over the car.':
    'इस ग्राहक का ड्राइविंग लाइसेंस और पहचान पत्र अभी वेरिफ़ाई नहीं हुए हैं। कार देने से पहले इन्हें वेरिफ़ाई करें।',
  "The customer's licence number, expiry and date of birth are not recorded. Record them when you verify the licence (Customers), then hand over.":
    'ग्राहक का लाइसेंस नंबर, उसकी आख़िरी तारीख और जन्मतिथि दर्ज नहीं हैं। लाइसेंस वेरिफ़ाई करते समय (ग्राहक पेज पर) इन्हें दर्ज करें, फिर कार दें।',
};
