import { COUPON_MESSAGES as M } from '../../../../../shared/coupons';

/**
 * Hindi for the server's English messages about coupon codes in the console (decision 0049,
 * shared/coupons.ts), keyed by the English text. The customer's refusals are the site's
 * (locales/hi/messages.ts), which the console falls back on.
 */
export const offersMessages: Record<string, string> = {
  [M.code]: '3 से 20 अक्षरों और अंकों का कोड लिखें, जैसे MONSOON10।',
  [M.description]: 'विवरण ज़्यादा से ज़्यादा 200 अक्षरों का हो सकता है।',
  [M.kind]: 'प्रतिशत छूट या रकम की छूट चुनें।',
  [M.percent]: '1 से 100 के बीच प्रतिशत लिखें।',
  [M.amount]: 'छूट की रकम लिखें, कम से कम ₹1।',
  [M.cap]: 'एक बुकिंग पर ज़्यादा से ज़्यादा छूट लिखें, कम से कम ₹1, या खाली छोड़ें।',
  [M.startsOn]: 'वह पहला दिन लिखें जब कूपन इस्तेमाल हो सकता है।',
  [M.endsOn]: 'वह आख़िरी दिन लिखें जब कूपन इस्तेमाल हो सकता है।',
  [M.endsBeforeStart]: 'आख़िरी दिन पहले दिन के बाद का या उसी दिन का होना चाहिए।',
  [M.branches]: 'सूची में से ब्रांच चुनें।',
  [M.categories]: 'सूची में से कार की श्रेणियाँ चुनें।',
  [M.minTripHours]: 'सबसे छोटी यात्रा 1 से 720 घंटे की लिखें, या खाली छोड़ें।',
  [M.maxUses]: 'कितनी बुकिंग यह कूपन इस्तेमाल कर सकती हैं, कम से कम 1, या खाली छोड़ें।',
  [M.maxUsesPerCustomer]: 'एक ग्राहक यह कूपन कितनी बार इस्तेमाल कर सकता है, कम से कम 1 लिखें।',
  [M.duplicate]: 'यह कूपन कोड पहले से इस्तेमाल में है।',
  [M.notFound]: 'यह कूपन नहीं मिला।',
  [M.ownBranchOnly]: 'आप सिर्फ़ अपनी ब्रांच के लिए कूपन बना सकते हैं। अपनी ब्रांच चुनें।',
  [M.activeFlag]: 'बताएँ कि कूपन चालू है या बंद।',
};
