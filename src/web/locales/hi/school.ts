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
  practiceScored: 'अभ्यास राउंड: {{total}} में से {{correct}} सही ({{percent}}%)',
  practiceNote: 'अभ्यास राउंड सीखने के लिए है: पास होने और सबसे अच्छे स्कोर में सिर्फ़ मॉक टेस्ट गिना जाता है।',
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
  // The course editor's own checks (shared/learning-authoring.ts), for an instructor writing in Hindi.
  'The title needs at least 5 characters.': 'शीर्षक में कम से कम 5 अक्षर होने चाहिए।',
  'Please describe the course in a sentence or two.':
    'कृपया एक-दो वाक्यों में बताइए कि कोर्स में क्या सिखाया जाएगा।',
  'The title is at most 120 characters.': 'शीर्षक 120 अक्षरों से लंबा नहीं हो सकता।',
  'The summary is at most 400 characters.': 'सारांश 400 अक्षरों से लंबा नहीं हो सकता।',
  'Please enter the INR price (0 for free).':
    'कृपया भारत की कीमत (₹) लिखिए; मुफ़्त कोर्स के लिए 0 लिखिए।',
  'Please enter the USD price (0 for free).':
    'कृपया दूसरे देशों की कीमत (US$) लिखिए; मुफ़्त कोर्स के लिए 0 लिखिए।',
  'The INR price cannot be negative.': 'भारत की कीमत (₹) शून्य से कम नहीं हो सकती।',
  'The USD price cannot be negative.': 'दूसरे देशों की कीमत (US$) शून्य से कम नहीं हो सकती।',
  'The INR price is too high.': 'भारत की कीमत (₹) बहुत ज़्यादा है।',
  'The USD price is too high.': 'दूसरे देशों की कीमत (US$) बहुत ज़्यादा है।',
  'The INR price has at most two decimals.':
    'भारत की कीमत (₹) में दशमलव के बाद ज़्यादा से ज़्यादा दो अंक हो सकते हैं।',
  'The USD price has at most two decimals.':
    'दूसरे देशों की कीमत (US$) में दशमलव के बाद ज़्यादा से ज़्यादा दो अंक हो सकते हैं।',
  'A campaign is at most 90% off.': 'अभियान की छूट 90% से ज़्यादा नहीं हो सकती।',
  'A free course is free everywhere: set both prices to 0, or neither.':
    'मुफ़्त कोर्स हर जगह मुफ़्त होता है: दोनों कीमतें 0 रखिए, या कोई भी नहीं।',
  'Please upload the cover image again.': 'कृपया कवर की तस्वीर फिर से अपलोड कीजिए।',
  'A course needs at least one lesson.': 'कोर्स में कम से कम एक पाठ होना चाहिए।',
  'Every lesson needs a title.': 'हर पाठ का शीर्षक होना चाहिए (कम से कम 3 अक्षर)।',
  'A lesson title is at most 150 characters.': 'पाठ का शीर्षक 150 अक्षरों से लंबा नहीं हो सकता।',
  'A lesson is at most 50,000 characters.':
    'एक पाठ 50,000 अक्षरों से लंबा नहीं हो सकता। इसे दो पाठों में बाँट दीजिए।',
  'The video link is too long.': 'वीडियो का लिंक बहुत लंबा है।',
  'A question bank needs at least 5 questions.': 'प्रश्न बैंक में कम से कम 5 सवाल होने चाहिए।',
  'Every question needs its text.': 'हर सवाल का पाठ्य लिखा होना चाहिए।',
  'A question needs at least two options.': 'हर सवाल के कम से कम दो विकल्प होने चाहिए।',
  'An answer option cannot be empty.': 'कोई भी विकल्प ख़ाली नहीं छोड़ा जा सकता।',
  'Explain the right answer for the learner.': 'सीखने वाले के लिए बताइए कि सही जवाब क्यों सही है।',
  'The right answer must be one of the options.': 'सही जवाब दिए गए विकल्पों में से ही होना चाहिए।',
  'A question is at most 500 characters.': 'सवाल 500 अक्षरों से लंबा नहीं हो सकता।',
  'A question has at most six options.': 'एक सवाल में ज़्यादा से ज़्यादा छह विकल्प हो सकते हैं।',
  'An explanation is at most 1000 characters.': 'व्याख्या 1000 अक्षरों से लंबी नहीं हो सकती।',
  'An answer option is at most 200 characters.': 'विकल्प 200 अक्षरों से लंबा नहीं हो सकता।',
  'Please enter the name learners will see.': 'कृपया वह नाम लिखिए जो सीखने वालों को दिखेगा।',
  'The display name is at most 100 characters.': 'दिखने वाला नाम 100 अक्षरों से लंबा नहीं हो सकता।',
  'About you is at most 600 characters.': '‘आपके पढ़ाने के बारे में’ 600 अक्षरों से लंबा नहीं हो सकता।',
  'The display name in Hindi is at most 100 characters.':
    'हिंदी में दिखने वाला नाम 100 अक्षरों से लंबा नहीं हो सकता।',
  'About you in Hindi is at most 600 characters.':
    'हिंदी में ‘आपके पढ़ाने के बारे में’ 600 अक्षरों से लंबा नहीं हो सकता।',
  'Please write both your name and about your teaching in Hindi, or leave both empty.':
    'हिंदी में अपना नाम और अपने पढ़ाने के बारे में, दोनों लिखिए, या दोनों ख़ाली छोड़ दीजिए।',
  'This course is too long to save in one go (more than 4 MB of text). Please shorten some lessons or split it into two courses.':
    'यह कोर्स एक बार में सहेजने के लिए बहुत लंबा है (4 MB से ज़्यादा पाठ्य)। कृपया कुछ पाठ छोटे कीजिए या इसे दो कोर्स में बाँट दीजिए।',
};
