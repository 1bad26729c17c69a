/**
 * Hindi for the server's English messages the console's settings pages show, keyed by the English
 * text (useMessage looks them up).
 */
export const settingsMessages: Record<string, string> = {
  // Branch details (src/shared/console-settings.ts, branches/).
  'Please enter a valid phone number.': 'कृपया सही फ़ोन नंबर डालें।',
  'The map link must be a web address starting with https://.':
    'मैप लिंक https:// से शुरू होने वाला वेब पता होना चाहिए।',
  'The address must be text.': 'पता टेक्स्ट में होना चाहिए।',
  'The address can be at most 300 characters.': 'पता ज़्यादा से ज़्यादा 300 अक्षर का हो सकता है।',
  'The phone must be text.': 'फ़ोन नंबर टेक्स्ट में होना चाहिए।',
  'The phone can be at most 30 characters.': 'फ़ोन नंबर ज़्यादा से ज़्यादा 30 अक्षर का हो सकता है।',
  'The map link must be text.': 'मैप लिंक टेक्स्ट में होना चाहिए।',
  'The map link can be at most 500 characters.': 'मैप लिंक ज़्यादा से ज़्यादा 500 अक्षर का हो सकता है।',
  'The opening hours must be text.': 'खुलने का समय टेक्स्ट में होना चाहिए।',
  'The opening hours can be at most 120 characters.':
    'खुलने का समय ज़्यादा से ज़्यादा 120 अक्षर का हो सकता है।',
  'Branch not found.': 'ब्रांच नहीं मिली।',

  // Branch rules (src/shared/branch-rules.ts).
  'Please enter the grace period as a whole number.': 'ग्रेस टाइम पूरी संख्या में डालें।',
  'The grace period cannot be negative.': 'ग्रेस टाइम माइनस में नहीं हो सकता।',
  'The grace period cannot be more than 1440.': 'ग्रेस टाइम 1440 से ज़्यादा नहीं हो सकता।',
  'Please enter the late rate per hour as a whole number of paise.':
    'देरी का रेट प्रति घंटा पूरे पैसों में डालें।',
  'The late rate per hour cannot be negative.': 'देरी का रेट प्रति घंटा माइनस में नहीं हो सकता।',
  'The late rate per hour cannot be more than ₹1,00,000.':
    'देरी का रेट प्रति घंटा ₹1,00,000 से ज़्यादा नहीं हो सकता।',
  'Please enter the fuel price per eighth as a whole number of paise.':
    'टंकी के आठवें हिस्से का ईंधन रेट पूरे पैसों में डालें।',
  'The fuel price per eighth cannot be negative.': 'टंकी के आठवें हिस्से का ईंधन रेट माइनस में नहीं हो सकता।',
  'The fuel price per eighth cannot be more than ₹1,00,000.':
    'टंकी के आठवें हिस्से का ईंधन रेट ₹1,00,000 से ज़्यादा नहीं हो सकता।',
  'Please enter the minimum driver age as a whole number.': 'ड्राइवर की कम से कम उम्र पूरी संख्या में डालें।',
  'The minimum driver age cannot be below 18.': 'ड्राइवर की कम से कम उम्र 18 से कम नहीं हो सकती।',
  'The minimum driver age cannot be more than 99.': 'ड्राइवर की कम से कम उम्र 99 से ज़्यादा नहीं हो सकती।',
  'Please enter the turnaround time as a whole number.': 'दो किरायों के बीच का समय पूरी संख्या में डालें।',
  'The turnaround time cannot be negative.': 'दो किरायों के बीच का समय माइनस में नहीं हो सकता।',
  'The turnaround time cannot be more than 1440.':
    'दो किरायों के बीच का समय 1440 से ज़्यादा नहीं हो सकता।',
  'Please enter the deposit hold as a whole number.': 'डिपॉज़िट रोकने के दिन पूरी संख्या में डालें।',
  'The deposit hold cannot be negative.': 'डिपॉज़िट रोकने के दिन माइनस में नहीं हो सकते।',
  'The deposit hold cannot be more than 60.': 'डिपॉज़िट रोकने के दिन 60 से ज़्यादा नहीं हो सकते।',
  // Handling fees and the notice period of charges after the trip (issue 36).
  'Please enter the toll handling fee as a whole number of paise.':
    'टोल की हैंडलिंग फ़ीस सही रकम में डालें (पैसे तक)।',
  'The toll handling fee cannot be negative.': 'टोल की हैंडलिंग फ़ीस माइनस में नहीं हो सकती।',
  'The toll handling fee cannot be more than ₹5,000.':
    'टोल की हैंडलिंग फ़ीस ₹5,000 से ज़्यादा नहीं हो सकती।',
  'Please enter the challan handling fee as a whole number of paise.':
    'चालान की हैंडलिंग फ़ीस सही रकम में डालें (पैसे तक)।',
  'The challan handling fee cannot be negative.': 'चालान की हैंडलिंग फ़ीस माइनस में नहीं हो सकती।',
  'The challan handling fee cannot be more than ₹5,000.':
    'चालान की हैंडलिंग फ़ीस ₹5,000 से ज़्यादा नहीं हो सकती।',
  'Please enter the damage handling fee as a whole number of paise.':
    'नुकसान की हैंडलिंग फ़ीस सही रकम में डालें (पैसे तक)।',
  'The damage handling fee cannot be negative.': 'नुकसान की हैंडलिंग फ़ीस माइनस में नहीं हो सकती।',
  'The damage handling fee cannot be more than ₹5,000.':
    'नुकसान की हैंडलिंग फ़ीस ₹5,000 से ज़्यादा नहीं हो सकती।',
  'Please enter the notice period as a whole number.': 'मोहलत के दिन पूरी संख्या में डालें।',
  'The notice period cannot be negative.': 'मोहलत के दिन माइनस में नहीं हो सकते।',
  'The notice period cannot be more than 30.': 'मोहलत के दिन 30 से ज़्यादा नहीं हो सकते।',
  // The dispute window of charges after the trip (issue 36 item 4).
  'Please enter the dispute window as a whole number.': 'आपत्ति के दिन पूरी संख्या में डालें।',
  'The dispute window cannot be below 1.': 'आपत्ति के दिन 1 से कम नहीं हो सकते।',
  'The dispute window cannot be more than 30.': 'आपत्ति के दिन 30 से ज़्यादा नहीं हो सकते।',

  // Pickup/drop options.
  'Please enter the option name.': 'कृपया विकल्प का नाम डालें।',
  'The option name can be at most 80 characters.':
    'विकल्प का नाम ज़्यादा से ज़्यादा 80 अक्षर का हो सकता है।',
  'The charge must be a number.': 'चार्ज एक संख्या होना चाहिए।',
  'The charge must be whole paise.': 'चार्ज पूरे पैसों में होना चाहिए।',
  'The charge cannot be negative.': 'चार्ज माइनस में नहीं हो सकता।',
  'The charge is too large.': 'चार्ज बहुत ज़्यादा है।',
  'Pickup/drop option not found.': 'पिकअप/ड्रॉप का विकल्प नहीं मिला।',

  // Categories, subcategories, accessories, amenities.
  'Please enter the name.': 'कृपया नाम डालें।',
  'The name can be at most 60 characters.': 'नाम ज़्यादा से ज़्यादा 60 अक्षर का हो सकता है।',
  'Say whether it is in use (true) or not (false).': 'बताएँ कि यह चालू है (true) या नहीं (false)।',
  'Another one already has this name.': 'यह नाम पहले से किसी और का है।',
  'This category is not in use; bring it back first.':
    'यह कैटेगरी अभी चालू नहीं है; पहले इसे फिर से चालू करें।',
  'Category not found.': 'कैटेगरी नहीं मिली।',
  'Subcategory not found.': 'सब-कैटेगरी नहीं मिली।',
  'Accessory not found.': 'एक्सेसरी नहीं मिली।',
  'Amenity not found.': 'सुविधा नहीं मिली।',

  // The cancellation schedule.
  'The "from" hours must be a number of hours.': '“से” वाले घंटे एक संख्या होने चाहिए।',
  'The "from" hours must be whole hours.': '“से” वाले घंटे पूरे घंटों में होने चाहिए।',
  'The "from" hours cannot be negative.': '“से” वाले घंटे माइनस में नहीं हो सकते।',
  'The "from" hours can be at most 8760 hours.': '“से” वाले घंटे ज़्यादा से ज़्यादा 8760 हो सकते हैं।',
  'The "up to" hours must be a number of hours.': '“तक” वाले घंटे एक संख्या होने चाहिए।',
  'The "up to" hours must be whole hours.': '“तक” वाले घंटे पूरे घंटों में होने चाहिए।',
  'The "up to" hours cannot be negative.': '“तक” वाले घंटे माइनस में नहीं हो सकते।',
  'The "up to" hours can be at most 8760 hours.': '“तक” वाले घंटे ज़्यादा से ज़्यादा 8760 हो सकते हैं।',
  'The deduction must be a number.': 'कटौती एक संख्या होनी चाहिए।',
  'The deduction must be a whole percent.': 'कटौती पूरे प्रतिशत में होनी चाहिए।',
  'The deduction must be between 0 and 100 percent.': 'कटौती 0 से 100 प्रतिशत के बीच होनी चाहिए।',
  'The schedule needs at least one band.': 'कटौती में कम से कम एक स्लैब होना चाहिए।',
  'The first band must start at 0 hours.': 'पहला स्लैब 0 घंटे से शुरू होना चाहिए।',
  'The last band must have no end ("and more").':
    'आख़िरी स्लैब का कोई अंत नहीं होना चाहिए (“और उससे ज़्यादा”)।',
  'Only the last band can be open-ended ("and more").':
    'सिर्फ़ आख़िरी स्लैब ही खुला रह सकता है (“और उससे ज़्यादा”)।',
  'At most 20 bands.': 'ज़्यादा से ज़्यादा 20 स्लैब।',
};
