/**
 * Hindi for the server's English messages the console's bookings pages show, keyed by the English
 * text (useMessage looks them up).
 */
export const bookingsMessages: Record<string, string> = {
  // The bookings list (console-bookings/booking-search.queries.ts, shared/console-bookings.ts).
  'Dates must be days that exist, written like 2026-12-31.':
    'तारीख असली होनी चाहिए, इस तरह लिखी हुई: 2026-12-31।',
  'Unknown booking status.': 'बुकिंग की ऐसी कोई स्थिति नहीं होती।',
  'The photo id must be a number.': 'फ़ोटो की ID एक नंबर होनी चाहिए।',
  // The counter: customer look-up, new account, booking (console-bookings/counter*.ts,
  // bookings/counter-booking.service.ts, shared/counter-booking.ts, shared/auth.ts).
  'Please enter the customer’s e-mail or mobile number.': 'कृपया ग्राहक का ई-मेल या मोबाइल नंबर डालें।',
  'Please enter your mobile number.': 'कृपया मोबाइल नंबर डालें।',
  'Please find or add the customer first.': 'कृपया पहले ग्राहक खोजें या नया ग्राहक जोड़ें।',
  'Please choose the customer.': 'कृपया ग्राहक चुनें।',
  'Please choose the rate package.': 'कृपया रेट पैकेज चुनें।',
  'Please choose the pickup and drop option.': 'कृपया पिकअप और ड्रॉप का विकल्प चुनें।',
  'Please choose local or outstation.': 'कृपया लोकल या आउटस्टेशन चुनें।',
  'Please choose cash, card or UPI.': 'कृपया नकद, कार्ड या UPI में से एक चुनें।',
  'The reference can be at most 60 characters.': 'रेफ़रेंस ज़्यादा से ज़्यादा 60 अक्षर का हो सकता है।',
  'Please enter the reference of the card or UPI payment (from the terminal slip or the UPI app).':
    'कृपया कार्ड या UPI पेमेंट का रेफ़रेंस डालें (कार्ड मशीन की स्लिप या UPI ऐप से)।',
  'This car is not offered any more.': 'यह कार अब किराये पर नहीं दी जाती।',
  'Please choose a rate package of this car.': 'कृपया इसी कार का कोई रेट पैकेज चुनें।',
  "Please choose a pickup and drop option of the car's branch.":
    'कृपया कार वाली ब्रांच का ही पिकअप और ड्रॉप विकल्प चुनें।',
  'The period is too long to price. Please choose an earlier drop.':
    'अवधि इतनी लंबी है कि उसकी कीमत नहीं निकल सकती। कृपया पहले का ड्रॉप चुनें।',
  // Cancelling for the customer (console-bookings/cancel-on-behalf.service.ts, shared/console-bookings.ts).
  'Please write why the booking is cancelled (3 to 300 characters).':
    'कृपया लिखें कि बुकिंग क्यों कैंसिल हो रही है (3 से 300 अक्षर)।',
  'Please write why the deduction is waived (3 to 300 characters).':
    'कृपया लिखें कि कटौती क्यों माफ़ की जा रही है (3 से 300 अक्षर)।',
  // Collecting the balance (payments/balance*.service.ts, shared/balance-collection.ts).
  'Nothing is owed on this booking.': 'इस बुकिंग पर कुछ बाकी नहीं है।',
  'Choose cash, UPI or card.': 'नकद, UPI या कार्ड में से एक चुनें।',
  'Enter the amount collected.': 'ली गई रकम डालें।',
  'Enter the amount in whole paise.': 'रकम पूरे पैसे में डालें।',
  'The amount collected must be more than zero.': 'ली गई रकम शून्य से ज़्यादा होनी चाहिए।',
  'The reference is too long.': 'रेफ़रेंस बहुत लंबा है।',
  'Enter the UPI transaction reference (UTR) you received.':
    'आपको मिला UPI ट्रांज़ैक्शन रेफ़रेंस (UTR नंबर) डालें।',
  // Settling the deposit (payments/deposit-settlement.service.ts, shared/deposit-settlement.ts).
  'Please write why part of the deposit is kept (3 to 300 characters).':
    'कृपया लिखें कि डिपॉज़िट का कुछ हिस्सा क्यों रखा जा रहा है (3 से 300 अक्षर)।',
  'No deposit is waiting to be returned on this booking.':
    'इस बुकिंग पर लौटाने के लिए कोई डिपॉज़िट बाकी नहीं है।',
  'Enter the amount of the deposit to return.': 'डिपॉज़िट की लौटाने वाली रकम डालें।',
  'The amount to return cannot be negative.': 'लौटाने की रकम माइनस में नहीं हो सकती।',
  'Further claim must be true or false.': 'बताएँ कि यह एक और क्लेम है या नहीं।',
  // The counter's new account: the sign-up's own rules (shared/auth.ts), said of the customer.
  'Please enter a valid mobile number.': 'कृपया सही मोबाइल नंबर डालें।',
};
