/**
 * Hindi for the server's English messages the console's access pages show, keyed by the English
 * text (useMessage looks them up).
 */
export const accessMessages: Record<string, string> = {
  // Inviting a staff member (src/shared/console.ts, src/shared/auth.ts).
  'Name must be at most 100 characters.': 'नाम ज़्यादा से ज़्यादा 100 अक्षर का हो सकता है।',
  'The role must be admin, branch manager or counter staff.':
    'रोल एडमिन, ब्रांच मैनेजर या काउंटर स्टाफ़ में से एक होना चाहिए।',
  'Branch managers and counter staff need a branch.':
    'ब्रांच मैनेजर और काउंटर स्टाफ़ के लिए ब्रांच चुनना ज़रूरी है।',
  'This e-mail is already registered with another account.':
    'यह ई-मेल किसी दूसरे खाते के साथ पहले से रजिस्टर है।',

  // The team (src/server/modules/console-access/).
  'A branch manager manages the counter staff of their branch only.':
    'ब्रांच मैनेजर सिर्फ़ अपनी ब्रांच के काउंटर स्टाफ़ को संभालते हैं।',
  'An admin deactivated this account, so only an admin can reactivate it.':
    'यह खाता एडमिन ने बंद किया था, इसलिए इसे फिर से चालू भी सिर्फ़ एडमिन कर सकते हैं।',
  'You cannot deactivate your own account.': 'आप अपना ही खाता बंद नहीं कर सकते।',

  // Setting the password from an invite.
  'This invite link is not valid, was already used or has expired. Ask for a new invite.':
    'यह इनवाइट लिंक सही नहीं है, पहले इस्तेमाल हो चुका है या इसकी समय-सीमा ख़त्म हो गई है। नया इनवाइट माँगें।',
  'This link is not valid.': 'यह लिंक सही नहीं है।',
  'Please enter a password.': 'कृपया पासवर्ड डालें।',
  'Password must be at most 128 characters.': 'पासवर्ड ज़्यादा से ज़्यादा 128 अक्षर का हो सकता है।',
  'Your password is set. Sign in to the console.': 'आपका पासवर्ड सेट हो गया। अब कंसोल में लॉगिन करें।',
};
