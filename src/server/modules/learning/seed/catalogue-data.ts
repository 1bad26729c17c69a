import type { CourseCategory } from '../../../../shared/learning-rules.js';

export const SEED_INSTRUCTORS = [
  {
    key: 'meena',
    name: 'Meena Verma',
    email: 'meena.verma@instructors.selfdrive.test',
    displayName: 'Meena Verma, RTO-certified instructor (Raipur)',
    bio: 'Twelve years of teaching first-time drivers in Raipur traffic; trained over 2,000 learners.',
    displayNameHi: 'मीना वर्मा, आरटीओ से प्रमाणित प्रशिक्षक (रायपुर)',
    bioHi:
      'बारह साल से रायपुर के ट्रैफ़िक में पहली बार गाड़ी चलाने वालों को सिखा रही हैं; अब तक 2,000 से ज़्यादा लोगों को ट्रेनिंग दे चुकी हैं।',
  },
  {
    key: 'arjun',
    name: 'Arjun Sahu',
    email: 'arjun.sahu@instructors.selfdrive.test',
    displayName: 'Arjun Sahu, defensive driving coach (Bhilai)',
    bio: 'Former fleet trainer for a Bhilai logistics company; teaches highway and night driving.',
    displayNameHi: 'अर्जुन साहू, सुरक्षित (डिफ़ेंसिव) ड्राइविंग के कोच (भिलाई)',
    bioHi:
      'भिलाई की एक लॉजिस्टिक्स कंपनी के ड्राइवरों को ट्रेनिंग देते थे; अब हाईवे पर और रात में गाड़ी चलाना सिखाते हैं।',
  },
  {
    key: 'farah',
    name: 'Farah Khan',
    email: 'farah.khan@instructors.selfdrive.test',
    displayName: 'Farah Khan, hill and automatic specialist (Ambikapur)',
    bio: 'Runs hill-driving sessions on the Mainpat ghat roads and automatic-car conversions.',
    displayNameHi: 'फ़राह ख़ान, पहाड़ी ड्राइविंग और ऑटोमैटिक कार की विशेषज्ञ (अंबिकापुर)',
    bioHi: 'मैनपाट की घाट सड़कों पर पहाड़ी ड्राइविंग सिखाती हैं, और मैनुअल से ऑटोमैटिक कार पर आने वालों को भी।',
  },
] as const;

export interface SeedLesson {
  en: [title: string, ...paragraphs: string[]];
  hi: [title: string, ...paragraphs: string[]];
}

export interface SeedCourse {
  slug: string;
  category: CourseCategory;
  title: string;
  summary: string;
  titleHi: string;
  summaryHi: string;
  instructor: (typeof SEED_INSTRUCTORS)[number]['key'];
  inrPaise: number;
  usdCents: number;
  campaignPercent: number;
  /** Each lesson in English and Hindi; question banks have none. */
  lessons: SeedLesson[];
  questions?: 'signs' | 'rules';
  /**
   * The slug of a question bank whose mock test completes this course: every course preparing
   * for an RTO test has one, and enrolling in the course opens it (issue 34).
   */
  finalTest?: string;
}

const lesson = (en: SeedLesson['en'], hi: SeedLesson['hi']): SeedLesson => ({ en, hi });

