/**
 * Hindi for the server's English messages the console's availability pages show, keyed by the English
 * text (useMessage looks them up).
 */
export const availabilityMessages: Record<string, string> = {
  // Today's board and the calendar (shared/console-availability.ts).
  'Please choose a branch.': 'कृपया ब्रांच चुनें।',
  'The start must be a date that exists (YYYY-MM-DD).':
    'शुरुआत की तारीख सही होनी चाहिए (YYYY-MM-DD)।',
  'The view must be week or month.': 'हफ़्ता या महीना ही दिखाया जा सकता है।',
};
