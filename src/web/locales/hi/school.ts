import type { school as en } from '../en/school';

/** स्कूल के दो भाषाओं वाले कोर्स, अभ्यास, प्रगति और प्रमाणपत्र। */
export const school: typeof en = {
  onlyIn: {
    en: 'यह पाठ सिर्फ़ अंग्रेज़ी में उपलब्ध है।',
    hi: 'यह पाठ सिर्फ़ हिंदी में उपलब्ध है।',
  },
  courseOnlyIn: {
    en: 'यह कोर्स सिर्फ़ अंग्रेज़ी में लिखा गया है।',
    hi: 'यह कोर्स सिर्फ़ हिंदी में लिखा गया है।',
  },
  questionOnlyIn: {
    en: 'यह सवाल सिर्फ़ अंग्रेज़ी में उपलब्ध है।',
    hi: 'यह सवाल सिर्फ़ हिंदी में उपलब्ध है।',
  },
  signAlt: 'सवाल {{n}} का सड़क चिह्न',
  video: 'पाठ का वीडियो',
  markDone: 'पाठ पूरा हुआ',
  markNotDone: 'अधूरा चिह्नित करें',
  doneBadge: 'पूरा',
  saving: 'सहेजा जा रहा है…',
  progressLabel: 'कोर्स की प्रगति',
  progress: '{{total}} में से {{done}} पाठ पूरे',
  resume: 'जहाँ छोड़ा था, वहीं से शुरू करें',
  start: 'कोर्स शुरू करें',
  finalTest: 'अंतिम टेस्ट: {{title}}',
  finalPassed: 'अंतिम टेस्ट पास हो गया।',
  finalPending: 'कोर्स पूरा करने के लिए यह मॉक टेस्ट पास कीजिए।',
  takeFinal: 'अंतिम टेस्ट दीजिए',
  getCertificate: 'मेरा प्रमाणपत्र लें',
  downloadCertificate: 'प्रमाणपत्र डाउनलोड करें (पीडीएफ़)',
  checkCertificate: 'सार्वजनिक जाँच पेज',
  certificateReady: 'कोर्स पूरा हुआ: आपके प्रमाणपत्र का कोड {{code}} है।',
  practise: 'मेरे ग़लत जवाबों का अभ्यास करें ({{count}})',
  practiceHeading: 'अभ्यास: आपके पिछले ग़लत जवाब',
  practiceNone: 'अभ्यास के लिए कोई ग़लत जवाब नहीं है। शाबाश!',
  trend: 'आपके पिछले अंक',
  trendLabel: '{{date}} को {{percent}}%',
  practiceTag: 'अभ्यास',
  passMark: 'पास होने के लिए: {{percent}}%',
  check: {
    title: 'प्रमाणपत्र की जाँच',
    heading: 'प्रमाणपत्र की जाँच',
    valid: 'यह प्रमाणपत्र असली है।',
    learner: 'सीखने वाले का नाम',
    course: 'कोर्स',
    date: 'पूरा होने की तारीख़',
    code: 'कोड',
    loading: 'प्रमाणपत्र जाँचा जा रहा है…',
    formLabel: 'प्रमाणपत्र का कोड',
    submit: 'जाँचें',
  },
  editor: {
    languagesNote:
      'अंग्रेज़ी, हिंदी या दोनों में लिखिए। सीखने वालों को उनकी भाषा में दिखेगा जहाँ आपने लिखा है, और बाक़ी दूसरी भाषा में, एक सूचना के साथ।',
    english: 'अंग्रेज़ी (English)',
    hindi: 'हिंदी',
    titleEn: 'कोर्स का शीर्षक (अंग्रेज़ी)',
    titleHi: 'कोर्स का शीर्षक (हिंदी)',
    summaryEn: 'सारांश (अंग्रेज़ी)',
    summaryHi: 'सारांश (हिंदी)',
    lessonTitleEn: 'पाठ {{n}} का शीर्षक (अंग्रेज़ी)',
    lessonTitleHi: 'पाठ {{n}} का शीर्षक (हिंदी)',
    lessonTextEn: 'पाठ {{n}} का पाठ्य (अंग्रेज़ी)',
    lessonTextHi: 'पाठ {{n}} का पाठ्य (हिंदी)',
    video: 'पाठ {{n}} के वीडियो का लिंक (यूट्यूब या https वीडियो फ़ाइल, वैकल्पिक)',
    questionEn: 'सवाल {{n}} (अंग्रेज़ी)',
    questionHi: 'सवाल {{n}} (हिंदी)',
    optionEn: 'सवाल {{n}}, विकल्प {{k}} (अंग्रेज़ी)',
    optionHi: 'सवाल {{n}}, विकल्प {{k}} (हिंदी)',
    explanationEn: 'सवाल {{n}}, यह जवाब सही क्यों है (अंग्रेज़ी)',
    explanationHi: 'सवाल {{n}}, यह जवाब सही क्यों है (हिंदी)',
  },
};

