/**
 * Hindi for the server's English messages the console's customers pages show, keyed by the English
 * text (useMessage looks them up).
 */
export const customersMessages: Record<string, string> = {
  // Customers and their documents (console-customers/, shared/console-customers.ts).
  'Customer not found.': 'ग्राहक नहीं मिला।',
  'Document not found.': 'दस्तावेज़ नहीं मिला।',
  'This customer is on the refused list: no booking can be made for them.':
    'यह ग्राहक मना किए गए ग्राहकों की सूची में है: इनकी कोई बुकिंग नहीं हो सकती।',
  'The customer has not uploaded this document.': 'ग्राहक ने यह दस्तावेज़ अपलोड नहीं किया है।',
  'Please choose a file to upload.': 'कृपया अपलोड करने के लिए फ़ाइल चुनें।',
  'Search at most 100 characters.': 'खोज ज़्यादा से ज़्यादा 100 अक्षर की हो सकती है।',
  'Show all, documents or refused customers.':
    'सभी ग्राहक, जाँच वाले दस्तावेज़ या मना किए गए ग्राहक में से कुछ चुनें।',
  'Unknown document kind.': 'ऐसा कोई दस्तावेज़ नहीं होता।',
  'Choose verify or reject.': 'वेरिफ़ाई या रिजेक्ट में से एक चुनें।',
  'The reason must be at most 300 characters.': 'कारण ज़्यादा से ज़्यादा 300 अक्षर का हो सकता है।',
  'Please give the customer a reason for the rejection.': 'कृपया ग्राहक को रिजेक्ट करने का कारण बताएँ।',
  'Say whether the account is blocked.': 'बताएँ कि खाता ब्लॉक है या नहीं।',
  'Please give a reason for blocking the account.': 'कृपया खाता ब्लॉक करने का कारण बताएँ।',
  // The licence details recorded with a verified driving licence (shared/driver-rules.ts).
  'Record the licence number, its expiry and the date of birth to verify a driving licence.':
    'ड्राइविंग लाइसेंस वेरिफ़ाई करने के लिए लाइसेंस नंबर, उसकी वैधता की आख़िरी तारीख और जन्म तारीख दर्ज करें।',
  'Please enter the licence number as printed on the licence: state code, RTO code, year and number, e.g. CG07 20150012345.':
    'कृपया लाइसेंस नंबर वैसे ही लिखें जैसे लाइसेंस पर छपा है: राज्य कोड, RTO कोड, साल और नंबर, जैसे CG07 20150012345।',
  'Please enter the licence expiry as a date that exists.':
    'कृपया लाइसेंस की वैधता की आख़िरी तारीख सही तारीख के रूप में लिखें।',
  'Please enter the date of birth as a date that exists.': 'कृपया जन्म तारीख सही तारीख के रूप में लिखें।',
  'The date of birth must be in the past.': 'जन्म तारीख बीते समय की होनी चाहिए।',
  'Please check the date of birth: the driver would be over 100.':
    'कृपया जन्म तारीख जाँचें: इस हिसाब से ड्राइवर 100 साल से ज़्यादा का होगा।',
  'The licence expiry must be after the date of birth.':
    'लाइसेंस की वैधता की तारीख जन्म तारीख के बाद की होनी चाहिए।',
  'The driver must be at least 18 years old.': 'ड्राइवर कम से कम 18 साल का होना चाहिए।',
};
