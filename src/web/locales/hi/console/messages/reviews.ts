import { REVIEW_MESSAGES as R } from '../../../../../shared/reviews';

/** Hindi for the server's English messages about renters' reviews (decision 0049). */
export const reviewsMessages: Record<string, string> = {
  [R.hideReason]: 'कृपया यह समीक्षा छिपाने का कारण लिखें।',
  [R.hideReasonTooLong]: 'कारण ज़्यादा से ज़्यादा 300 अक्षरों का हो सकता है।',
  [R.alreadyHidden]: 'यह समीक्षा पहले ही छिपाई जा चुकी है।',
  [R.reply]: 'कृपया जवाब लिखें।',
  [R.replyTooLong]: 'जवाब ज़्यादा से ज़्यादा 1000 अक्षरों का हो सकता है।',
  [R.alreadyReplied]: 'इस समीक्षा का जवाब पहले ही दिया जा चुका है।',
};
