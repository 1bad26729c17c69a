import type { AccountCatalogue } from '../en-account';

export const checkout: AccountCatalogue['checkout'] = {
  title: 'चेकआउट',
  loadingCar: 'आपकी कार लोड हो रही है…',
  loadingBooking: 'आपकी बुकिंग लोड हो रही है…',
  extending: 'बुकिंग {{id}} बढ़ाई जा रही है',
  trip: {
    legend: 'यात्रा का प्रकार (ज़रूरी)',
    local: 'लोकल',
    outstation: 'आउटस्टेशन',
    withDeposit: '{{trip}} (जमा राशि {{amount}})',
  },
  option: {
    legend: 'पिकअप और ड्रॉप का विकल्प',
    free: 'मुफ़्त',
    item: '{{name}} ({{price}})',
  },
  extensionNote:
    'यह आपकी मौजूदा बुकिंग को बढ़ाता है: इसमें न सिक्योरिटी डिपॉज़िट जुड़ता है, न पिकअप और ड्रॉप का शुल्क।',
  acceptStart: 'मैं स्वीकार करता/करती हूँ:',
  terms: 'नियम और शर्तें',
  summary: {
    seats: '{{n}} सीटें',
    package: 'पैकेज: {{type}}',
    pickup: 'पिकअप',
    drop: 'ड्रॉप',
    extensionFrom: 'बढ़ाया गया समय शुरू',
    newDrop: 'नया ड्रॉप',
    at: '{{label}}: {{date}} {{time}}',
  },
  price: {
    title: 'कीमत का ब्योरा',
    base: 'मूल किराया ({{hours}} घंटे x {{rate}})',
    deposit: 'सिक्योरिटी डिपॉज़िट (वापस मिलेगा)',
    pickupDrop: 'पिकअप और ड्रॉप शुल्क',
    total: 'कुल देय राशि',
    km: '{{km}} किमी शामिल; अतिरिक्त किमी {{rate}}/किमी की दर से।',
    gstIntra:
      'इसमें {{tax}} GST शामिल है: CGST {{rate}}% {{cgst}} + SGST {{rate}}% {{sgst}} (SAC {{sac}}; डिपॉज़िट पर GST नहीं लगता)।',
    gstInter: 'इसमें {{rate}}% IGST, {{tax}} शामिल है (SAC {{sac}}; डिपॉज़िट पर GST नहीं लगता)।',
    gstLoading: 'GST की गणना हो रही है…',
  },
  processing: 'अनुरोध पर काम हो रहा है...',
  bookingId: 'आपकी बुकिंग आईडी {{id}} है।',
  anotherCar: 'दूसरी कार चुनें',
  bookNow: 'अभी बुक करें',
  extendNow: 'अभी बढ़ाएँ',
  thanks: {
    title: 'धन्यवाद',
    heading: 'यहाँ आने के लिए धन्यवाद।',
    bookingId: 'आपकी बुकिंग आईडी {{id}} है',
    upload: 'दस्तावेज़ अपलोड करें',
    pay: 'भुगतान करें',
    detail: 'विवरण देखें',
  },
};
