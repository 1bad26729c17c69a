/**
 * Hindi for the server's English messages the console's money pages show, keyed by the English
 * text (useMessage looks them up).
 */
export const moneyMessages: Record<string, string> = {
  // Confirming or rejecting a UPI / bank transfer reference (payments/staff-payments.service.ts,
  // shared/staff-payments.ts).
  'This payment reference was already confirmed or rejected.':
    'यह पेमेंट रेफ़रेंस पहले ही कन्फ़र्म या रिजेक्ट हो चुका है।',
  'Payment reference not found.': 'पेमेंट रेफ़रेंस नहीं मिला।',
  'This booking was cancelled or its hold lapsed, so it cannot be confirmed. Reject the reference and refund the customer if the money arrived.':
    'यह बुकिंग कैंसिल हो गई है या इसका होल्ड ख़त्म हो गया है, इसलिए इसे कन्फ़र्म नहीं किया जा सकता। रेफ़रेंस रिजेक्ट करें, और अगर पैसे आ गए हों तो ग्राहक को रिफ़ंड करें।',
  'The reason must be text.': 'कारण टेक्स्ट में होना चाहिए।',
  'Please keep the reason under 300 characters.': 'कृपया कारण 300 अक्षर से कम रखें।',
  // Marking a refund paid by bank transfer (same files).
  'Refund not found.': 'रिफ़ंड नहीं मिला।',
  'This deposit’s hold has ended, but it is not released yet: the charges after the trip are taken from it first. Try again in a few minutes (or once the dispute on its charges is decided).':
    'इस डिपॉज़िट को रोकने का समय ख़त्म हो गया है, पर यह अभी रिलीज़ नहीं हुई है: पहले यात्रा के बाद के चार्ज इसमें से लिए जाते हैं। कुछ मिनट बाद फिर कोशिश करें (या इसके चार्ज पर विवाद का फ़ैसला होने के बाद)।',
  'This refund was already marked paid.': 'यह रिफ़ंड पहले ही दिया गया दर्ज हो चुका है।',
  'The payment gateway is already paying this refund back to the customer.':
    'पेमेंट गेटवे यह रिफ़ंड पहले से ग्राहक को लौटा रहा है।',
  'Please enter the bank reference (UTR) of the refund transfer: 6 to 40 letters or digits.':
    'कृपया रिफ़ंड ट्रांसफ़र का बैंक रेफ़रेंस (UTR नंबर) डालें: 6 से 40 अक्षर या अंक।',
  // Reopening a closed month (shared/closed-months.ts, decision 0055).
  'Please write why the month is reopened (5 to 300 characters).':
    'कृपया लिखें कि महीना दोबारा क्यों खोला जा रहा है (5 से 300 अक्षर)।',
  // The ledger's month (console-money/ledger.routes.ts).
  'Choose a month such as 2026-11.': 'महीना 2026-11 की तरह चुनें।',
  // The statements' period (shared/statements.ts, decision 0052).
  'Choose a from date on or before the to date, at most 366 days apart (YYYY-MM-DD).':
    'शुरू की तारीख़ आख़िरी तारीख़ से पहले या उसी दिन की चुनें, ज़्यादा से ज़्यादा 366 दिन का अंतर (YYYY-MM-DD)।',
  'That date does not exist (YYYY-MM-DD).': 'यह तारीख़ होती ही नहीं (YYYY-MM-DD)।',
  // GST settings (shared/gst-settings.ts, payments/gst-settings-console.service.ts).
  'Enter a 6-digit SAC code for a service (it starts with 99).':
    'सर्विस का 6 अंकों वाला SAC कोड डालें (यह 99 से शुरू होता है)।',
  'Enter a GST rate from 0 to 40 %, in steps of 0.01 %.':
    '0 से 40 % के बीच GST रेट डालें, 0.01 % के हिसाब से।',
  'Choose a car category or a course category that exists.':
    'कोई मौजूदा कार कैटेगरी या कोर्स कैटेगरी चुनें।',
};
