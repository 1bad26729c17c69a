import type { ConsoleCatalogue } from '../../en-console';

export const shared: ConsoleCatalogue['console']['shared'] = {
  layout: {
    brand: 'SelfDrive कंसोल',
    openMenu: 'कंसोल मेन्यू खोलें',
    allBranches: 'सभी ब्रांच',
    logout: 'लॉगआउट',
    checkingLogin: 'आपका लॉगिन जाँचा जा रहा है…',
    signInTitle: 'स्टाफ़ लॉगिन',
  },
  drawer: {
    label: 'कंसोल मेन्यू',
    close: 'मेन्यू बंद करें',
  },
  nav: {
    label: 'कंसोल',
    pages: {
      '/staff': 'आज',
      '/staff/calendar': 'कैलेंडर',
      '/staff/lessons': 'ड्राइविंग क्लास',
      '/staff/lessons/setup': 'क्लास पैकेज और इंस्ट्रक्टर',
      '/staff/fleet': 'गाड़ियाँ और रेट',
      '/staff/bookings': 'बुकिंग',
      '/staff/customers': 'ग्राहक',
      '/staff/content/inbox': 'इनबॉक्स',
      '/staff/reviews': 'समीक्षाएँ',
      '/staff/payments': 'पेमेंट',
      '/staff/trip-charges': 'यात्रा के बाद के चार्ज',
      '/staff/reports': 'रिपोर्ट',
      '/staff/offers': 'कूपन कोड',
      '/staff/seasons': 'मौसमी दरें',
      '/staff/ledger': 'लेजर',
      '/staff/statements': 'वित्तीय विवरण',
      '/staff/gst': 'GST सेटिंग',
      '/staff/courses': 'कोर्स रिव्यू',
      '/staff/settings': 'सेटिंग',
      '/staff/content': 'कंटेंट',
      '/staff/team': 'टीम',
      '/staff/audit': 'ऑडिट लॉग',
      '/staff/jobs': 'अटके हुए काम',
    },
  },
  login: {
    intro: 'सिर्फ़ स्टाफ़ के लिए। कृपया अपने स्टाफ़ खाते से लॉगिन करें।',
    email: 'स्टाफ़ ई-मेल',
    signingIn: 'लॉगिन हो रहा है…',
    signIn: 'लॉगिन करें',
  },
  confirm: {
    keep: 'रहने दें',
  },
  branchPicker: {
    label: 'ब्रांच',
  },
  loadError: {
    notForYourRole: 'यह पेज आपके रोल के लिए खुला नहीं है',
  },
  pageButtons: {
    previous: 'पिछला पेज',
    next: 'अगला पेज',
  },
  formSave: {
    saving: 'सेव हो रहा है…',
  },
  reviewDecision: {
    reason: '{{title}} को रिजेक्ट करने का कारण',
    reject: '{{title}} रिजेक्ट करें',
  },
  taxDocuments: {
    loading: 'GST दस्तावेज़ लोड हो रहे हैं…',
    none: 'अभी कोई GST दस्तावेज़ नहीं है।',
    link: '{{title}} {{number}} (PDF फ़ाइल)',
    voided: 'रद्द',
    ofBooking: 'बुकिंग #{{id}} के GST दस्तावेज़',
  },
  change: {
    heading: 'समय या कार बदलें',
    newPickup: 'नया पिकअप',
    newDrop: 'नया ड्रॉप',
    car: 'कार',
    loadingCars: 'कारें लोड हो रही हैं…',
    checking: 'जाँच हो रही है…',
    check: 'बदलाव जाँचें',
    confirmTitle: 'बुकिंग #{{id}} बदलें?',
    apply: 'बदलाव लागू करें',
    applying: 'लागू हो रहा है…',
    done: 'बुकिंग #{{id}} बदल गई। {{difference}}',
    doneOwed: 'बुकिंग #{{id}} बदल गई। ग्राहक पर {{amount}} और बकाया है: नीचे वसूलें या पेमेंट लिंक भेजें।',
    doneRefund: 'बुकिंग #{{id}} बदल गई। {{amount}} ग्राहक को रिफ़ंड के रूप में वापस जाएगा।',
    more: '{{amount}} ज़्यादा: ग्राहक से लेना है।',
    less: '{{amount}} कम: ग्राहक को वापस देना है।',
    same: 'कीमत में कोई बदलाव नहीं।',
    summary: {
      what: 'क्या',
      now: 'अभी',
      after: 'बदलाव के बाद',
      car: 'कार',
      pickup: 'पिकअप',
      drop: 'ड्रॉप',
      total: 'कुल',
      difference: 'कीमत में फ़र्क़: {{difference}}',
      mailed: 'ग्राहक को नई जानकारी ई-मेल से भेजी जाती है।',
    },
  },
  figures: {
    carRefused: '{{car}}: {{why}} कृपया कोई और समय या कार चुनें।',
    blockClash:
      'यह समय बुकिंग #{{id}} ({{from}} से {{until}} तक) से टकराता है। पहले उस बुकिंग को खिसकाएँ या रद्द करें।',
    depositAlreadyKept:
      'इस डिपॉज़िट में से {{amount}} {{at}} को पहले ही रखा जा चुका है। और रखना हो तो इसे एक और क्लेम बनाएँ।',
    earlyHandover:
      'यह बुक किए गए पिकअप ({{pickup}}) से {{hours}} घंटे से भी पहले है। कृपया कार जल्दी देने का कारण लिखें।',
    lessonSlotTaken:
      '{{from}} से {{until}} तक का स्लॉट अभी-अभी किसी और ने ले लिया। कृपया कोई और स्लॉट चुनें।',
  },
};
