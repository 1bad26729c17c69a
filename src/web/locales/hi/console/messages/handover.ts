/**
 * Hindi for the server's English messages the console's handover forms show, keyed by the
 * English text (useMessage looks them up).
 */
export const handoverMessages: Record<string, string> = {
  // Pickup and return (handover/handover.service.ts, shared/console-bookings.ts).
  'Hand over the booking itself; its extensions follow it.':
    'मूल बुकिंग पर ही कार दें; उसके एक्सटेंशन अपने-आप उसके साथ चलते हैं।',
  'This car has already been handed over.': 'यह कार पहले ही ग्राहक को दी जा चुकी है।',
  'Only a confirmed (paid) booking can be handed over.':
    'सिर्फ़ कन्फ़र्म (पेमेंट हो चुकी) बुकिंग पर ही कार दी जा सकती है।',
  'This customer’s account is blocked.': 'इस ग्राहक का खाता ब्लॉक है।',
  'Record the pickup before the return.': 'वापसी से पहले पिकअप दर्ज करें।',
  'This car has already been returned.': 'यह कार पहले ही वापस आ चुकी है।',
  'The return odometer reading cannot be below the pickup reading.':
    'वापसी पर ओडोमीटर की रीडिंग पिकअप की रीडिंग से कम नहीं हो सकती।',
  'Enter the odometer reading in km.': 'ओडोमीटर की रीडिंग किमी में डालें।',
  'Enter the odometer reading in whole km.': 'ओडोमीटर की रीडिंग पूरे किमी में डालें।',
  'That odometer reading is too large.': 'ओडोमीटर की यह रीडिंग बहुत ज़्यादा है।',
  'Choose the fuel level.': 'ईंधन कितना है, चुनें।',
  'Notes must be at most 1000 characters.': 'टिप्पणी ज़्यादा से ज़्यादा 1000 अक्षर की हो सकती है।',
  'Enter the damage charge in paise.': 'नुकसान का चार्ज पैसे में डालें।',
  'Enter the damage charge in whole paise.': 'नुकसान का चार्ज पूरे पैसे में डालें।',
  'The damage charge cannot be negative.': 'नुकसान का चार्ज माइनस में नहीं हो सकता।',
  'That damage charge is too large.': 'नुकसान का यह चार्ज बहुत ज़्यादा है।',
  // The checklist and the early-handover reason (shared/handover-sheet.ts).
  'Say whether the spare tyre is in the car.': 'बताएँ कि स्टेपनी कार में है या नहीं।',
  'Say whether the jack is in the car.': 'बताएँ कि जैक कार में है या नहीं।',
  'Say whether the car documents are in the car.': 'बताएँ कि कार के कागज़ कार में हैं या नहीं।',
  'Please list the accessories.': 'कृपया कार में रखा सामान लिखें।',
  'The accessories can be at most 300 characters.':
    'सामान की सूची ज़्यादा से ज़्यादा 300 अक्षर की हो सकती है।',
  'The reason can be at most 300 characters.': 'कारण ज़्यादा से ज़्यादा 300 अक्षर का हो सकता है।',
  // Damage marks (shared/handover-sheet.ts, handover/handover-marks.service.ts).
  'Place the damage mark on the car outline (across).':
    'नुकसान का निशान कार के चित्र पर लगाएँ (चौड़ाई में)।',
  'Place the damage mark on the car outline (along).':
    'नुकसान का निशान कार के चित्र पर लगाएँ (लंबाई में)।',
  'A damage mark must be on the car outline.': 'नुकसान का निशान कार के चित्र पर ही होना चाहिए।',
  'Say what the damage is.': 'बताएँ कि नुकसान क्या है।',
  'A damage note can be at most 200 characters.':
    'नुकसान की टिप्पणी ज़्यादा से ज़्यादा 200 अक्षर की हो सकती है।',
  'Choose one of the handover photos.': 'हैंडओवर की फ़ोटो में से कोई एक चुनें।',
  'The damage marks must be a list.': 'नुकसान के निशान एक सूची में होने चाहिए।',
  'At most 30 damage marks per handover.': 'एक हैंडओवर में ज़्यादा से ज़्यादा 30 नुकसान के निशान।',
  "A damage mark's photo must be one of this handover's photos.":
    'नुकसान के निशान की फ़ोटो इसी हैंडओवर की फ़ोटो में से होनी चाहिए।',
  // Photos and the signature (console-bookings.routes.ts, handover/handover-*.service.ts).
  'At most 12 photos per handover.': 'एक हैंडओवर में ज़्यादा से ज़्यादा 12 फ़ोटो।',
  'Photo not found.': 'फ़ोटो नहीं मिली।',
  'The stage must be pickup or return.': 'चरण पिकअप या वापसी ही हो सकता है।',
  'The signature must be a PNG image drawn on the signature pad.':
    'हस्ताक्षर, हस्ताक्षर पैड पर बनी PNG फ़ोटो होनी चाहिए।',
  'The signature image can be at most 200 KB.':
    'हस्ताक्षर की फ़ोटो ज़्यादा से ज़्यादा 200 KB की हो सकती है।',
};
