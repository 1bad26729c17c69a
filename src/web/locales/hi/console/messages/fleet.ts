/**
 * Hindi for the server's English messages the console's fleet pages show, keyed by the English
 * text (useMessage looks them up).
 */
export const fleetMessages: Record<string, string> = {
  // The car form (src/shared/console-fleet.ts).
  'Please choose the branch.': 'कृपया ब्रांच चुनें।',
  'Please choose the category.': 'कृपया कैटेगरी चुनें।',
  'Please choose the subcategory.': 'कृपया सब-कैटेगरी चुनें।',
  'Please enter the brand.': 'कृपया ब्रांड डालें।',
  'The brand can be at most 60 characters.': 'ब्रांड ज़्यादा से ज़्यादा 60 अक्षर का हो सकता है।',
  'Please enter the model.': 'कृपया मॉडल डालें।',
  'The model can be at most 60 characters.': 'मॉडल ज़्यादा से ज़्यादा 60 अक्षर का हो सकता है।',
  'Please enter the title.': 'कृपया कार का नाम (टाइटल) डालें।',
  'The title can be at most 120 characters.':
    'कार का नाम (टाइटल) ज़्यादा से ज़्यादा 120 अक्षर का हो सकता है।',
  'Please choose the fuel type.': 'कृपया ईंधन चुनें।',
  'Please choose the transmission.': 'कृपया गियर (ट्रांसमिशन) चुनें।',
  'The seats must be a number.': 'सीटें एक संख्या होनी चाहिए।',
  'The seats must be a whole number.': 'सीटें पूरी संख्या में होनी चाहिए।',
  'A car has at least 1 seat.': 'कार में कम से कम 1 सीट होती है।',
  'A car has at most 20 seats.': 'कार में ज़्यादा से ज़्यादा 20 सीटें हो सकती हैं।',
  'Please enter the registration number.': 'कृपया रजिस्ट्रेशन नंबर डालें।',
  'Please enter a registration number like CG 07 AB 1234.':
    'कृपया CG 07 AB 1234 जैसा रजिस्ट्रेशन नंबर डालें।',
  'Please enter the short description.': 'कृपया छोटा विवरण डालें।',
  'The short description can be at most 500 characters.':
    'छोटा विवरण ज़्यादा से ज़्यादा 500 अक्षर का हो सकता है।',
  'The security deposit must be a number.': 'सिक्योरिटी डिपॉज़िट एक संख्या होनी चाहिए।',
  'The security deposit must be whole paise.': 'सिक्योरिटी डिपॉज़िट पूरे पैसों में होना चाहिए।',
  'The security deposit cannot be negative.': 'सिक्योरिटी डिपॉज़िट माइनस में नहीं हो सकता।',
  'The security deposit is too large.': 'सिक्योरिटी डिपॉज़िट बहुत ज़्यादा है।',
  'The outstation security deposit must be a number.':
    'आउटस्टेशन सिक्योरिटी डिपॉज़िट एक संख्या होनी चाहिए।',
  'The outstation security deposit must be whole paise.':
    'आउटस्टेशन सिक्योरिटी डिपॉज़िट पूरे पैसों में होना चाहिए।',
  'The outstation security deposit cannot be negative.':
    'आउटस्टेशन सिक्योरिटी डिपॉज़िट माइनस में नहीं हो सकता।',
  'The outstation security deposit is too large.': 'आउटस्टेशन सिक्योरिटी डिपॉज़िट बहुत ज़्यादा है।',
  'Say whether the car is active (true) or retired (false).':
    'बताएँ कि कार चालू है (true) या रिटायर (false)।',

  // Rate packages.
  'Please enter the package name.': 'कृपया पैकेज का नाम डालें।',
  'The package name can be at most 60 characters.':
    'पैकेज का नाम ज़्यादा से ज़्यादा 60 अक्षर का हो सकता है।',
  'The rate per hour must be a number.': 'प्रति घंटा रेट एक संख्या होना चाहिए।',
  'The rate per hour must be whole paise.': 'प्रति घंटा रेट पूरे पैसों में होना चाहिए।',
  'The rate per hour cannot be negative.': 'प्रति घंटा रेट माइनस में नहीं हो सकता।',
  'The rate per hour is too large.': 'प्रति घंटा रेट बहुत ज़्यादा है।',
  'The rate per hour must be more than 0.': 'प्रति घंटा रेट 0 से ज़्यादा होना चाहिए।',
  'The actual rate per hour must be a number.': 'असली प्रति घंटा रेट एक संख्या होना चाहिए।',
  'The actual rate per hour must be whole paise.': 'असली प्रति घंटा रेट पूरे पैसों में होना चाहिए।',
  'The actual rate per hour cannot be negative.': 'असली प्रति घंटा रेट माइनस में नहीं हो सकता।',
  'The actual rate per hour is too large.': 'असली प्रति घंटा रेट बहुत ज़्यादा है।',
  'The actual rate cannot be below the rate per hour.': 'असली रेट, प्रति घंटा रेट से कम नहीं हो सकता।',
  'The km per hour must be a number.': 'प्रति घंटा KM एक संख्या होनी चाहिए।',
  'The km per hour must be a whole number.': 'प्रति घंटा KM पूरी संख्या में होनी चाहिए।',
  'The km per hour cannot be negative.': 'प्रति घंटा KM माइनस में नहीं हो सकते।',
  'The km per hour is too large.': 'प्रति घंटा KM बहुत ज़्यादा हैं।',
  'The extra km rate must be a number.': 'एक्स्ट्रा KM का रेट एक संख्या होना चाहिए।',
  'The extra km rate must be whole paise.': 'एक्स्ट्रा KM का रेट पूरे पैसों में होना चाहिए।',
  'The extra km rate cannot be negative.': 'एक्स्ट्रा KM का रेट माइनस में नहीं हो सकता।',
  'The extra km rate is too large.': 'एक्स्ट्रा KM का रेट बहुत ज़्यादा है।',
  'The extend rate per hour must be a number.': 'बढ़ाने पर प्रति घंटा रेट एक संख्या होना चाहिए।',
  'The extend rate per hour must be whole paise.': 'बढ़ाने पर प्रति घंटा रेट पूरे पैसों में होना चाहिए।',
  'The extend rate per hour cannot be negative.': 'बढ़ाने पर प्रति घंटा रेट माइनस में नहीं हो सकता।',
  'The extend rate per hour is too large.': 'बढ़ाने पर प्रति घंटा रेट बहुत ज़्यादा है।',

  // Refusals of the fleet routes (src/server/modules/fleet/).
  'This car has bookings, so it cannot be deleted. Retire it instead; its history stays.':
    'इस कार की बुकिंग हैं, इसलिए इसे डिलीट नहीं किया जा सकता। इसकी जगह इसे रिटायर करें; इसकी हिस्ट्री बनी रहेगी।',
  'Another car already has this registration number.': 'यह रजिस्ट्रेशन नंबर पहले से किसी दूसरी कार का है।',
  'Bookings were priced with this package, so it cannot be deleted. Change its rates instead; bookings keep what they were priced at.':
    'इस पैकेज के रेट पर बुकिंग हो चुकी हैं, इसलिए इसे डिलीट नहीं किया जा सकता। इसकी जगह इसके रेट बदलें; बुकिंग पर वही रेट रहेगा जिस पर वे हुई थीं।',
  'A car needs at least one rate package.': 'हर कार का कम से कम एक रेट पैकेज होना चाहिए।',
  'Car not found.': 'कार नहीं मिली।',
  'Rate package not found.': 'रेट पैकेज नहीं मिला।',
  'There is no such car.': 'ऐसी कोई कार नहीं है।',
  'There is no such branch.': 'ऐसी कोई ब्रांच नहीं है।',
  'There is no such category.': 'ऐसी कोई कैटेगरी नहीं है।',
  'This subcategory is no longer in use. Please choose another.':
    'यह सब-कैटेगरी अब चालू नहीं है। कृपया कोई दूसरी चुनें।',
  'One of the accessories does not exist.': 'चुनी गई एक्सेसरीज़ में से एक मौजूद नहीं है।',
  'One of the amenities does not exist.': 'चुनी गई सुविधाओं में से एक मौजूद नहीं है।',
  'One of the accessories is no longer in use. Please choose another.':
    'चुनी गई एक्सेसरीज़ में से एक अब चालू नहीं है। कृपया कोई दूसरी चुनें।',
  'One of the amenities is no longer in use. Please choose another.':
    'चुनी गई सुविधाओं में से एक अब चालू नहीं है। कृपया कोई दूसरी चुनें।',
  'You can only manage cars of your own branch.': 'आप सिर्फ़ अपनी ब्रांच की कारें संभाल सकते हैं।',

  // The car photo.
  'Please choose a photo to upload.': 'कृपया अपलोड करने के लिए फ़ोटो चुनें।',
  'Please upload a JPEG, PNG or WebP photo of the car.':
    'कृपया कार की JPEG, PNG या WebP फ़ोटो अपलोड करें।',
  'This photo could not be read. Please upload another.':
    'यह फ़ोटो पढ़ी नहीं जा सकी। कृपया कोई दूसरी फ़ोटो अपलोड करें।',
  'The photo is too small: it must be at least 400 pixels wide.':
    'फ़ोटो बहुत छोटी है: इसकी चौड़ाई कम से कम 400 पिक्सेल होनी चाहिए।',

  // Papers and service (src/shared/fleet-compliance.ts).
  'Please enter the registration expiry as a date that exists.':
    'कृपया रजिस्ट्रेशन ख़त्म होने की सही तारीख डालें।',
  'Please enter the insurance expiry as a date that exists.': 'कृपया बीमा ख़त्म होने की सही तारीख डालें।',
  'Please enter the PUC expiry as a date that exists.': 'कृपया PUC ख़त्म होने की सही तारीख डालें।',
  'Please enter the permit expiry as a date that exists.': 'कृपया परमिट ख़त्म होने की सही तारीख डालें।',
  'Please enter the last service date as a date that exists.': 'कृपया पिछली सर्विस की सही तारीख डालें।',
  'Please enter the next service date as a date that exists.': 'कृपया अगली सर्विस की सही तारीख डालें।',
  'Please enter the next service km as a whole number of km.':
    'कृपया अगली सर्विस के KM पूरी संख्या में डालें।',
  'The next service km cannot be negative.': 'अगली सर्विस के KM माइनस में नहीं हो सकते।',
  'The next service km is too large.': 'अगली सर्विस के KM बहुत ज़्यादा हैं।',
  'Please enter the odometer reading as a whole number of km.': 'कृपया मीटर रीडिंग पूरे KM में डालें।',
  'The odometer reading cannot be negative.': 'मीटर रीडिंग माइनस में नहीं हो सकती।',
  'The odometer reading is too large.': 'मीटर रीडिंग बहुत ज़्यादा है।',
  'The next service date must be after the last service.':
    'अगली सर्विस की तारीख पिछली सर्विस के बाद की होनी चाहिए।',

  // Maintenance blocks (src/shared/console-availability.ts, fleet/blocks.service.ts).
  'Please enter the start as a date and time.': 'कृपया शुरू होने की तारीख और समय डालें।',
  'Please enter the end as a date and time.': 'कृपया ख़त्म होने की तारीख और समय डालें।',
  'Please enter the reason.': 'कृपया कारण लिखें।',
  'Please enter the reason (at least 3 characters).': 'कृपया कारण लिखें (कम से कम 3 अक्षर)।',
  'The reason can be at most 200 characters.': 'कारण ज़्यादा से ज़्यादा 200 अक्षर का हो सकता है।',
  'The block must end after it starts.': 'ब्लॉक शुरू होने के बाद ही ख़त्म होना चाहिए।',
  'A block can be at most 180 days long. Retire the car instead.':
    'ब्लॉक ज़्यादा से ज़्यादा 180 दिन का हो सकता है। इसकी जगह कार को रिटायर करें।',
  'Block not found.': 'ब्लॉक नहीं मिला।',
};
