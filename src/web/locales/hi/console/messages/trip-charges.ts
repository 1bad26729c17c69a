import {
  CHALLAN_NUMBER_MESSAGE,
  CHALLAN_OFFENCE_MESSAGE,
  CHARGE_AMOUNT_MESSAGE,
  CHARGE_CAR_NOT_FOUND_MESSAGE,
  CHARGE_IN_FUTURE_MESSAGE,
  CHARGE_TIME_MESSAGE,
  DAMAGE_NOTE_MESSAGE,
  EVIDENCE_LIMIT_MESSAGE,
  EVIDENCE_MISSING_MESSAGE,
  EVIDENCE_TOO_LARGE_MESSAGE,
} from '../../../../../shared/trip-charges';
import {
  DECISION_REASON_MESSAGE,
  DISPUTE_DECIDED_MESSAGE,
  DISPUTE_NOT_YOURS_MESSAGE,
  DISPUTE_REASON_MESSAGE,
  DISPUTE_TWICE_MESSAGE,
  NO_DISPUTE_MESSAGE,
} from '../../../../../shared/trip-charge-disputes';
import {
  WRITE_OFF_CHANGED_MESSAGE,
  WRITE_OFF_DISPUTED_MESSAGE,
  WRITE_OFF_OWN_COST_MESSAGE,
  WRITE_OFF_PAID_MESSAGE,
  WRITE_OFF_REASON_MESSAGE,
  WRITE_OFF_REVERSED_MESSAGE,
  WRITE_OFF_TWICE_MESSAGE,
} from '../../../../../shared/trip-charge-write-off';

/**
 * Hindi for the server's English messages of charges after the trip (shared/trip-charges.ts,
 * issue 36), keyed by the English text. Those with a booking number or an amount are patterns
 * (patterns.ts).
 */
export const tripChargesMessages: Record<string, string> = {
  [CHARGE_AMOUNT_MESSAGE]: 'रकम रुपयों में डालें, ₹0 से ज़्यादा और ज़्यादा से ज़्यादा ₹1,00,000।',
  [CHARGE_TIME_MESSAGE]: 'चार्ज जिस तारीख़ और समय का है, वह डालें।',
  [CHARGE_IN_FUTURE_MESSAGE]: 'चार्ज का समय आगे का नहीं हो सकता।',
  [CHALLAN_NUMBER_MESSAGE]: 'चालान नंबर डालें (3 से 40 अक्षर)।',
  [CHALLAN_OFFENCE_MESSAGE]: 'चालान पर लिखा अपराध डालें।',
  [DAMAGE_NOTE_MESSAGE]: 'नुकसान का ब्योरा लिखें (कम से कम 5 अक्षर)।',
  [CHARGE_CAR_NOT_FOUND_MESSAGE]: 'आपकी ब्रांचों की किसी कार का यह रजिस्ट्रेशन नंबर नहीं है।',
  [EVIDENCE_MISSING_MESSAGE]: 'कृपया सबूत की फ़ोटो या PDF चुनें।',
  [EVIDENCE_TOO_LARGE_MESSAGE]: 'फ़ाइल बहुत बड़ी है: ज़्यादा से ज़्यादा 5 MB।',
  [EVIDENCE_LIMIT_MESSAGE]: 'एक चार्ज पर ज़्यादा से ज़्यादा 6 फ़ाइलें।',
  'Choose toll, challan or damage.': 'टोल, चालान या नुकसान चुनें।',
  'The place can be at most 120 characters.': 'जगह ज़्यादा से ज़्यादा 120 अक्षर की हो सकती है।',
  'The offence can be at most 200 characters.': 'अपराध ज़्यादा से ज़्यादा 200 अक्षर का हो सकता है।',
  'The note can be at most 500 characters.': 'नोट ज़्यादा से ज़्यादा 500 अक्षर का हो सकता है।',
  // The renter's disputes of them (shared/trip-charge-disputes.ts, issue 36 item 4).
  [DECISION_REASON_MESSAGE]: 'कृपया फ़ैसले का कारण लिखें (5 से 500 अक्षर)।',
  [DISPUTE_DECIDED_MESSAGE]: 'इस आपत्ति पर फ़ैसला पहले ही हो चुका है।',
  [NO_DISPUTE_MESSAGE]: 'इस चार्ज पर कोई आपत्ति नहीं है।',
  [DISPUTE_REASON_MESSAGE]: 'कृपया बताएँ कि आप इस चार्ज से असहमत क्यों हैं (10 से 1,000 अक्षर)।',
  [DISPUTE_TWICE_MESSAGE]: 'इस चार्ज पर पहले ही आपत्ति की जा चुकी है।',
  [DISPUTE_NOT_YOURS_MESSAGE]: 'सिर्फ़ आप पर लगाए गए चार्ज पर ही आपत्ति की जा सकती है।',
  'Choose to accept or reject the dispute.': 'आपत्ति मानें या न मानें, चुनें।',
  // Writing off what a renter never paid (shared/trip-charge-write-off.ts, issue 36 item 5).
  [WRITE_OFF_REASON_MESSAGE]: 'कृपया बट्टे खाते में डालने का कारण लिखें (10 से 500 अक्षर)।',
  [WRITE_OFF_TWICE_MESSAGE]: 'यह चार्ज पहले ही बट्टे खाते में डाला जा चुका है।',
  [WRITE_OFF_REVERSED_MESSAGE]: 'आपत्ति के बाद यह चार्ज वापस ले लिया गया था: इस पर कुछ बाकी नहीं है।',
  [WRITE_OFF_OWN_COST_MESSAGE]: 'यह चार्ज कंपनी का अपना ख़र्च है: कोई किराएदार इसका देनदार नहीं है।',
  [WRITE_OFF_DISPUTED_MESSAGE]: 'किराएदार ने इस चार्ज पर आपत्ति की है: पहले आपत्ति पर फ़ैसला करें।',
  [WRITE_OFF_PAID_MESSAGE]: 'इस चार्ज का कुछ भी बाकी नहीं है: यह चुकाया जा चुका है।',
  [WRITE_OFF_CHANGED_MESSAGE]: 'बुकिंग का बकाया अभी-अभी बदला है: चार्ज को फिर से देखें।',
};
