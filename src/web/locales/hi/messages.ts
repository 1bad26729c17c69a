import type { Catalogue } from '../en';
import { disputeWindowPatterns } from './dispute-window-patterns';

/** Hindi for the server's and the shared rules' English messages (catalogue.test.ts checks). */
export const messages: Catalogue['messages'] = {
  exact: {
    // Billing address and GSTIN, at checkout and at the counter (decision 0041)
    'Enter the billing address: street, town or city, State and PIN code.':
      'बिलिंग पता लिखें: गली, शहर या कस्बा, राज्य और पिन कोड।',
    'Enter the billing address: house or office, street and area (5 to 200 characters).':
      'बिलिंग पता लिखें: मकान या दफ़्तर, गली और इलाका (5 से 200 अक्षर)।',
    'Enter the town or city of the billing address (2 to 60 characters).':
      'बिलिंग पते का शहर या कस्बा लिखें (2 से 60 अक्षर)।',
    'Choose the state of the billing address.': 'बिलिंग पते का राज्य चुनें।',
    'Enter the 6-digit PIN code of the billing address.': 'बिलिंग पते का 6 अंकों का पिन कोड लिखें।',
    'The business address must be in the state of its GSTIN.':
      'व्यवसाय का पता उसी राज्य में होना चाहिए जिसका उसका GSTIN है।',
    'Enter your GSTIN.': 'अपना GSTIN नंबर लिखें।',
    'Enter a 15-character GSTIN such as 22AAACS1234A1Z5 (state code, PAN, entity number, Z, check character).':
      '15 अक्षरों का GSTIN लिखें, जैसे 22AAACS1234A1Z5 (राज्य कोड, PAN, इकाई संख्या, Z, जाँच अक्षर)।',
    'The GSTIN does not start with a valid state code.':
      'यह GSTIN किसी सही राज्य कोड से शुरू नहीं होता।',
    'This GSTIN is not valid: its last character does not match. Please check it for typing mistakes.':
      'यह GSTIN सही नहीं है: इसका आख़िरी अक्षर मेल नहीं खाता। कृपया टाइपिंग की गलती जाँचें।',
    'Enter the business name registered with this GSTIN.':
      'इस GSTIN के साथ रजिस्टर्ड व्यवसाय का नाम लिखें।',
    'The business name has at most 120 characters.':
      'व्यवसाय का नाम ज़्यादा से ज़्यादा 120 अक्षरों का हो सकता है।',
    // Contact form: the branch the message is about
    'Please choose one of our branches.': 'कृपया हमारी शाखाओं में से एक चुनें।',
    // Notification settings
    'WhatsApp messages are not available yet.': 'WhatsApp संदेश अभी उपलब्ध नहीं हैं।',
    // Offline and uploads
    'You are offline, and this was not saved on this phone. Please try again when you are back online.':
      'आप ऑफ़लाइन हैं, और यह जानकारी इस फ़ोन में सहेजी नहीं गई थी। इंटरनेट वापस आने पर फिर से कोशिश करें।',
    'The upload stopped because the connection dropped. Please check your connection and press Retry.':
      'इंटरनेट कनेक्शन टूटने से अपलोड रुक गया। कृपया अपना कनेक्शन जाँचें और फिर से अपलोड करें दबाएँ।',
    'Please upload a JPEG, PNG or WebP image.': 'कृपया JPEG, PNG या WebP फ़ोटो अपलोड करें।',
    'Please upload a JPEG, PNG or WebP image, or a PDF.':
      'कृपया JPEG, PNG या WebP फ़ोटो, या PDF अपलोड करें।',
    'This image could not be read. Please upload another picture.':
      'यह फ़ोटो पढ़ी नहीं जा सकी। कृपया कोई दूसरी फ़ोटो अपलोड करें।',
    'You are offline. This needs an internet connection: nothing was sent. Please try again when you are back online.':
      'आप ऑफ़लाइन हैं। इसके लिए इंटरनेट चाहिए: कुछ भी भेजा नहीं गया। इंटरनेट वापस आने पर फिर से कोशिश करें।',
    // Search
    'Please ensure that the drop-off date and time are scheduled after the pickup date and time. Thank you for your cooperation!':
      'कृपया ध्यान दें कि ड्रॉप की तारीख और समय, पिकअप की तारीख और समय के बाद का हो। सहयोग के लिए धन्यवाद!',
    'Please select a branch.': 'कृपया एक ब्रांच चुनें।',
    'Please select a pickup date from today up to 180 days ahead.':
      'कृपया आज से 180 दिन आगे तक की कोई पिकअप तारीख चुनें।',
    'Please select a drop date on or after the pickup date.':
      'कृपया पिकअप वाली तारीख या उसके बाद की ड्रॉप तारीख चुनें।',
    'Please select a time between 04:30 and 23:30, in half-hour steps.':
      'कृपया 04:30 से 23:30 के बीच, आधे-आधे घंटे वाला कोई समय चुनें।',
    'That pickup time has already passed today. Please select a later time.':
      'आज का यह पिकअप समय निकल चुका है। कृपया बाद का कोई समय चुनें।',
    'Branch not found.': 'ब्रांच नहीं मिली।',
    // Coupon codes at the checkout (decision 0049)
    'This coupon code does not exist.': 'यह कूपन कोड मौजूद नहीं है।',
    'Please enter the coupon code as text.': 'कृपया कूपन कोड अक्षरों में लिखें।',
    'Please enter a coupon code.': 'कृपया कूपन कोड डालें।',
    'This coupon is not available any more.': 'यह कूपन अब उपलब्ध नहीं है।',
    'This coupon is not valid at this branch.': 'यह कूपन इस ब्रांच पर मान्य नहीं है।',
    'This coupon is not valid for this car category.': 'यह कूपन इस श्रेणी की कार पर मान्य नहीं है।',
    'This coupon has been fully used.': 'इस कूपन के सारे उपयोग पूरे हो चुके हैं।',
    'You have already used this coupon as many times as it allows.':
      'आप यह कूपन जितनी बार इस्तेमाल कर सकते थे, कर चुके हैं।',
    'This coupon is only for your first booking.': 'यह कूपन सिर्फ़ आपकी पहली बुकिंग के लिए है।',
    // The referral for car rentals at the checkout (decision 0051)
    'A coupon cannot be used together with your referral offer. Please choose one.':
      'कूपन और आपका रेफ़रल ऑफ़र एक साथ इस्तेमाल नहीं हो सकते। कृपया इनमें से एक चुनें।',
    'You have no referral offer to use on this booking.':
      'इस बुकिंग पर इस्तेमाल करने के लिए आपके पास कोई रेफ़रल ऑफ़र नहीं है।',
    'Say whether to use your referral offer.':
      'बताएँ कि आप अपना रेफ़रल ऑफ़र इस्तेमाल करना चाहते हैं या नहीं।',
    'Too many coupon codes tried. Please try again in an hour.':
      'बहुत सारे कूपन कोड आज़माए गए। कृपया एक घंटे बाद फिर कोशिश करें।',
    'Please choose a car.': 'कृपया एक कार चुनें।',
    'This car is not available on our site any more.': 'यह कार अब हमारी साइट पर उपलब्ध नहीं है।',
    'Please choose the pickup date and time.': 'कृपया पिकअप की तारीख और समय चुनें।',
    'Please choose the drop date and time.': 'कृपया ड्रॉप की तारीख और समय चुनें।',
    // Sign-in and passwords
    'Password must have at least 6 characters, one uppercase letter and one number.':
      'पासवर्ड में कम से कम 6 अक्षर, एक बड़ा (कैपिटल) अक्षर और एक अंक होना चाहिए।',
    'Invalid e-mail or password.': 'ई-मेल या पासवर्ड गलत है।',
    'New password and confirm password do not match.': 'नया पासवर्ड और कन्फ़र्म पासवर्ड एक जैसे नहीं हैं।',
    'If an account exists for this e-mail, we have sent a link to reset the password.':
      'अगर इस ई-मेल से कोई खाता है, तो हमने पासवर्ड बदलने का लिंक भेज दिया है।',
    // Bookings
    // A rental over a practical lesson of the car (decision 0046)
    'This car has a driving lesson in that period (with the turnaround between rentals). Please choose another time or car.':
      'उस समय इस कार पर ड्राइविंग क्लास है (दो किराए के बीच के तैयारी समय समेत)। कृपया कोई और समय या कार चुनें।',
    'Sorry, this car was just booked by someone else for that period. Please choose another car.':
      'माफ़ कीजिए, इस समय के लिए यह कार अभी-अभी किसी और ने बुक कर ली है। कृपया कोई दूसरी कार चुनें।',
    'Your booking is already Cancelled.': 'आपकी बुकिंग पहले ही कैंसिल हो चुकी है।',
    'You can not cancel the Booking after the Pickup time.':
      'पिकअप का समय निकलने के बाद बुकिंग कैंसिल नहीं की जा सकती।',
    'This booking was not paid in time and no longer holds the car, so there is nothing to cancel.':
      'इस बुकिंग का भुगतान समय पर नहीं हुआ, इसलिए अब इसमें कार रुकी नहीं है; कैंसिल करने को कुछ नहीं बचा।',
    'Booking not found.': 'बुकिंग नहीं मिली।',
    'Your booking has been cancelled.': 'आपकी बुकिंग कैंसिल कर दी गई है।',
    'You cannot extend these Booking is cancelled by you.':
      'यह बुकिंग आपने कैंसिल कर दी है, इसलिए इसे बढ़ाया नहीं जा सकता।',
    'You cannot extend the Booking after the drop time.':
      'ड्रॉप का समय निकलने के बाद बुकिंग नहीं बढ़ाई जा सकती।',
    'Please complete the payment of this booking before extending it.':
      'बुकिंग बढ़ाने से पहले कृपया इसका भुगतान पूरा करें।',
    'An extension cannot be cancelled on its own. Cancel the booking it extends, or leave an unpaid extension to lapse.':
      'बढ़ाया गया समय अलग से कैंसिल नहीं होता। पूरी बुकिंग कैंसिल करें, या बिना भुगतान वाले बढ़े समय को अपने-आप खत्म होने दें।',
    'Your booking has been extended.': 'आपकी बुकिंग बढ़ा दी गई है।',
    'Please complete the payment of the extension to keep the car until the new drop time.':
      'नए ड्रॉप समय तक कार रखने के लिए कृपया बढ़े हुए समय का भुगतान पूरा करें।',
    'Sorry, this car is already booked after your drop time, so it cannot be extended that far. Please choose an earlier drop time.':
      'माफ़ कीजिए, आपके ड्रॉप समय के बाद यह कार पहले से बुक है, इसलिए इतना आगे नहीं बढ़ सकती। कृपया पहले का ड्रॉप समय चुनें।',
    // Contact and favourites
    'Thank you for contacting us. Our team will get back to you within one working day.':
      'संपर्क करने के लिए धन्यवाद। हमारी टीम एक कामकाजी दिन के अंदर आपसे बात करेगी।',
    'Please Login to Add on your Favourite List.': 'अपनी पसंदीदा सूची में जोड़ने के लिए कृपया लॉगिन करें।',
    // Payments
    'This booking is not awaiting payment.': 'इस बुकिंग का कोई भुगतान बाकी नहीं है।',
    'The time to pay for this booking has run out. Please book the car again.':
      'इस बुकिंग के भुगतान का समय खत्म हो गया है। कृपया कार फिर से बुक करें।',
    'Payment not found.': 'भुगतान नहीं मिला।',
    'Please Login to Make Payment.': 'भुगतान करने के लिए कृपया लॉगिन करें।',
    'Please enter the 12-digit UTR (UPI / IMPS transaction reference).':
      'कृपया 12 अंकों का UTR (UPI / IMPS ट्रांज़ैक्शन रेफ़रेंस) डालें।',
    'A payment reference was already submitted for this booking. We will confirm it shortly.':
      'इस बुकिंग का पेमेंट रेफ़रेंस पहले ही भेजा जा चुका है। हम जल्दी ही इसकी पुष्टि करेंगे।',
    'This UTR was already submitted for another payment.':
      'यह UTR किसी दूसरे भुगतान के लिए पहले ही भेजा जा चुका है।',
    // Contact form
    'Please enter your name.': 'कृपया अपना नाम लिखें।',
    'Please enter your e-mail address.': 'कृपया अपना ई-मेल पता लिखें।',
    'E-mail address is too long.': 'ई-मेल पता बहुत लंबा है।',
    'Please enter a valid e-mail address.': 'कृपया सही ई-मेल पता लिखें।',
    'Please enter your phone number.': 'कृपया अपना फ़ोन नंबर लिखें।',
    'Phone number is too long.': 'फ़ोन नंबर बहुत लंबा है।',
    'Please enter a valid phone number.': 'कृपया सही फ़ोन नंबर लिखें।',
    // Errors any page can show
    'Something went wrong, Please try again later.':
      'कुछ गड़बड़ हो गई, कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  },
  patterns: [
    [
      '^The (?:file|photo|image) is too large\\. The limit is (\\d+) MB\\.$',
      'फ़ाइल बहुत बड़ी है। सीमा $1 MB है।',
    ],
    [
      '^The minimum booking duration for a car is (\\d+) hours\\. Unfortunately, your requested booking is for only ([\\d.]+) hours\\. Please adjust the booking duration to meet the minimum requirement\\.$',
      'किसी भी कार की बुकिंग कम से कम $1 घंटे की होती है। आपकी बुकिंग सिर्फ़ $2 घंटे की है। कृपया बुकिंग का समय बढ़ाकर कम से कम $1 घंटे करें।',
    ],
    [
      '^During (.+) the minimum booking is (\\d+) hours\\. Please choose a later drop time\\.$',
      '$1 के दौरान बुकिंग कम से कम $2 घंटे की होती है। कृपया बाद का ड्रॉप समय चुनें।',
    ],
    [
      '^The minimum extension is (\\d+) hours\\. Unfortunately, your requested extension is for only ([\\d.]+) hours\\. Please choose a later drop time\\.$',
      'बुकिंग कम से कम $1 घंटे बढ़ाई जा सकती है। आपने सिर्फ़ $2 घंटे बढ़ाने को कहा है। कृपया बाद का कोई ड्रॉप समय चुनें।',
    ],
    [
      '^Please wait (\\d+) seconds before asking for a new OTP\\.$',
      'नया OTP मँगाने से पहले कृपया $1 सेकंड रुकें।',
    ],
    ['^The OTP is not correct\\. 1 try left\\.$', 'OTP सही नहीं है। 1 कोशिश बाकी है।'],
    ['^The OTP is not correct\\. (\\d+) tries left\\.$', 'OTP सही नहीं है। $1 कोशिशें बाकी हैं।'],
    // Coupon codes: the date is kept as the server wrote it (decision 0049).
    [
      '^This coupon can be used from (\\d{1,2} [A-Za-z]{3,4} \\d{4})\\.$',
      'यह कूपन $1 से इस्तेमाल किया जा सकता है।',
    ],
    ['^This coupon expired on (\\d{1,2} [A-Za-z]{3,4} \\d{4})\\.$', 'यह कूपन $1 को समाप्त हो गया।'],
    [
      '^This coupon is for trips of at least (\\d+) hours\\.$',
      'यह कूपन कम से कम $1 घंटे की यात्रा के लिए है।',
    ],
    [
      '^Searching available cars for Minimum of ([\\d.]+) Hours\\.$',
      'कम से कम $1 घंटे के लिए उपलब्ध कारें खोजी जा रही हैं।',
    ],
    // A charge after the trip disputed too late: the date is worded in Hindi (issue 36).
    ...disputeWindowPatterns,
  ],
};
