import { LESSON_PROGRESS_MESSAGES as M } from '../../../shared/lesson-progress-messages';

/**
 * Hindi for the server's English messages about attendance, the skills record and the training
 * certificate (issue 34 items 4 and 5, shared/lesson-progress-messages.ts), keyed by the English
 * text: the instructor's day and the learner's progress word them through useMessage.
 */
export const lessonProgressMessages: Record<string, string> = {
  [M.lessonNotFound]: 'आपकी ऐसी कोई क्लास नहीं है।',
  [M.purchaseNotFound]: 'ऐसी कोई पैकेज खरीद नहीं है।',
  [M.notPracticalInstructor]: 'आप प्रैक्टिकल क्लास नहीं लेते। कृपया ब्रांच मैनेजर से पूछिए।',
  [M.date]: 'कृपया दिन YYYY-MM-DD के रूप में चुनिए।',
  [M.attendance]: 'कृपया सीखने वाले को "आ गए" या "नो-शो" दर्ज कीजिए।',
  [M.attendanceTooEarly]: 'हाज़िरी क्लास शुरू होने से 15 मिनट पहले से दर्ज की जा सकती है।',
  [M.noShowTooEarly]: 'सीखने वाले को नो-शो तभी दर्ज किया जा सकता है जब क्लास शुरू हो चुकी हो।',
  [M.lessonCancelled]: 'यह क्लास कैंसिल हो चुकी थी।',
  [M.attendanceMarked]: 'इस क्लास की हाज़िरी पहले ही दर्ज हो चुकी है।',
  [M.skillsNeedAttendance]: 'कौशल दर्ज करने से पहले सीखने वाले को "आ गए" दर्ज कीजिए।',
  [M.skill]: 'कृपया सिलेबस का कोई कौशल चुनिए।',
  [M.grade]: 'कृपया हर कौशल को 1 से 5 तक का ग्रेड दीजिए।',
  [M.skillNote]: 'किसी कौशल पर टिप्पणी ज़्यादा से ज़्यादा 500 अक्षर की हो सकती है।',
  [M.lessonNote]: 'क्लास की टिप्पणी ज़्यादा से ज़्यादा 2,000 अक्षर की हो सकती है।',
  [M.skillTwice]: 'कृपया एक क्लास में हर कौशल को ज़्यादा से ज़्यादा एक बार ग्रेड दीजिए।',
  [M.ready]: 'कृपया बताइए कि सीखने वाला टेस्ट के लिए तैयार है या नहीं।',
  [M.skillsSaved]: 'कौशल का रिकॉर्ड सेव हो गया।',
  [M.certificateNotEarned]:
    'सर्टिफ़िकेट तब मिलता है जब पैकेज की हर क्लास हो चुकी हो और हर कौशल तय स्तर तक पहुँच चुका हो।',
  [M.certificateNotFound]: 'इस कोड का कोई सर्टिफ़िकेट नहीं है।',
};
