/**
 * Hindi for the server's English messages the console's content pages show, keyed by the English
 * text (useMessage looks them up).
 */
export const contentMessages: Record<string, string> = {
  // Blog posts and categories (content/posts.service.ts, shared/console-content.ts).
  'This post no longer exists.': 'यह पोस्ट अब मौजूद नहीं है।',
  'Please choose a category.': 'कृपया कैटेगरी चुनें।',
  'A category with this name already exists.': 'इस नाम की कैटेगरी पहले से है।',
  'This category no longer exists.': 'यह कैटेगरी अब मौजूद नहीं है।',
  'The title is at most 150 characters.': 'टाइटल ज़्यादा से ज़्यादा 150 अक्षर का हो सकता है।',
  'Please upload a cover image.': 'कृपया कवर फ़ोटो अपलोड करें।',
  'Please write the post.': 'कृपया पोस्ट लिखें।',
  'The post is at most 100,000 characters.': 'पोस्ट ज़्यादा से ज़्यादा 1,00,000 अक्षर की हो सकती है।',
  'The status must be live, review or rejected.': 'स्टेटस लाइव, रिव्यू या रिजेक्ट में से कोई एक होना चाहिए।',
  'Search is at most 100 characters.': 'खोज ज़्यादा से ज़्यादा 100 अक्षर की हो सकती है।',
  'The reason is at most 500 characters.': 'कारण ज़्यादा से ज़्यादा 500 अक्षर का हो सकता है।',
  'Please enter the category name.': 'कृपया कैटेगरी का नाम लिखें।',
  'The category name is at most 60 characters.': 'कैटेगरी का नाम ज़्यादा से ज़्यादा 60 अक्षर का हो सकता है।',
  // Pictures (console-content/content-image.service.ts).
  'This image could not be read. Please upload another.':
    'यह फ़ोटो पढ़ी नहीं जा सकी। कृपया कोई दूसरी फ़ोटो अपलोड करें।',
  'The image is too small: it must be at least 400 pixels wide.':
    'फ़ोटो बहुत छोटी है: वह कम से कम 400 पिक्सेल चौड़ी होनी चाहिए।',
  // Gallery, FAQ and pages (console-content/site-content.service.ts, shared/console-content.ts).
  'This item no longer exists.': 'यह चीज़ अब मौजूद नहीं है।',
  'Please enter the caption.': 'कृपया कैप्शन लिखें।',
  'The caption is at most 120 characters.': 'कैप्शन ज़्यादा से ज़्यादा 120 अक्षर का हो सकता है।',
  'Please upload a photo.': 'कृपया फ़ोटो अपलोड करें।',
  'The order must be a number.': 'क्रम एक नंबर होना चाहिए।',
  'Please enter the topic.': 'कृपया विषय लिखें।',
  'The topic is at most 60 characters.': 'विषय ज़्यादा से ज़्यादा 60 अक्षर का हो सकता है।',
  'Please enter the question.': 'कृपया सवाल लिखें।',
  'The question is at most 300 characters.': 'सवाल ज़्यादा से ज़्यादा 300 अक्षर का हो सकता है।',
  'Please write the answer.': 'कृपया जवाब लिखें।',
  'The answer is at most 100,000 characters.': 'जवाब ज़्यादा से ज़्यादा 1,00,000 अक्षर का हो सकता है।',
  'There is no such page.': 'ऐसा कोई पेज नहीं है।',
  'Please enter the page title.': 'कृपया पेज का टाइटल लिखें।',
  'The page title is at most 120 characters.': 'पेज का टाइटल ज़्यादा से ज़्यादा 120 अक्षर का हो सकता है।',
  'Please write the page text.': 'कृपया पेज का टेक्स्ट लिखें।',
  'The page text is at most 100,000 characters.':
    'पेज का टेक्स्ट ज़्यादा से ज़्यादा 1,00,000 अक्षर का हो सकता है।',
  // Inbox (console-content/inbox.service.ts, shared/console-content.ts).
  'This message no longer exists.': 'यह मैसेज अब मौजूद नहीं है।',
  'The filter must be all, unread, read or answered.':
    'फ़िल्टर सभी, बिना पढ़े, पढ़े हुए या जवाब दिए हुए में से कोई एक होना चाहिए।',
  'The branch must be a number.': 'ब्रांच एक नंबर होनी चाहिए।',
  'The note is at most 1000 characters.': 'नोट ज़्यादा से ज़्यादा 1000 अक्षर का हो सकता है।',
  'Please write the reply.': 'कृपया जवाब लिखें।',
  'The reply can be at most 2000 characters.': 'जवाब ज़्यादा से ज़्यादा 2000 अक्षर का हो सकता है।',
  // Every console list's page number (shared/console.ts).
  'The page must be a number.': 'पेज एक नंबर होना चाहिए।',
};
