import {
  overlappingSeasonMessage,
  SECOND_STANDING_RULE_MESSAGE,
} from '../../../../../shared/seasons';

/**
 * Hindi for the server's English messages about rate seasons in the console (decision 0049:
 * shared/seasons.ts and the pricing module's seasons.service.ts), keyed by the English text.
 */
export const seasonsMessages: Record<string, string> = {
  // rateSeasonInputSchema
  'Please enter a name.': 'कृपया नाम लिखें।',
  'Please enter the name in Hindi.': 'कृपया हिन्दी में नाम लिखें।',
  'Please enter a valid date.': 'कृपया सही तारीख़ लिखें।',
  'Please give both dates for a season, or neither for the standing rule.':
    'सीज़न के लिए दोनों तारीख़ें दें, या स्थायी नियम के लिए एक भी नहीं।',
  'The season ends before it starts.': 'सीज़न शुरू होने से पहले ही ख़त्म हो रहा है।',
  'Please choose either one car or a category, not both.':
    'कृपया या तो एक कार चुनें या एक श्रेणी, दोनों नहीं।',
  'A percentage goes from -90 to 500.': 'प्रतिशत -90 से 500 तक हो सकता है।',
  'Please enter a rate per hour above zero.': 'कृपया शून्य से ज़्यादा प्रति घंटा किराया लिखें।',
  // seasons.service.ts
  [SECOND_STANDING_RULE_MESSAGE]: 'इन कारों का स्थायी नियम पहले से है। कृपया नया बनाने के बजाय उसी को बदलें।',
  'Please choose a car of this branch.': 'कृपया इसी ब्रांच की कोई कार चुनें।',
  'Please choose a car category.': 'कृपया कार की कोई श्रेणी चुनें।',
  'This rate season does not exist any more.': 'यह मौसमी दर अब मौजूद नहीं है।',
  // The overlap with a season the database caught (two saves at once): no name to give.
  [overlappingSeasonMessage('another season')]:
    'यह सीज़न इन्हीं कारों के किसी दूसरे सीज़न से टकराता है। कृपया इसकी तारीख़ें या कारें बदलें।',
};

/** The overlap with a named season: [pattern on the English text, Hindi with the name]. */
export const seasonsPatterns: [string, string][] = [
  [
    '^This season overlaps “(.+)” for the same cars\\. Please change its dates or its cars\\.$',
    'यह सीज़न इन्हीं कारों के लिए “$1” से टकराता है। कृपया इसकी तारीख़ें या कारें बदलें।',
  ],
];