/** The Hindi of the school's new server messages (shown by useMessage). */
export const schoolMessages: Record<string, string> = {
  'You have no wrong answers to practise. Take a mock test first, or well done!':
    'अभ्यास के लिए कोई ग़लत जवाब नहीं है। पहले एक मॉक टेस्ट दीजिए, या फिर शाबाश!',
  'Mark every lesson done to complete the course.':
    'कोर्स पूरा करने के लिए हर पाठ को पूरा चिह्नित कीजिए।',
  "Pass the course's final mock test to complete the course.":
    'कोर्स पूरा करने के लिए उसका अंतिम मॉक टेस्ट पास कीजिए।',
  'Pass a mock test of this question bank to complete it.':
    'इसे पूरा करने के लिए इस प्रश्न बैंक का एक मॉक टेस्ट पास कीजिए।',
  'No certificate has this code. Please check the code as printed on the certificate.':
    'इस कोड का कोई प्रमाणपत्र नहीं है। कृपया प्रमाणपत्र पर छपा कोड दोबारा जाँचिए।',
  'A certificate code looks like ABCD-EFGH-JKMN. Please check the code.':
    'प्रमाणपत्र का कोड ABCD-EFGH-JKMN जैसा होता है। कृपया कोड जाँचिए।',
  'This course has no certificate for you yet. Complete it first.':
    'इस कोर्स का आपका प्रमाणपत्र अभी नहीं बना है। पहले कोर्स पूरा कीजिए।',
  'The video link must start with https://.': 'वीडियो का लिंक https:// से शुरू होना चाहिए।',
  'This link is not a YouTube video or a video file (.mp4, .webm, .ogg). Please paste the link of the video itself.':
    'यह लिंक न तो यूट्यूब वीडियो का है, न किसी वीडियो फ़ाइल (.mp4, .webm, .ogg) का। कृपया सीधे वीडियो का लिंक डालिए।',
  'Please enter the course title and summary, in English or Hindi.':
    'कृपया कोर्स का शीर्षक और सारांश अंग्रेज़ी या हिंदी में लिखिए।',
  'The title in Hindi needs at least 5 characters.': 'हिंदी शीर्षक में कम से कम 5 अक्षर होने चाहिए।',
  'Please describe the course in Hindi in a sentence or two.':
    'कृपया एक-दो वाक्यों में हिंदी में कोर्स के बारे में बताइए।',
  'Every lesson in English needs both a title and some text.':
    'अंग्रेज़ी में हर पाठ का शीर्षक और पाठ्य, दोनों चाहिए।',
  'Every lesson in Hindi needs both a title and some text.':
    'हिंदी में हर पाठ का शीर्षक और पाठ्य, दोनों चाहिए।',
  'Every lesson needs a title and some text, in English or Hindi.':
    'हर पाठ का शीर्षक और पाठ्य अंग्रेज़ी या हिंदी में होना चाहिए।',
  'Every question in Hindi needs its text.': 'हिंदी में हर सवाल का पाठ्य चाहिए।',
  'Every question needs its text, in English or Hindi.': 'हर सवाल अंग्रेज़ी या हिंदी में लिखा होना चाहिए।',
  'A question has the same options in English and Hindi.':
    'किसी सवाल के अंग्रेज़ी और हिंदी में विकल्प उतने ही होने चाहिए।',
};
