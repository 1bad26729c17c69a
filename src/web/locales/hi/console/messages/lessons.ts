import { SCHOOL_STANDING_MESSAGES as S } from '../../../../../shared/lesson-api';
import { LESSON_MESSAGES as M } from '../../../../../shared/lesson-messages';

/**
 * Hindi for the server's English messages about practical driving lessons (issue 34,
 * shared/lesson-messages.ts), keyed by the English text (useMessage looks them up). The slot
 * someone took first comes with figures instead (console.shared.figures.lessonSlotTaken).
 */
export const lessonsMessages: Record<string, string> = {
  [M.packageNotFound]: 'इस ब्रांच में ऐसा कोई ड्राइविंग क्लास पैकेज नहीं है।',
  [M.packageInactive]: 'यह ड्राइविंग क्लास पैकेज अब नहीं मिलता।',
  [M.instructorNotFound]: 'ड्राइविंग स्कूल में ऐसा कोई इंस्ट्रक्टर नहीं है।',
  [M.notPracticalInstructor]: 'यह इंस्ट्रक्टर इस ब्रांच में प्रैक्टिकल क्लास नहीं लेते।',
  [M.outsideHours]: 'इंस्ट्रक्टर उस समय काम पर नहीं होते। कृपया उनके काम के घंटों में कोई समय चुनें।',
  [M.onLeave]: 'उस दिन इंस्ट्रक्टर छुट्टी पर हैं। कृपया कोई और दिन या इंस्ट्रक्टर चुनें।',
  [M.notTrainingCar]: 'यह कार इस ब्रांच की ट्रेनिंग कार नहीं है।',
  [M.carRented]:
    'उस समय यह कार किराए पर है (दो किराए के बीच के तैयारी समय समेत)। कृपया कोई और समय या कार चुनें।',
  [M.carBlocked]: 'उस समय यह कार मेंटेनेंस के लिए रोकी गई है। कृपया कोई और समय या कार चुनें।',
  [M.inPast]: 'कृपया क्लास के लिए आगे का कोई समय चुनें।',
  [M.learnerBusy]: 'उस समय सीखने वाले की पहले से एक क्लास है।',
  [M.learnerNotFound]: 'ऐसा कोई सीखने वाला नहीं है।',
  [M.lessonNotFound]: 'ऐसी कोई क्लास नहीं है।',
  [M.alreadyCancelled]: 'यह क्लास पहले ही कैंसिल हो चुकी है।',
  [M.notCancellable]: 'जो क्लास हो चुकी है, उसे कैंसिल नहीं किया जा सकता।',
  [M.cancelled]: 'क्लास कैंसिल हो गई।',
  [M.rentalOverLesson]:
    'उस समय इस कार पर ड्राइविंग क्लास है (दो किराए के बीच के तैयारी समय समेत)। कृपया कोई और समय या कार चुनें।',
  [M.blockOverLesson]:
    'यह समय इस कार की एक ड्राइविंग क्लास से टकराता है। पहले उस क्लास को कैंसिल करें या खिसकाएँ।',
  [M.hoursOrder]: 'काम के घंटे शुरू होने के बाद और उसी दिन में खत्म होने चाहिए।',
  [M.weekdayTwice]: 'कृपया हर दिन (सोमवार से रविवार) ज़्यादा से ज़्यादा एक बार दें।',
  [M.leaveOrder]: 'छुट्टी शुरू होने वाले दिन या उसके बाद खत्म होनी चाहिए।',
  [M.leaveNotFound]: 'ऐसी कोई छुट्टी नहीं है।',
  [M.sessionMinutes]: 'एक क्लास 30 से 120 मिनट की होती है, 15-15 मिनट के हिसाब से।',
  [M.sessions]: 'एक पैकेज में 1 से 60 क्लास होती हैं।',
  [M.validityDays]: 'वैधता 1 से 365 दिन की होती है।',
  [M.theoryHours]: 'थ्योरी के घंटे 0 से 40 होते हैं।',
  [M.price]: 'कीमत पूरे पैसों में लिखें, 0 या उससे ज़्यादा।',
  [M.title]: 'कृपया नाम अंग्रेज़ी और हिंदी दोनों में लिखें (ज़्यादा से ज़्यादा 120 अक्षर)।',
  [M.branch]: 'कृपया ब्रांच चुनें।',
  [M.weekStart]: 'कृपया हफ़्ता उसके पहले दिन से चुनें (YYYY-MM-DD)।',
  [S.drivingSchoolLicence]:
    'ड्राइविंग स्कूल लाइसेंस नंबर 3 से 60 अक्षर का होता है; स्कूल के पास लाइसेंस न हो तो ख़ाली छोड़ें।',
  [S.adtcAccreditation]: 'ADTC मान्यता नंबर 3 से 60 अक्षर का होता है; मान्यता न हो तो ख़ाली छोड़ें।',
};