export const SEED_COURSES: SeedCourse[] = [
  {
    slug: 'learners-licence-test-prep',
    category: 'exam',
    title: "Learner's Licence Test Preparation",
    summary:
      'Everything the RTO computer test asks: signs, rules, documents and the online application.',
    titleHi: 'लर्नर लाइसेंस टेस्ट की तैयारी',
    summaryHi: 'आरटीओ के कंप्यूटर टेस्ट में पूछी जाने वाली हर बात: चिह्न, नियम, ज़रूरी काग़ज़ और ऑनलाइन आवेदन।',
    instructor: 'meena',
    inrPaise: 0,
    usdCents: 0,
    campaignPercent: 0,
    finalTest: 'learners-mock-test-road-signs',
    lessons: [
      lesson(
        [
          "How the learner's test works",
          'The test is taken on a computer at the RTO or online through Sarathi. You answer multiple-choice questions on road signs and rules; since 2023 the Sarathi test asks 15 and needs 9 right (60%) to pass, with 30 seconds a question.',
          'Book your slot on parivahan.gov.in, keep your Aadhaar and address proof ready, and pay the fee online.',
        ],
        [
          'लर्नर टेस्ट कैसे होता है',
          'टेस्ट आरटीओ में कंप्यूटर पर या सारथी पोर्टल से ऑनलाइन होता है। इसमें सड़क के चिह्नों और नियमों पर बहुविकल्पीय सवाल आते हैं; 2023 से सारथी टेस्ट में 15 सवाल आते हैं, हर सवाल के लिए 30 सेकंड, और पास होने के लिए 9 सही जवाब (60%) चाहिए।',
          'parivahan.gov.in पर अपना स्लॉट बुक कीजिए, आधार और पते का प्रमाण तैयार रखिए, और फ़ीस ऑनलाइन भर दीजिए।',
        ],
      ),
      lesson(
        [
          'Mandatory, cautionary and informatory signs',
          'Mandatory signs are circles: a red ring forbids, a blue disc commands. Cautionary signs are red-bordered triangles. Informatory signs are blue rectangles.',
        ],
        [
          'आदेशात्मक, सावधानी और सूचनात्मक चिह्न',
          'आदेशात्मक चिह्न गोल होते हैं: लाल घेरा किसी काम की मनाही करता है, नीला गोला बताता है कि क्या करना ही है। सावधानी वाले चिह्न लाल किनारे के त्रिकोण होते हैं, और सूचना देने वाले चिह्न नीले आयत।',
        ],
      ),
      lesson(
        [
          'Documents and fees',
          'You need proof of age and address, a passport photo, and a medical certificate (Form 1A) if you are over 40.',
        ],
        [
          'काग़ज़ और फ़ीस',
          'उम्र और पते का प्रमाण, पासपोर्ट साइज़ फ़ोटो चाहिए; 40 साल से ज़्यादा उम्र हो तो डॉक्टर का मेडिकल प्रमाणपत्र (फ़ॉर्म 1A) भी लगेगा।',
        ],
      ),
    ],
  },
  {
    slug: 'driving-licence-test-masterclass',
    category: 'exam',
    title: 'Driving Licence Test Masterclass',
    summary:
      'Pass the RTO practical test: the H-track, the 8-track, hill start and parallel parking.',
    titleHi: 'ड्राइविंग लाइसेंस टेस्ट मास्टरक्लास',
    summaryHi:
      'आरटीओ का प्रैक्टिकल टेस्ट पहली बार में पास कीजिए: एच-ट्रैक, 8-ट्रैक, चढ़ाई पर गाड़ी चलाना और पैरलल पार्किंग।',
    instructor: 'meena',
    inrPaise: 149_900,
    usdCents: 1_999,
    campaignPercent: 10,
    finalTest: 'learners-mock-test-rules-of-the-road',
    lessons: [
      lesson(
        [
          'What the examiner watches',
          'Mirror checks before every move, signals at the right time, smooth clutch control and full stops at stop lines.',
          'The examiner sits beside you with a score sheet. Most failures are not crashes but small habits: moving off without looking in the mirror, signalling after the turn has begun, rolling over the stop line, or stalling twice in a row.',
          'Practise saying the checks aloud in your lessons: "mirror, signal, blind spot, move". By test day the sequence is automatic, and the examiner can see your head turn.',
        ],
        [
          'परीक्षक किन बातों पर ध्यान देता है',
          'हर कदम से पहले शीशे में देखना, सही समय पर इंडिकेटर देना, क्लच को आराम से छोड़ना और स्टॉप लाइन पर पूरी तरह रुकना।',
          'परीक्षक अंक-पत्र लेकर बगल में बैठता है। ज़्यादातर लोग टक्कर की वजह से नहीं, छोटी-छोटी आदतों से फ़ेल होते हैं: बिना शीशा देखे गाड़ी बढ़ा देना, मुड़ना शुरू करने के बाद इंडिकेटर देना, स्टॉप लाइन पार कर जाना, या बार-बार गाड़ी बंद हो जाना।',
          'अभ्यास के समय हर जाँच बोलकर कीजिए: "शीशा, इंडिकेटर, कंधे के ऊपर से देखना, फिर चलना"। टेस्ट के दिन तक यह आदत बन जाएगी, और परीक्षक को आपका सिर घूमता हुआ दिखेगा।',
        ],
      ),
      lesson(
        [
          'The H-track and 8-track',
          'Keep the speed at walking pace and steer early; touching a pole or a line fails the track.',
          'On the 8-track, look through the curve to where you want to go, not at the pole next to you. Your hands follow your eyes. Keep the clutch partly pressed so the car creeps, and never brake hard in the middle of a curve.',
          'On the H-track you reverse out along the same lines. Use both mirrors, turn the wheel a little at a time, and stop to correct rather than hoping it works out.',
        ],
        [
          'एच-ट्रैक और 8-ट्रैक',
          'रफ़्तार पैदल चलने जितनी रखिए और स्टीयरिंग पहले से घुमाइए; किसी खंभे या रेखा को छूते ही आप ट्रैक में फ़ेल हो जाते हैं।',
          '8-ट्रैक पर मोड़ के उस पार देखिए जहाँ आपको जाना है, बगल के खंभे को नहीं। हाथ अपने आप नज़र के पीछे चलते हैं। क्लच थोड़ा दबाए रखिए ताकि गाड़ी धीरे-धीरे सरके, और मोड़ के बीच में कभी ज़ोर से ब्रेक मत लगाइए।',
          'एच-ट्रैक पर आपको उन्हीं रेखाओं के बीच से पीछे निकलना होता है। दोनों शीशों का इस्तेमाल कीजिए, स्टीयरिंग थोड़ा-थोड़ा घुमाइए, और ग़लती लगे तो रुककर सुधारिए, अंदाज़े पर मत चलिए।',
        ],
      ),
      lesson(
        [
          'Hill start without rolling back',
          'Hold the car on the handbrake, find the biting point, release the handbrake as the bonnet lifts.',
          'The biting point is where the engine note drops and the front of the car rises slightly. Hold the clutch there, add a little more accelerator, and only then let the handbrake go. If the car starts to roll back, press the clutch and brake, and start again calmly.',
        ],
        [
          'चढ़ाई पर बिना पीछे लुढ़के गाड़ी चलाना',
          'गाड़ी को हैंडब्रेक पर रोकिए, क्लच का बाइटिंग पॉइंट पकड़िए, और जैसे ही बोनट हल्का उठे, हैंडब्रेक छोड़ दीजिए।',
          'बाइटिंग पॉइंट वह जगह है जहाँ इंजन की आवाज़ थोड़ी भारी हो जाती है और गाड़ी का अगला हिस्सा ज़रा-सा उठता है। क्लच को वहीं थामे रखिए, थोड़ा एक्सीलेरेटर और दीजिए, तभी हैंडब्रेक छोड़िए। अगर गाड़ी पीछे सरकने लगे तो क्लच और ब्रेक दबाइए और आराम से दोबारा शुरू कीजिए।',
        ],
      ),
      lesson(
        [
          'Parallel parking in three moves',
          'Line up with the front car, reverse with full lock when your rear wheel passes its bumper, straighten when at 45 degrees.',
          'Stop about half a metre from the parked car, with your rear bumpers level. Reverse slowly; when your rear wheel passes its bumper, turn fully towards the kerb. At 45 degrees straighten the wheel, then turn fully away as your front clears the other car.',
        ],
        [
          'तीन चरणों में पैरलल पार्किंग',
          'आगे खड़ी गाड़ी के बराबर आइए, जब आपका पिछला पहिया उसके बंपर से आगे निकले तो स्टीयरिंग पूरा घुमाकर पीछे कीजिए, और 45 डिग्री पर पहुँचकर सीधा कर लीजिए।',
          'खड़ी गाड़ी से लगभग आधा मीटर की दूरी पर रुकिए, दोनों के पिछले बंपर एक सीध में हों। धीरे-धीरे पीछे कीजिए; जब पिछला पहिया उसके बंपर से आगे निकल जाए तो स्टीयरिंग पूरा फ़ुटपाथ की ओर घुमाइए। 45 डिग्री पर पहिये सीधे कीजिए, और जैसे ही आपका अगला हिस्सा दूसरी गाड़ी से निकल जाए, स्टीयरिंग पूरा उल्टी ओर घुमा दीजिए।',
        ],
      ),
    ],
  },
  {
    slug: 'rto-documents-and-rules-explained',
    category: 'exam',
    title: 'RTO Documents and Traffic Fines Explained',
    summary:
      'The Motor Vehicles (Amendment) Act fines, DigiLocker documents and what to do at a checkpoint.',
    titleHi: 'आरटीओ के काग़ज़ और ट्रैफ़िक जुर्माने, आसान भाषा में',
    summaryHi: 'मोटर वाहन (संशोधन) अधिनियम के जुर्माने, डिजीलॉकर के काग़ज़, और चेकिंग पर रोके जाने पर क्या करें।',
    instructor: 'arjun',
    inrPaise: 49_900,
    usdCents: 699,
    campaignPercent: 0,
    finalTest: 'learners-mock-test-rules-of-the-road',
    lessons: [
      lesson(
        [
          'Documents you must carry',
          'Licence, registration certificate, insurance and PUC certificate; DigiLocker and mParivahan copies are valid.',
          'Keep the PUC certificate current: it must be renewed at the interval printed on it. An expired insurance policy is the costliest mistake, because an accident without cover leaves you paying the other side yourself.',
        ],
        [
          'कौन-से काग़ज़ साथ रखें',
          'ड्राइविंग लाइसेंस, आरसी (पंजीकरण प्रमाणपत्र), बीमा और पीयूसी प्रमाणपत्र; डिजीलॉकर और एमपरिवहन में रखी कॉपी भी मान्य है।',
          'पीयूसी प्रमाणपत्र की तारीख़ पर नज़र रखिए: उस पर लिखी अवधि पूरी होते ही उसे नया करवाना होता है। सबसे महँगी भूल है बीमा ख़त्म हो जाना, क्योंकि बिना बीमे के दुर्घटना हुई तो सामने वाले का पूरा ख़र्च आपको अपनी जेब से देना पड़ सकता है।',
        ],
      ),
      lesson(
        [
          'Common fines',
          'Driving without a licence, jumping a red light, drunk driving and using a phone carry heavy fines and can suspend your licence.',
          'Since September 2019, driving without a licence costs ₹5,000, without insurance ₹2,000 the first time, drunk driving up to ₹10,000, and riding without a helmet ₹1,000 with three months’ disqualification. States may set some compounding amounts differently, so check the e-challan you receive.',
        ],
        [
          'आम जुर्माने',
          'बिना लाइसेंस गाड़ी चलाना, लाल बत्ती तोड़ना, शराब पीकर चलाना और फ़ोन पर बात करना, इन सब पर भारी जुर्माना है और लाइसेंस भी निलंबित हो सकता है।',
          'सितंबर 2019 से बिना लाइसेंस चलाने पर ₹5,000, बिना बीमे के पहली बार ₹2,000, शराब पीकर चलाने पर ₹10,000 तक, और बिना हेलमेट दोपहिया चलाने पर ₹1,000 के साथ तीन महीने के लिए लाइसेंस रद्द होता है। कुछ जुर्मानों की समझौता राशि राज्य अलग तय कर सकते हैं, इसलिए मिले हुए ई-चालान को ध्यान से पढ़िए।',
        ],
      ),
      lesson(
        [
          'Hand signals',
          'When an indicator fails, or to make sure a cyclist or cart driver understands you, signal with your right arm out of the window. The learner’s test asks these, and an RTO examiner may too.',
          'Arm straight out, palm forward: I am turning right. Forearm raised upright: I am stopping. Arm out, palm down, moved up and down: I am slowing down. Arm out, circled anticlockwise: I am turning left.',
          'Give the signal early and hold it long enough to be seen, then bring both hands back to the wheel before you turn. A hand signal does not give you the right of way; check that others have seen it.',
        ],
        [
          'हाथ के इशारे',
          'इंडिकेटर ख़राब हो जाए, या साइकिल और ठेले वाले को बात पक्की तरह समझानी हो, तो खिड़की से दायाँ हाथ निकालकर इशारा कीजिए। लर्नर टेस्ट में ये इशारे पूछे जाते हैं, और आरटीओ का परीक्षक भी पूछ सकता है।',
          'हाथ सीधा बाहर, हथेली आगे की ओर: मैं दाएँ मुड़ रहा हूँ। कोहनी मोड़कर हाथ ऊपर खड़ा: मैं रुक रहा हूँ। हाथ बाहर, हथेली नीचे, ऊपर-नीचे हिलाते हुए: मैं धीमा हो रहा हूँ। हाथ बाहर निकालकर घड़ी की उल्टी दिशा में घुमाना: मैं बाएँ मुड़ रहा हूँ।',
          'इशारा समय रहते दीजिए और इतनी देर रखिए कि सबको दिख जाए, फिर मुड़ने से पहले दोनों हाथ स्टीयरिंग पर ले आइए। इशारा देने से आपको पहले निकलने का हक़ नहीं मिल जाता; देख लीजिए कि दूसरों ने उसे समझ लिया है।',
        ],
      ),
    ],
  },
  {
    slug: 'highway-driving-confidence',
    category: 'skill',
    title: 'Highway Driving with Confidence (NH-53)',
    summary:
      'Lane discipline, overtaking trucks, toll plazas and FASTag on the Raipur–Bhilai–Durg highway.',
    titleHi: 'हाईवे पर बेझिझक ड्राइविंग (एनएच-53)',
    summaryHi: 'रायपुर–भिलाई–दुर्ग हाईवे पर लेन का अनुशासन, ट्रकों को ओवरटेक करना, टोल प्लाज़ा और फ़ास्टैग।',
    instructor: 'arjun',
    inrPaise: 99_900,
    usdCents: 1_299,
    campaignPercent: 15,
    lessons: [
      lesson(
        [
          'Lanes and speed',
          'Keep left unless overtaking, hold a steady speed and leave a two-second gap; three seconds in rain.',
          'On NH-53 the left lane carries trucks and tractors; cruise in it when you can keep pace, and use the right lane only to pass. Watch for cattle and two-wheelers joining from village roads without looking.',
        ],
        [
          'लेन और रफ़्तार',
          'ओवरटेक न करना हो तो बाईं लेन में रहिए, रफ़्तार एक जैसी रखिए और आगे की गाड़ी से दो सेकंड की दूरी रखिए; बारिश में तीन सेकंड।',
          'एनएच-53 पर बाईं लेन में ट्रक और ट्रैक्टर चलते हैं; जब उनके साथ चल सकें तो उसी में रहिए, और दाईं लेन सिर्फ़ आगे निकलने के लिए इस्तेमाल कीजिए। गाँव की सड़कों से बिना देखे हाईवे पर आने वाले मवेशियों और दोपहिया से सावधान रहिए।',
        ],
      ),
      lesson(
        [
          'Overtaking heavy vehicles',
          'Check mirrors, signal, pass briskly on the right, and return only when you see the truck in your rear-view mirror.',
          'A loaded truck needs a long way to stop and its driver cannot see a car close behind it. Hang back until you can see past it, then commit: do not sit alongside it.',
        ],
        [
          'भारी वाहनों को ओवरटेक करना',
          'शीशे देखिए, इंडिकेटर दीजिए, दाईं ओर से फुर्ती से आगे निकलिए, और तभी वापस बाईं लेन में आइए जब ट्रक आपके पीछे वाले शीशे में पूरा दिखने लगे।',
          'भरे हुए ट्रक को रुकने में काफ़ी दूरी लगती है और उसके ठीक पीछे चल रही कार उसके चालक को दिखती नहीं। तब तक पीछे रहिए जब तक उसके आगे का रास्ता न दिखे, फिर बिना हिचके निकल जाइए: उसके बगल में चलते मत रहिए।',
        ],
      ),
      lesson(
        [
          'Stopping distances',
          'Your stopping distance is two parts: the road you cover before your foot reaches the brake, and the road the car covers while braking. Allow a second and a half to see, decide and move your foot.',
          'On a dry road that comes to about 17 metres at 30 km/h, 35 metres at 50 km/h and 69 metres at 80 km/h. Braking distance grows with the square of speed: go half as fast again and you need more than twice the room.',
          'On a wet road the braking part roughly doubles, and worn tyres or an overloaded car add more. If you cannot stop within the distance you can see to be clear, you are going too fast for the road.',
        ],
        [
          'रुकने की दूरी',
          'गाड़ी रोकने की दूरी के दो हिस्से हैं: ख़तरा देखकर पैर ब्रेक तक पहुँचने तक गाड़ी जितना चलती है, और ब्रेक लगने के बाद जितना सरकती है। देखने, सोचने और पैर बढ़ाने में लगभग डेढ़ सेकंड मानकर चलिए।',
          'सूखी सड़क पर यह दूरी 30 किमी/घंटा पर लगभग 17 मीटर, 50 पर 35 मीटर और 80 पर 69 मीटर होती है। ब्रेक की दूरी रफ़्तार के वर्ग के हिसाब से बढ़ती है: रफ़्तार डेढ़ गुना कीजिए तो दोगुने से ज़्यादा जगह चाहिए।',
          'गीली सड़क पर ब्रेक वाला हिस्सा लगभग दोगुना हो जाता है, और घिसे टायर या ज़्यादा भरी गाड़ी से और बढ़ता है। जितनी सड़क आगे साफ़ दिख रही है, उतने में न रुक सकें, तो आपकी रफ़्तार उस सड़क के लिए ज़्यादा है।',
        ],
      ),
      lesson(
        [
          'Warning lights on the dashboard',
          'When you switch on, every warning light comes on for a moment and then goes out: that is the bulbs being tested. A light that stays on, or comes on while you drive, is the car telling you something.',
          'Red means stop as soon as it is safe and switch off: the brake warning, oil pressure, battery charge and engine temperature lights, and the seat-belt reminder (fasten it before you move). Driving on with the oil or temperature light on can ruin the engine within minutes.',
          'Amber means have it checked soon: the engine check light, ABS and tyre pressure. On a highway, pull into a fuel station or a wide shoulder with your hazard lights on, never stop in a running lane.',
        ],
        [
          'डैशबोर्ड की चेतावनी बत्तियाँ',
          'चाबी घुमाते ही सारी चेतावनी बत्तियाँ एक पल को जलती हैं और फिर बुझ जाती हैं: इससे बल्ब की जाँच होती है। जो बत्ती जलती रहे, या चलते-चलते जल उठे, वह गाड़ी आपको कुछ बता रही है।',
          'लाल बत्ती का मतलब है, सुरक्षित जगह मिलते ही रुकिए और इंजन बंद कीजिए: ब्रेक, इंजन ऑयल का दबाव, बैटरी चार्जिंग और इंजन का तापमान, और सीट बेल्ट की याद दिलाने वाली बत्ती (चलने से पहले बेल्ट लगा लीजिए)। ऑयल या तापमान की बत्ती जलते हुए गाड़ी चलाते रहे तो कुछ ही मिनट में इंजन ख़राब हो सकता है।',
          'पीली बत्ती का मतलब है, जल्दी जाँच करवाइए: इंजन चेक, एबीएस और टायर प्रेशर। हाईवे पर हैज़र्ड लाइट जलाकर पेट्रोल पंप या चौड़े किनारे पर रुकिए, चलती लेन में कभी नहीं।',
        ],
      ),
      lesson(
        [
          'Toll plazas and FASTag',
          'Choose the FASTag lane early, slow to 20 km/h and keep a gap to the car ahead.',
          'Lane signs above the plaza show which lanes read FASTag and which take cash. Change lanes well before the plaza, not in the last fifty metres where cars weave and stop.',
          'Keep your FASTag recharged before a trip: since 2021 a vehicle without a valid FASTag pays double the toll in a FASTag lane. If the barrier does not lift, stop, stay in the car and wait for the attendant; do not reverse.',
        ],
        [
          'टोल प्लाज़ा और फ़ास्टैग',
          'फ़ास्टैग वाली लेन पहले से चुन लीजिए, रफ़्तार 20 किमी प्रति घंटा तक कम कीजिए और आगे की गाड़ी से दूरी बनाए रखिए।',
          'प्लाज़ा के ऊपर लगे बोर्ड बताते हैं कि किस लेन में फ़ास्टैग चलता है और किसमें नकद। लेन प्लाज़ा से काफ़ी पहले बदलिए, आख़िरी पचास मीटर में नहीं, जहाँ गाड़ियाँ इधर-उधर कटती और अचानक रुकती हैं।',
          'सफ़र से पहले फ़ास्टैग में पैसे डलवा लीजिए: 2021 से बिना चालू फ़ास्टैग के फ़ास्टैग लेन में घुसने पर दोगुना टोल लगता है। बैरियर न उठे तो रुकिए, गाड़ी में ही बैठे रहिए और कर्मचारी का इंतज़ार कीजिए; पीछे मत कीजिए।',
        ],
      ),
    ],
  },
  {
    slug: 'hill-driving-mainpat-ghats',
    category: 'skill',
    title: 'Hill Driving on Ghat Roads',
    summary:
      'Hairpin bends, engine braking and giving way uphill, practised for the Mainpat and Chaiturgarh roads.',
    titleHi: 'घाट की सड़कों पर पहाड़ी ड्राइविंग',
    summaryHi:
      'तीखे घुमावदार मोड़, इंजन ब्रेकिंग और चढ़ती गाड़ी को रास्ता देना, मैनपाट और चैतुरगढ़ की सड़कों के लिए।',
    instructor: 'farah',
    inrPaise: 129_900,
    usdCents: 1_599,
    campaignPercent: 0,
    lessons: [
      lesson(
        [
          'Engine braking downhill',
          'Use the same gear going down that you would use going up; never coast in neutral.',
          'Brakes that are held on for a long descent overheat and fade. In second or third gear the engine holds the car back, and the brakes stay cool for the moment you really need them.',
        ],
        [
          'ढलान पर इंजन ब्रेकिंग',
          'उतरते समय वही गियर लगाइए जो चढ़ते समय लगाते; न्यूट्रल में गाड़ी कभी मत लुढ़काइए।',
          'लंबी ढलान पर लगातार दबे ब्रेक गर्म होकर कमज़ोर पड़ जाते हैं। दूसरे या तीसरे गियर में इंजन ख़ुद गाड़ी को थामे रखता है, और ब्रेक ठंडे रहते हैं ताकि असली ज़रूरत पर काम आएँ।',
        ],
      ),
      lesson(
        [
          'Hairpin bends',
          'Slow before the bend, keep to your lane and sound the horn on blind corners.',
          'Brake and change down while the road is still straight, then drive round the bend on a steady throttle. Braking in the middle of a hairpin on gravel or wet leaves is how cars slide wide.',
          'Stay on your own side even when the bend tempts you to cut the corner: a bus or truck coming down needs its whole lane and often some of yours. On the Mainpat ghat, watch for buses that swing wide at the tightest bends.',
        ],
        [
          'तीखे घुमावदार मोड़',
          'मोड़ से पहले ही धीमे हो जाइए, अपनी लेन में रहिए और जहाँ आगे न दिखे वहाँ हॉर्न बजाइए।',
          'ब्रेक और गियर सीधी सड़क पर ही घटा लीजिए, फिर मोड़ पर एक्सीलेरेटर एक-सा रखते हुए घूमिए। मोड़ के बीच में बजरी या गीले पत्तों पर ब्रेक दबाने से ही गाड़ी फिसलकर बाहर की ओर जाती है।',
          'मोड़ काटने का मन करे तब भी अपनी तरफ़ ही रहिए: नीचे उतरती बस या ट्रक को अपनी पूरी लेन चाहिए, और अक्सर आपकी लेन का भी कुछ हिस्सा। मैनपाट घाट पर सबसे तीखे मोड़ों पर चौड़ा घूमने वाली बसों से सावधान रहिए।',
        ],
      ),
      lesson(
        [
          'Who gives way',
          'Traffic going uphill has priority; stop at a wide spot to let it pass.',
          'A car climbing a steep slope that has to stop may struggle to start again, while one coming down can stop and move off easily. So when you are going down, look ahead for the next wide spot and wait there, well to your left.',
          'If you meet head-on where there is no room, the driver nearer a wide spot reverses to it, slowly and with someone outside guiding if possible.',
        ],
        [
          'रास्ता कौन दे',
          'चढ़ती गाड़ी को पहले जाने का हक़ है; उतरते समय किसी चौड़ी जगह रुककर उसे निकलने दीजिए।',
          'खड़ी चढ़ाई पर रुकी गाड़ी को दोबारा चलाना मुश्किल होता है, जबकि उतरती गाड़ी आसानी से रुककर फिर चल सकती है। इसलिए उतरते समय आगे की अगली चौड़ी जगह पर नज़र रखिए और वहीं बाईं ओर किनारे होकर रुक जाइए।',
          'अगर ऐसी जगह आमने-सामने हो जाएँ जहाँ जगह ही न हो, तो जिसकी गाड़ी चौड़ी जगह के ज़्यादा पास है, वह धीरे-धीरे पीछे ले जाए; हो सके तो कोई बाहर उतरकर रास्ता बताए।',
        ],
      ),
    ],
  },
  {
    slug: 'night-driving-essentials',
    category: 'skill',
    title: 'Night Driving Essentials',
    summary: 'Headlight use, glare, fatigue and animals on the road after dark.',
    titleHi: 'रात में ड्राइविंग की ज़रूरी बातें',
    summaryHi: 'हेडलाइट का सही इस्तेमाल, चकाचौंध, थकान, और अंधेरे में सड़क पर जानवर।',
    instructor: 'arjun',
    inrPaise: 79_900,
    usdCents: 999,
    campaignPercent: 20,
    lessons: [
      lesson(
        [
          'High and low beam',
          'Dip for oncoming traffic and when following another car; look at the left edge of the road to avoid glare.',
          'Use high beam on empty roads outside towns: it shows you cattle, potholes and a stalled truck far sooner. Dip as soon as you see the lights of a vehicle coming, and when you are close behind another car, so you do not dazzle its driver in the mirror.',
          'If an oncoming driver does not dip, do not flash back at full beam. Slow down, keep your eyes on the left edge of your lane, and wait for the lights to pass.',
        ],
        [
          'हाई बीम और लो बीम',
          'सामने से गाड़ी आए या आप किसी के पीछे चल रहे हों तो लाइट डिप कर दीजिए; चकाचौंध से बचने के लिए सड़क के बाएँ किनारे पर नज़र रखिए।',
          'शहर के बाहर ख़ाली सड़क पर हाई बीम रखिए: मवेशी, गड्ढे और ख़राब खड़ा ट्रक इससे बहुत पहले दिख जाते हैं। सामने से आती गाड़ी की रोशनी दिखते ही लाइट डिप कीजिए, और किसी के ठीक पीछे हों तब भी, ताकि उसके शीशे में चौंध न पड़े।',
          'सामने वाला लाइट डिप न करे तो आप भी जवाब में तेज़ रोशनी मत मारिए। रफ़्तार कम कीजिए, नज़र अपनी लेन के बाएँ किनारे पर रखिए, और उस गाड़ी के निकल जाने दीजिए।',
        ],
      ),
      lesson(
        [
          'Fatigue',
          'Stop every two hours; a short nap beats coffee.',
          'Tiredness creeps up: you yawn, blink slowly, miss a turn, drift towards the edge or cannot remember the last few kilometres. Any one of these means stop now, not at the next town.',
          'The worst hours are between midnight and six in the morning and after a heavy meal. Plan night trips with two drivers if you can, and sleep twenty minutes in a safe, lit place rather than pushing on.',
        ],
        [
          'थकान',
          'हर दो घंटे पर रुकिए; चाय-कॉफ़ी से ज़्यादा असर थोड़ी देर की झपकी का होता है।',
          'थकान चुपके से आती है: उबासी आने लगे, पलकें भारी हों, कोई मोड़ छूट जाए, गाड़ी किनारे की ओर खिसकने लगे, या पिछले कुछ किलोमीटर याद ही न रहें। इनमें से कुछ भी हो तो अभी रुकिए, अगले शहर तक नहीं।',
          'सबसे ख़तरनाक समय आधी रात से सुबह छह बजे तक और भरपेट खाने के बाद का होता है। रात का सफ़र हो सके तो दो चालकों के साथ कीजिए, और ज़िद में चलते रहने के बजाय किसी सुरक्षित, रोशनी वाली जगह बीस मिनट सो लीजिए।',
        ],
      ),
    ],
  },
  {
    slug: 'first-time-automatic',
    category: 'skill',
    title: 'Driving an Automatic for the First Time',
    summary: 'P, R, N, D explained, creep control, and the habits a manual driver must unlearn.',
    titleHi: 'पहली बार ऑटोमैटिक गाड़ी चलाना',
    summaryHi:
      'P, R, N, D का मतलब, धीरे सरकती गाड़ी को सँभालना, और मैनुअल चलाने वालों की वे आदतें जो छोड़नी होंगी।',
    instructor: 'farah',
    inrPaise: 0,
    usdCents: 0,
    campaignPercent: 0,
    lessons: [
      lesson(
        [
          'The gear selector',
          'P locks the wheels, R reverses, N is neutral and D drives; press the brake to leave P.',
        ],
        [
          'गियर सेलेक्टर',
          'P पहियों को लॉक करता है, R से गाड़ी पीछे चलती है, N न्यूट्रल है और D से आगे; P से निकलने के लिए ब्रेक दबाना पड़ता है।',
        ],
      ),
      lesson(
        [
          'Creep and braking',
          'An automatic creeps forward in D; use your right foot for both pedals and keep the left foot still.',
        ],
        [
          'सरकना और ब्रेक',
          'D में ऑटोमैटिक गाड़ी अपने आप धीरे-धीरे आगे सरकती है; दोनों पैडल दाएँ पैर से ही चलाइए और बायाँ पैर आराम से रखिए।',
        ],
      ),
    ],
  },
  {
    slug: 'defensive-driving-city-traffic',
    category: 'skill',
    title: 'Defensive Driving in City Traffic',
    summary: 'Reading two-wheelers, autos and pedestrians; space cushions and the two-second rule.',
    titleHi: 'शहर के ट्रैफ़िक में सुरक्षित (डिफ़ेंसिव) ड्राइविंग',
    summaryHi: 'दोपहिया, ऑटो और पैदल लोगों की अगली चाल भाँपना; चारों ओर जगह छोड़ना और दो सेकंड का नियम।',
    instructor: 'meena',
    inrPaise: 89_900,
    usdCents: 1_099,
    campaignPercent: 0,
    lessons: [
      lesson(
        [
          'The space cushion',
          'Keep room ahead and to one side so you always have an escape route.',
          'In a jam, stop where you can still see the rear tyres of the car ahead touching the road. That gap lets you steer around it if it stalls, and keeps you from being pushed into it if you are hit from behind.',
        ],
        [
          'चारों ओर जगह छोड़ना',
          'आगे और एक तरफ़ इतनी जगह रखिए कि ज़रूरत पड़ने पर निकलने का रास्ता हमेशा रहे।',
          'जाम में ऐसी जगह रुकिए जहाँ से आगे वाली गाड़ी के पिछले टायर सड़क को छूते दिखें। इतनी जगह से आगे की गाड़ी बंद हो जाए तो आप बगल से निकल सकते हैं, और पीछे से टक्कर लगे तो आप आगे वाली गाड़ी में नहीं घुसते।',
        ],
      ),
      lesson(
        [
          'Predicting others',
          'Autos stop without warning for passengers; two-wheelers filter on the left; expect it.',
          'Read the clues: a person at the kerb waving at an auto, a bus slowing near a stop, a scooter rider turning their head, a child on the footpath with a ball. Each one tells you what may happen in the next three seconds.',
          'Before turning left, check your left mirror and over your shoulder for a two-wheeler coming up the inside. When an auto ahead slows near the kerb, ease off and hang back rather than squeezing past.',
        ],
        [
          'दूसरों की अगली चाल भाँपना',
          'ऑटो सवारी देखते ही बिना इशारे के रुक जाते हैं, और दोपहिया बाईं ओर से निकलते हैं; इसकी उम्मीद पहले से रखिए।',
          'इशारे पढ़िए: किनारे पर ऑटो को हाथ दिखाता आदमी, स्टॉप के पास धीमी होती बस, सिर घुमाता स्कूटर वाला, फ़ुटपाथ पर गेंद लिए बच्चा। इनमें से हर एक बताता है कि अगले तीन सेकंड में क्या हो सकता है।',
          'बाएँ मुड़ने से पहले बायाँ शीशा देखिए और कंधे के ऊपर से भी, कहीं कोई दोपहिया बगल से तो नहीं आ रहा। आगे का ऑटो किनारे की ओर धीमा हो तो आप भी एक्सीलेरेटर छोड़कर पीछे रहिए, बगल से घुसकर निकलने की कोशिश मत कीजिए।',
        ],
      ),
      lesson(
        [
          'Roundabouts',
          'In India you go round a roundabout clockwise, keeping the centre island on your right. As you arrive, slow down and look right: vehicles already on the roundabout have the right of way.',
          'Wait at the give-way line until there is a safe gap, then join without stopping on the ring. For the first exit keep left and signal left; to go further round, signal right as you join and left just after passing the exit before yours.',
          'Watch for two-wheelers and cycles on your left as you leave, and for pedestrians crossing the arms. At busy squares such as Raipur’s Jaistambh Chowk a traffic officer or signals may override these rules: follow them.',
        ],
        [
          'गोल चक्कर',
          'भारत में गोल चक्कर घड़ी की दिशा में घूमा जाता है, बीच का घेरा आपकी दाईं ओर रहता है। पहुँचते ही रफ़्तार कम कीजिए और दाईं ओर देखिए: जो गाड़ियाँ पहले से चक्कर में घूम रही हैं, पहले जाने का हक़ उनका है।',
          'रास्ता दीजिए वाली लाइन पर तब तक रुकिए जब तक सुरक्षित जगह न मिले, फिर चक्कर में घुसिए और उस पर कहीं मत रुकिए। पहले निकास से निकलना हो तो बाईं ओर रहिए और बायाँ इंडिकेटर दीजिए; आगे तक जाना हो तो घुसते समय दायाँ इंडिकेटर दीजिए और अपने निकास से पहले वाला निकास पार करते ही बायाँ।',
          'निकलते समय बाईं ओर के दोपहिया और साइकिल पर नज़र रखिए, और चक्कर की सड़कें पार करते पैदल लोगों पर भी। रायपुर के जयस्तंभ चौक जैसे व्यस्त चौराहों पर ट्रैफ़िक पुलिस या सिग्नल हों तो उन्हीं का पालन कीजिए।',
        ],
      ),
    ],
  },
  {
    slug: 'learners-mock-test-road-signs',
    category: 'qb',
    title: "Learner's Licence Mock Test: Road Signs",
    summary:
      'Every mandatory, cautionary and informatory sign, drawn: what it means and what it tells you to do; 15 questions a test, as on Sarathi, with every answer explained.',
    titleHi: 'लर्नर लाइसेंस मॉक टेस्ट: सड़क के चिह्न',
    summaryHi:
      'हर आदेशात्मक, सावधानी और सूचनात्मक चिह्न, तस्वीर के साथ: उसका मतलब क्या है और वह आपसे क्या करने को कहता है; सारथी की तरह हर टेस्ट में 15 सवाल, हर जवाब की व्याख्या के साथ।',
    instructor: 'meena',
    inrPaise: 0,
    usdCents: 0,
    campaignPercent: 0,
    lessons: [],
    questions: 'signs',
  },
  {
    slug: 'learners-mock-test-rules-of-the-road',
    category: 'qb',
    title: "Learner's Licence Mock Test: Rules of the Road",
    summary:
      'Right of way, overtaking, hand signals, documents and the 2019 fines: 15 questions a test, drawn from over a hundred.',
    titleHi: 'लर्नर लाइसेंस मॉक टेस्ट: सड़क के नियम',
    summaryHi:
      'पहले जाने का हक़, ओवरटेक, हाथ के इशारे, ज़रूरी काग़ज़ और 2019 के जुर्माने: सौ से ज़्यादा सवालों में से हर टेस्ट में 15।',
    instructor: 'arjun',
    inrPaise: 19_900,
    usdCents: 299,
    campaignPercent: 0,
    lessons: [],
    questions: 'rules',
  },
];
