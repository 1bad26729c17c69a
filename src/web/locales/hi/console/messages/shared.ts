/**
 * Hindi for the server's English messages the console's shared pages show, keyed by the English
 * text (useMessage looks them up).
 */
export const sharedMessages: Record<string, string> = {
  // Staff sign-in (console-access/staff-sign-in.routes.ts, auth/auth.service.ts, shared/auth.ts).
  'This staff account has been deactivated.': 'यह स्टाफ़ खाता बंद कर दिया गया है।',
  'Please enter your e-mail.': 'कृपया अपना ई-मेल डालें।',
  'Please enter your password.': 'कृपया अपना पासवर्ड डालें।',
  'Please verify your e-mail first: click the link in the e-mail we sent you.':
    'पहले अपना ई-मेल वेरिफ़ाई करें: हमारे भेजे ई-मेल में दिए लिंक पर क्लिक करें।',
  'This account is blocked. Please call us if you think this is a mistake.':
    'यह खाता ब्लॉक है। अगर आपको लगता है कि यह गलती है, तो कृपया हमें फ़ोन करें।',
  // Every console read and action (lib/console-guard.ts, lib/auth-guard.ts, shared/console.ts).
  'Please Login to Continue.': 'आगे बढ़ने के लिए कृपया लॉगिन करें।',
  'Only staff can do this.': 'यह सिर्फ़ स्टाफ़ कर सकता है।',
  'Only a branch manager or an admin can do this.': 'यह सिर्फ़ ब्रांच मैनेजर या एडमिन कर सकते हैं।',
  'Only an admin can do this.': 'यह सिर्फ़ एडमिन कर सकते हैं।',
  'Not found.': 'नहीं मिला।',
  'The id must be a number.': 'ID एक नंबर होना चाहिए।',
  // Changing a booking's times or car (bookings/booking-change.service.ts, shared/booking-change.ts).
  'This booking no longer exists.': 'यह बुकिंग अब मौजूद नहीं है।',
  'This is an extension. Please change the booking it extends.':
    'यह एक्सटेंशन है। कृपया वह बुकिंग बदलें जिसका यह एक्सटेंशन है।',
  "Please choose a car of the booking's branch.": 'कृपया बुकिंग वाली ब्रांच की ही कोई कार चुनें।',
  'The new times and car are the same as the booking’s. Nothing to change.':
    'नया समय और कार बुकिंग जैसे ही हैं। बदलने को कुछ नहीं है।',
  'The new period is too long to price. Please choose an earlier drop.':
    'नई अवधि इतनी लंबी है कि उसकी कीमत नहीं निकल सकती। कृपया पहले का ड्रॉप चुनें।',
  'The car was just booked or blocked in that period. Please choose another time or car.':
    'उस समय में यह कार अभी-अभी बुक या ब्लॉक हो गई। कृपया दूसरा समय या दूसरी कार चुनें।',
  'A booking can be at most 180 days long. Please choose an earlier drop.':
    'बुकिंग ज़्यादा से ज़्यादा 180 दिन की हो सकती है। कृपया पहले का ड्रॉप चुनें।',
  'The new pickup time has already passed. Please choose a later time.':
    'नया पिकअप समय निकल चुका है। कृपया बाद का कोई समय चुनें।',
  'Please enter the pickup as a date and time.': 'कृपया पिकअप की तारीख और समय डालें।',
  'Please enter the drop as a date and time.': 'कृपया ड्रॉप की तारीख और समय डालें।',
  'Please choose the car.': 'कृपया कार चुनें।',
};
