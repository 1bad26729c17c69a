/**
 * Hindi for the server's English messages the console's school pages show, keyed by the English
 * text (useMessage looks them up).
 */
export const schoolMessages: Record<string, string> = {
  // Reviewing courses and blogs (learning/course-review.service.ts, shared/learning-authoring.ts).
  'This course is not available.': 'यह कोर्स उपलब्ध नहीं है।',
  'This course is not available. It may have been reviewed already.':
    'यह कोर्स उपलब्ध नहीं है। हो सकता है इसका रिव्यू पहले ही हो चुका हो।',
  'This blog was not found. It may have been reviewed already.':
    'यह ब्लॉग नहीं मिला। हो सकता है इसका रिव्यू पहले ही हो चुका हो।',
  'The decision must be live or rejected.': 'फ़ैसला “लाइव” या “रिजेक्ट” में से एक होना चाहिए।',
  'Please give the reason for rejecting it.': 'कृपया रिजेक्ट करने का कारण लिखें।',
  'The course id must be a number.': 'कोर्स की ID एक संख्या होनी चाहिए।',
  'The course id must be a whole number.': 'कोर्स की ID पूरी संख्या होनी चाहिए।',
  'The course id is too large.': 'कोर्स की ID बहुत बड़ी है।',
  'The blog id must be a number.': 'ब्लॉग की ID एक संख्या होनी चाहिए।',
  'The blog id must be a whole number.': 'ब्लॉग की ID पूरी संख्या होनी चाहिए।',
  'The blog id is too large.': 'ब्लॉग की ID बहुत बड़ी है।',
};
