import { REVIEW_MESSAGES as R } from '../../../shared/reviews';
import {
  DISPUTE_NOT_YOURS_MESSAGE,
  DISPUTE_REASON_MESSAGE,
  DISPUTE_TWICE_MESSAGE,
} from '../../../shared/trip-charge-disputes';
import { EVIDENCE_TOO_LARGE_MESSAGE } from '../../../shared/trip-charges';
import type { AccountCatalogue } from '../en-account';

export const accountMessages: AccountCatalogue['accountMessages'] = {
  // Checkout
  'Oops! Please select a Car and Packages to Proceed.': 'ओह! आगे बढ़ने के लिए कृपया एक कार और पैकेज चुनें।',
  'Oops! Please Select Pickup Date.': 'ओह! कृपया पिकअप की तारीख चुनें।',
  'Oops! Please Select Return Date.': 'ओह! कृपया वापसी की तारीख चुनें।',
  'Oops! Please Select Pickup Time.': 'ओह! कृपया पिकअप का समय चुनें।',
  'Oops! Please Select Return Time.': 'ओह! कृपया वापसी का समय चुनें।',
  'Oops! Please select Local or Outstation.': 'ओह! कृपया लोकल या आउटस्टेशन चुनें।',
  'Oops! Please select a pickup and drop option.': 'ओह! कृपया पिकअप और ड्रॉप का एक विकल्प चुनें।',
  'Oops! Please accept the Terms and Conditions.': 'ओह! कृपया नियम और शर्तें स्वीकार करें।',
  'Your car has been booked successfully.': 'आपकी कार सफलतापूर्वक बुक हो गई है।',
  'Please upload your documents and complete the payment to confirm your booking.':
    'अपनी बुकिंग पक्की करने के लिए कृपया अपने दस्तावेज़ अपलोड करें और भुगतान पूरा करें।',
  // How a payment was made, as My Transaction lists it (Razorpay keeps its name)
  'Test gateway': 'टेस्ट गेटवे',
  'UPI / bank transfer': 'UPI / बैंक ट्रांसफ़र',
  'Cash at the counter': 'काउंटर पर नकद',
  'Card at the counter': 'काउंटर पर कार्ड',
  'UPI at the counter': 'काउंटर पर UPI',
  // The handover sheet of a booking not handed over yet
  'This booking has not been handed over yet.': 'इस बुकिंग की कार अभी सौंपी नहीं गई है।',
  // Account forms
  'Please give an e-mail or a mobile number.': 'कृपया ई-मेल या मोबाइल नंबर दें।',
  'Please choose Male or Female.': 'कृपया पुरुष या महिला चुनें।',
  'Address must be at most 300 characters.': 'पता ज़्यादा से ज़्यादा 300 अक्षरों का हो सकता है।',
  'Please enter your current password.': 'कृपया अपना मौजूदा पासवर्ड डालें।',
  'Please enter a valid mobile number.': 'कृपया सही मोबाइल नंबर डालें।',
  'Please enter a password.': 'कृपया पासवर्ड डालें।',
  'Please confirm the new password.': 'कृपया नए पासवर्ड की पुष्टि करें।',
  'Please choose English or Hindi.': 'कृपया English या हिन्दी चुनें।',
  // The server's answers to the sign-in, OTP, link and account forms
  'We have sent an OTP to your mobile number.': 'हमने आपके मोबाइल नंबर पर OTP भेज दिया है।',
  'This OTP has expired. Please ask for a new one.':
    'इस OTP का समय खत्म हो गया है। कृपया नया OTP मँगाएँ।',
  'Too many wrong tries. Please ask for a new OTP.': 'बहुत बार गलत कोशिश हुई। कृपया नया OTP मँगाएँ।',
  'Please enter your name and e-mail to create your account.':
    'खाता बनाने के लिए कृपया अपना नाम और ई-मेल डालें।',
  'This e-mail is already registered with another account.':
    'यह ई-मेल किसी दूसरे खाते के साथ पहले से रजिस्टर है।',
  'This mobile number is already registered with another account.':
    'यह मोबाइल नंबर किसी दूसरे खाते के साथ पहले से रजिस्टर है।',
  'Password Created.': 'पासवर्ड बन गया।',
  'This link has already been used.': 'यह लिंक पहले ही इस्तेमाल हो चुका है।',
  'This link has expired. Please ask for a new one.':
    'इस लिंक का समय खत्म हो गया है। कृपया नया लिंक मँगाएँ।',
  'This link is not valid.': 'यह लिंक सही नहीं है।',
  'Your password has been changed. Please login with the new password.':
    'आपका पासवर्ड बदल दिया गया है। कृपया नए पासवर्ड से लॉगिन करें।',
  'Your profile has been updated successfully.': 'आपकी प्रोफ़ाइल सफलतापूर्वक अपडेट हो गई है।',
  'Your password has been changed successfully.': 'आपका पासवर्ड सफलतापूर्वक बदल दिया गया है।',
  'Your current password is not correct.': 'आपका मौजूदा पासवर्ड सही नहीं है।',
  // Refund destination (shared/refund-destination.ts)
  'Enter the IFSC of your bank branch: 11 characters, such as SBIN0001234 (4 letters, a zero, 6 letters or digits).':
    'अपनी बैंक शाखा का IFSC डालें: 11 अक्षर, जैसे SBIN0001234 (4 अक्षर, एक शून्य, फिर 6 अक्षर या अंक)।',
  'Enter a UPI ID such as name@okbank.': 'UPI ID डालें, जैसे name@okbank।',
  'Enter the bank account number: 9 to 18 digits.': 'बैंक खाता संख्या डालें: 9 से 18 अंक।',
  'Enter the account holder’s name (2 to 100 characters).': 'खाताधारक का नाम डालें (2 से 100 अक्षर)।',
  'Choose UPI or bank account.': 'UPI या बैंक खाता चुनें।',
  'This refund was already paid or is being paid back to your original payment.':
    'यह रिफ़ंड भेजा जा चुका है या आपके मूल भुगतान में वापस भेजा जा रहा है।',
  // Reviews from renters (decision 0049)
  [R.notYourTrip]: 'आप सिर्फ़ उसी कार की समीक्षा कर सकते हैं जो आपने चलाई हो, यात्रा पूरी होने के बाद।',
  [R.alreadyReviewed]: 'आप इस यात्रा की समीक्षा पहले ही कर चुके हैं।',
  [R.carRating]: 'कृपया कार को 1 से 5 स्टार दें।',
  [R.branchRating]: 'कृपया ब्रांच को 1 से 5 स्टार दें।',
  [R.commentTooLong]: 'टिप्पणी ज़्यादा से ज़्यादा 1000 अक्षरों की हो सकती है।',
  [R.bookingId]: 'कृपया समीक्षा के लिए यात्रा चुनें।',
  // Disputing a charge after the trip (shared/trip-charge-disputes.ts, issue 36 item 4); the
  // closed window's sentence has a date: messages.ts patterns.
  [DISPUTE_REASON_MESSAGE]: 'कृपया बताएँ कि आप इस चार्ज से असहमत क्यों हैं (10 से 1,000 अक्षर)।',
  [DISPUTE_TWICE_MESSAGE]: 'इस चार्ज पर पहले ही आपत्ति की जा चुकी है।',
  [DISPUTE_NOT_YOURS_MESSAGE]: 'सिर्फ़ आप पर लगाए गए चार्ज पर ही आपत्ति की जा सकती है।',
  [EVIDENCE_TOO_LARGE_MESSAGE]: 'फ़ाइल बहुत बड़ी है: ज़्यादा से ज़्यादा 5 MB।',
  'Charge not found.': 'चार्ज नहीं मिला।',
};
