import type { Language } from '../../../shared/language.js';

/** The words of the review decision mails (course to its instructor, blog to its author). */
const en = {
  greeting: 'Hello {{name}},',
  courseLiveSubject: 'Your course "{{title}}" is Live',
  courseLive:
    'Good news: our team reviewed your course "{{title}}" and it is now Live. Learners can find it here:',
  courseRejectedSubject: 'Your course "{{title}}" was not approved',
  courseRejected: 'Our team reviewed your course "{{title}}" and could not publish it yet.',
  courseFix: 'Please edit the course and send it for review again:',
  blogLiveSubject: 'Your blog "{{title}}" is published',
  blogLive: 'Good news: our team reviewed your blog "{{title}}" and it is now published:',
  blogRejectedSubject: 'Your blog "{{title}}" was not published',
  blogRejected: 'Our team reviewed your blog "{{title}}" and could not publish it yet.',
  blogFix: 'Please edit it in My Blogs and send it for review again:',
  reason: 'Reason: {{reason}}',
  thanks: 'Thank you,',
};

export type ReviewMailText = typeof en;

const hi: ReviewMailText = {
  greeting: 'नमस्ते {{name}},',
  courseLiveSubject: 'आपका कोर्स "{{title}}" अब लाइव है',
  courseLive:
    'अच्छी खबर: हमारी टीम ने आपका कोर्स "{{title}}" देख लिया है और यह अब लाइव है। सीखने वाले इसे यहाँ पा सकते हैं:',
  courseRejectedSubject: 'आपका कोर्स "{{title}}" स्वीकृत नहीं हुआ',
  courseRejected: 'हमारी टीम ने आपका कोर्स "{{title}}" देखा, पर अभी इसे प्रकाशित नहीं कर सकी।',
  courseFix: 'कृपया कोर्स में बदलाव करके उसे फिर से समीक्षा के लिए भेजें:',
  blogLiveSubject: 'आपका ब्लॉग "{{title}}" प्रकाशित हो गया है',
  blogLive: 'अच्छी खबर: हमारी टीम ने आपका ब्लॉग "{{title}}" देख लिया है और यह अब प्रकाशित है:',
  blogRejectedSubject: 'आपका ब्लॉग "{{title}}" प्रकाशित नहीं हुआ',
  blogRejected: 'हमारी टीम ने आपका ब्लॉग "{{title}}" देखा, पर अभी इसे प्रकाशित नहीं कर सकी।',
  blogFix: 'कृपया मेरे ब्लॉग में इसे बदलकर फिर से समीक्षा के लिए भेजें:',
  reason: 'कारण: {{reason}}',
  thanks: 'धन्यवाद,',
};

export const REVIEW_MAIL_TEXT: Record<Language, ReviewMailText> = { en, hi };
