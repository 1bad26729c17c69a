import type { Catalogue } from '../en';

export const common: Catalogue['common'] = {
  loading: 'लोड हो रहा है…',
  errorTitle: 'यह जानकारी लोड नहीं हो सकी',
  tryAgain: 'फिर से कोशिश करें',
  somethingWrong: 'कुछ गड़बड़ हो गई, कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  close: 'बंद करें',
  pages: 'पेज',
  previous: 'पिछला',
  next: 'अगला',
  pageN: 'पेज {{n}}',
  logout: {
    question: 'क्या आप सच में लॉगआउट करना चाहते हैं?',
    no: 'नहीं',
    yes: 'हाँ',
    loggingOut: 'लॉगआउट हो रहा है…',
  },
  homeLink: '{{site}} होम',
  cities: {
    Bhilai: 'भिलाई',
    Durg: 'दुर्ग',
    Raipur: 'रायपुर',
    Bilaspur: 'बिलासपुर',
    Ambikapur: 'अंबिकापुर',
  },
  offline: 'आप ऑफ़लाइन हैं। पहले खोले गए पेज अभी भी दिखेंगे; कोई बदलाव करने के लिए इंटरनेट चाहिए।',
};
