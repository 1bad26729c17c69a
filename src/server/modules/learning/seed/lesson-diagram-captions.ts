import type { LessonDiagram } from './lesson-diagrams.js';

export interface DiagramCaption {
  id: LessonDiagram;
  /** The picture's alt text in each language: what it shows and what to take from it. */
  en: string;
  hi: string;
}

/**
 * Which seeded lesson (by its English title) shows which drawings, in order: the first after
 * the lesson's first paragraph, the next after the second, and so on.
 */
export const DIAGRAM_OF_LESSON: Record<string, DiagramCaption[]> = {
  'What the examiner watches': [
    {
      id: 'mirror-checks',
      en: 'A car seen from above: blue is what the mirrors show, red the blind spots beside the rear; a turn of the head checks them.',
      hi: 'ऊपर से दिखती कार: नीला हिस्सा शीशों में दिखता है, लाल हिस्से पीछे के दोनों ओर के ब्लाइंड स्पॉट हैं, जिन्हें गर्दन घुमाकर ही देखा जा सकता है।',
    },
  ],
  'The H-track and 8-track': [
    {
      id: 'eight-track',
      en: 'The 8-track seen from above: keep inside the lanes and clear of the four poles.',
      hi: 'ऊपर से दिखता 8-ट्रैक: लेन के भीतर रहिए और चारों खंभों से दूर।',
    },
  ],
  'Hill start without rolling back': [
    {
      id: 'hill-start',
      en: 'A car on a slope held on the handbrake: it moves off uphill, and must not roll back.',
      hi: 'चढ़ाई पर हैंडब्रेक से रुकी कार: उसे ऊपर की ओर बढ़ना है, पीछे लुढ़कना नहीं।',
    },
  ],
  'Parallel parking in three moves': [
    {
      id: 'parallel-parking',
      en: 'Parallel parking: from level with the front car, reverse in at an angle, then straighten behind it.',
      hi: 'पैरलल पार्किंग: आगे वाली गाड़ी के बराबर से, तिरछे पीछे आइए, फिर उसके पीछे सीधे हो जाइए।',
    },
  ],
  'Documents you must carry': [
    {
      id: 'documents-to-carry',
      en: 'The four documents: driving licence, registration certificate (RC), insurance and PUC certificate, on paper or in DigiLocker on your phone.',
      hi: 'चार ज़रूरी काग़ज़: ड्राइविंग लाइसेंस, आरसी, बीमा और पीयूसी; काग़ज़ पर हों या फ़ोन के डिजीलॉकर में, दोनों चलेंगे।',
    },
  ],
  'Hand signals': [
    {
      id: 'hand-signals',
      en: "The driver's right arm out of the window, seen from behind: straight out to turn right, forearm raised to stop, moved up and down to slow down, circled anticlockwise to turn left.",
      hi: 'पीछे से दिखता चालक का दायाँ हाथ: सीधा बाहर यानी दाएँ मुड़ना, कोहनी से ऊपर उठा यानी रुकना, ऊपर-नीचे हिलता यानी धीमे होना, और घड़ी की उल्टी दिशा में घूमता यानी बाएँ मुड़ना।',
    },
  ],
  'Lanes and speed': [
    {
      id: 'lane-discipline',
      en: 'A divided highway seen from above: trucks and slower cars keep to the left lane; the right lane is for passing, and you return to the left once past.',
      hi: 'ऊपर से दिखता डिवाइडर वाला हाईवे: ट्रक और धीमी गाड़ियाँ बाईं लेन में चलती हैं; दाईं लेन सिर्फ़ आगे निकलने के लिए है, निकलते ही वापस बाईं लेन में आ जाइए।',
    },
    {
      id: 'two-second-gap',
      en: 'The two-second gap: when the car ahead passes a post, count two seconds before you reach it.',
      hi: 'दो सेकंड की दूरी: आगे वाली गाड़ी किसी खंभे से निकले, तो आपके वहाँ पहुँचने में दो सेकंड लगने चाहिए।',
    },
  ],
  'Overtaking heavy vehicles': [
    {
      id: 'overtaking',
      en: 'Overtaking a truck on a two-lane road: wait well back, pass briskly on the right when the road ahead is clear, return only when the truck shows in your mirror.',
      hi: 'दो लेन की सड़क पर ट्रक को ओवरटेक करना: पीछे दूरी रखकर रुकिए, आगे सड़क ख़ाली हो तो दाईं ओर से फुर्ती से निकलिए, और ट्रक शीशे में दिखने लगे तभी बाईं ओर लौटिए।',
    },
  ],
  'Stopping distances': [
    {
      id: 'stopping-distance',
      en: 'Stopping distance on a dry road: orange is the distance covered in the 1.5 seconds before you brake, red the braking distance; about 17 m at 30 km/h, 35 m at 50 km/h and 69 m at 80 km/h.',
      hi: 'सूखी सड़क पर रुकने की दूरी: नारंगी हिस्सा ब्रेक दबाने से पहले के डेढ़ सेकंड में तय दूरी है, लाल हिस्सा ब्रेक लगने के बाद की; 30 किमी/घंटा पर लगभग 17 मीटर, 50 पर 35 मीटर और 80 पर 69 मीटर।',
    },
  ],
  'Warning lights on the dashboard': [
    {
      id: 'dashboard-lights',
      en: 'Dashboard warning lights: red (brakes, oil pressure, battery, engine temperature, seat belt) means stop safely now; amber (engine check) means have it seen soon.',
      hi: 'डैशबोर्ड की चेतावनी बत्तियाँ: लाल (ब्रेक, इंजन ऑयल, बैटरी, इंजन का तापमान, सीट बेल्ट) का मतलब है सुरक्षित जगह पर तुरंत रुकिए; पीली (इंजन जाँच) का मतलब है जल्दी मैकेनिक को दिखाइए।',
    },
  ],
  'Toll plazas and FASTag': [
    {
      id: 'toll-plaza',
      en: 'A toll plaza from above: the green FASTag lanes and the cash lane (₹); pick your lane early and keep a gap to the car at the barrier.',
      hi: 'ऊपर से दिखता टोल प्लाज़ा: हरी फ़ास्टैग लेन और नकद (₹) वाली लेन; अपनी लेन पहले से चुनिए और बैरियर पर खड़ी गाड़ी से दूरी रखिए।',
    },
  ],
  'Engine braking downhill': [
    {
      id: 'engine-braking',
      en: 'Going downhill in second gear: the engine holds the car back; never coast in neutral.',
      hi: 'ढलान पर दूसरे गियर में उतरती कार: इंजन गाड़ी को थामे रखता है; न्यूट्रल में कभी मत उतरिए।',
    },
  ],
  'Hairpin bends': [
    {
      id: 'hairpin-bend',
      en: 'A hairpin bend round a hill, from above: keep to your own (left) lane and sound the horn before the corner you cannot see round.',
      hi: 'पहाड़ी के चारों ओर घूमता तीखा मोड़, ऊपर से: अपनी बाईं लेन में रहिए, और जहाँ मोड़ के पार न दिखे वहाँ पहुँचने से पहले हॉर्न दीजिए।',
    },
  ],
  'Who gives way': [
    {
      id: 'uphill-priority',
      en: 'A narrow hill road: the car coming down waits in the wide spot so the car going up can keep moving.',
      hi: 'पहाड़ की संकरी सड़क: उतरती कार चौड़ी जगह पर रुककर इंतज़ार करती है, ताकि चढ़ती कार बिना रुके ऊपर जा सके।',
    },
  ],
  'High and low beam': [
    {
      id: 'headlight-beams',
      en: 'High beam lights the road far ahead when it is empty; dip to low beam when a vehicle comes towards you.',
      hi: 'सड़क ख़ाली हो तो हाई बीम दूर तक रोशनी देती है; सामने से गाड़ी आए तो लाइट डिप करके लो बीम कर लीजिए।',
    },
  ],
  Fatigue: [
    {
      id: 'fatigue-breaks',
      en: 'A long drive broken every two hours with a stop for rest and tea.',
      hi: 'लंबा सफ़र, हर दो घंटे पर आराम और चाय के लिए एक पड़ाव।',
    },
  ],
  'The space cushion': [
    {
      id: 'space-cushion',
      en: 'The space cushion: room ahead, behind and to one side, with a way out.',
      hi: 'चारों ओर जगह: आगे, पीछे और एक तरफ़ इतनी जगह कि निकलने का रास्ता रहे।',
    },
  ],
  'Predicting others': [
    {
      id: 'predicting-others',
      en: 'City traffic: an auto about to stop for a waving passenger, and a two-wheeler coming up on your left.',
      hi: 'शहर का ट्रैफ़िक: हाथ दिखाती सवारी के लिए रुकने वाला ऑटो, और आपकी बाईं ओर से निकलता दोपहिया।',
    },
  ],
  Roundabouts: [
    {
      id: 'roundabout',
      en: 'A roundabout from above: traffic goes round clockwise; wait at the line and give way to vehicles already on it, coming from your right.',
      hi: 'ऊपर से दिखता गोल चक्कर: गाड़ियाँ घड़ी की दिशा में घूमती हैं; लाइन पर रुकिए और चक्कर में पहले से चल रही, दाईं ओर से आती गाड़ियों को पहले जाने दीजिए।',
    },
  ],
};
