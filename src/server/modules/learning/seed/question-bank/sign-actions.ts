/**
 * What each sign of the bank asks the driver to do, in both languages: the questions test this
 * (issue 34), not the sign's family. Each is written for its own sign, so another sign's action
 * is a wrong answer to it.
 */
export const SIGN_ACTIONS: Record<string, { en: string; hi: string }> = {
  stop: {
    en: 'Stop completely at the stop line, and go on only when the way is clear.',
    hi: 'स्टॉप लाइन पर पूरी तरह रुकिए, और रास्ता साफ़ होने पर ही आगे बढ़िए।',
  },
  'give-way': {
    en: 'Slow down and let the traffic on the road you are joining go first; stop if you must.',
    hi: 'धीमे हो जाइए और जिस सड़क पर जा रहे हैं उसके वाहनों को पहले जाने दीजिए; ज़रूरत हो तो रुकिए।',
  },
  'no-entry': {
    en: 'Do not drive into this road from this end.',
    hi: 'इस ओर से इस सड़क में गाड़ी मत ले जाइए।',
  },
  'vehicles-prohibited-both-directions': {
    en: 'Do not take any vehicle into this road, from either end.',
    hi: 'किसी भी ओर से इस सड़क पर कोई वाहन मत ले जाइए।',
  },
  'straight-prohibited': {
    en: 'Do not go straight on; turn left or right instead.',
    hi: 'सीधे मत जाइए; बाएँ या दाएँ मुड़िए।',
  },
  'left-turn-prohibited': { en: 'Do not turn left here.', hi: 'यहाँ बाएँ मत मुड़िए।' },
  'right-turn-prohibited': { en: 'Do not turn right here.', hi: 'यहाँ दाएँ मत मुड़िए।' },
  'u-turn-prohibited': {
    en: 'Do not turn round (make a U-turn) here.',
    hi: 'यहाँ यू-टर्न लेकर वापस मत मुड़िए।',
  },
  'overtaking-prohibited': {
    en: 'Do not overtake any vehicle on this stretch.',
    hi: 'इस हिस्से में किसी वाहन को ओवरटेक मत कीजिए।',
  },
  'horn-prohibited': {
    en: 'Do not sound your horn here (near a hospital or a school, for example).',
    hi: 'यहाँ हॉर्न मत बजाइए (जैसे अस्पताल या स्कूल के पास)।',
  },
  'truck-prohibited': {
    en: 'Do not drive a truck or goods carrier into this road.',
    hi: 'इस सड़क पर ट्रक या मालवाहक गाड़ी मत ले जाइए।',
  },
  'cycle-prohibited': {
    en: 'Do not ride a bicycle on this road.',
    hi: 'इस सड़क पर साइकिल मत चलाइए।',
  },
  'pedestrians-prohibited': {
    en: 'Do not walk on this road; people on foot must take another way.',
    hi: 'इस सड़क पर पैदल मत चलिए; पैदल लोगों को दूसरा रास्ता लेना है।',
  },
  'cars-prohibited': {
    en: 'Do not drive a car into this road.',
    hi: 'इस सड़क पर कार मत ले जाइए।',
  },
  'no-parking': {
    en: 'You may stop briefly to let people in or out, but do not park and leave the vehicle here.',
    hi: 'सवारी चढ़ाने-उतारने के लिए थोड़ी देर रुक सकते हैं, पर गाड़ी यहाँ खड़ी करके मत छोड़िए।',
  },
  'no-stopping': {
    en: 'Do not stop here at all, not even to let people in or out.',
    hi: 'यहाँ बिल्कुल मत रुकिए, सवारी चढ़ाने-उतारने के लिए भी नहीं।',
  },
  'speed-limit-50': {
    en: 'Keep your speed at or below 50 km/h.',
    hi: 'अपनी रफ़्तार 50 किमी प्रति घंटा या उससे कम रखिए।',
  },
  'height-limit': {
    en: 'Do not go on if your vehicle with its load is taller than 3.5 metres.',
    hi: 'लदे सामान समेत आपकी गाड़ी 3.5 मीटर से ऊँची हो तो आगे मत जाइए।',
  },
  'width-limit': {
    en: 'Do not go on if your vehicle is wider than 2 metres.',
    hi: 'आपकी गाड़ी 2 मीटर से ज़्यादा चौड़ी हो तो आगे मत जाइए।',
  },
  'load-limit': {
    en: 'Do not go on if your vehicle with its load weighs more than 5 tonnes.',
    hi: 'लदे सामान समेत आपकी गाड़ी का वज़न 5 टन से ज़्यादा हो तो आगे मत जाइए।',
  },
  'restriction-ends': {
    en: 'The limit or ban signed before no longer applies from here.',
    hi: 'पहले लगी पाबंदी या सीमा यहाँ से लागू नहीं है।',
  },
  'compulsory-ahead': {
    en: 'Go straight on only; do not turn.',
    hi: 'सिर्फ़ सीधे जाइए; मुड़िए मत।',
  },
  'compulsory-turn-left': {
    en: 'Turn left: no other direction is allowed.',
    hi: 'बाएँ मुड़िए: कोई और दिशा नहीं ले सकते।',
  },
  'compulsory-turn-right': {
    en: 'Turn right: no other direction is allowed.',
    hi: 'दाएँ मुड़िए: कोई और दिशा नहीं ले सकते।',
  },
  'compulsory-keep-left': {
    en: 'Pass on the left of the traffic island or divider.',
    hi: 'ट्रैफ़िक आइलैंड या डिवाइडर के बाईं ओर से निकलिए।',
  },
  'compulsory-ahead-or-right': {
    en: 'Go straight on or turn right; do not turn left.',
    hi: 'सीधे जाइए या दाएँ मुड़िए; बाएँ मत मुड़िए।',
  },
  'compulsory-ahead-or-left': {
    en: 'Go straight on or turn left; do not turn right.',
    hi: 'सीधे जाइए या बाएँ मुड़िए; दाएँ मत मुड़िए।',
  },
  'compulsory-cycle-track': {
    en: 'This track is for cycles only: cyclists must use it, and motor vehicles keep off it.',
    hi: 'यह रास्ता सिर्फ़ साइकिलों का है: साइकिल वाले इसी पर चलें, मोटर वाहन इस पर न आएँ।',
  },
  'compulsory-sound-horn': {
    en: 'Sound your horn here, as before a blind bend in the hills.',
    hi: 'यहाँ हॉर्न बजाइए, जैसे पहाड़ के अंधे मोड़ से पहले।',
  },
  'right-hand-curve': {
    en: 'Slow down before the bend to the right and keep to your side of the road.',
    hi: 'दाईं ओर के मोड़ से पहले धीमे हो जाइए और सड़क पर अपनी ओर रहिए।',
  },
  'left-hand-curve': {
    en: 'Slow down before the bend to the left and keep to your side of the road.',
    hi: 'बाईं ओर के मोड़ से पहले धीमे हो जाइए और सड़क पर अपनी ओर रहिए।',
  },
  'right-hairpin-bend': {
    en: 'Slow right down in a low gear: the road turns sharply back on itself to the right.',
    hi: 'छोटे गियर में बहुत धीमे हो जाइए: सड़क दाईं ओर तीखा मुड़कर लगभग उल्टी दिशा में जाती है।',
  },
  'left-hairpin-bend': {
    en: 'Slow right down in a low gear: the road turns sharply back on itself to the left.',
    hi: 'छोटे गियर में बहुत धीमे हो जाइए: सड़क बाईं ओर तीखा मुड़कर लगभग उल्टी दिशा में जाती है।',
  },
  'right-reverse-bend': {
    en: 'Slow down for a bend to the right followed at once by a bend to the left.',
    hi: 'धीमे हो जाइए: पहले दाईं ओर मोड़ है और उसके तुरंत बाद बाईं ओर।',
  },
  'left-reverse-bend': {
    en: 'Slow down for a bend to the left followed at once by a bend to the right.',
    hi: 'धीमे हो जाइए: पहले बाईं ओर मोड़ है और उसके तुरंत बाद दाईं ओर।',
  },
  'steep-ascent': {
    en: 'Change down to a lower gear in time to climb the steep hill ahead.',
    hi: 'आगे की खड़ी चढ़ाई के लिए समय रहते छोटा गियर लगाइए।',
  },
  'steep-descent': {
    en: 'Use a low gear and brake gently to hold your speed down the steep slope.',
    hi: 'खड़ी ढलान पर छोटा गियर लगाइए और हल्के ब्रेक से रफ़्तार काबू में रखिए।',
  },
  'narrow-road': {
    en: 'Slow down: the road ahead gets narrower, so watch for traffic coming towards you.',
    hi: 'धीमे हो जाइए: आगे सड़क सँकरी होती है, सामने से आते वाहनों पर नज़र रखिए।',
  },
  'narrow-bridge': {
    en: 'Slow down and let a vehicle already on the narrow bridge come off it first.',
    hi: 'धीमे हो जाइए, और जो वाहन पहले से सँकरे पुल पर है उसे पहले निकलने दीजिए।',
  },
  'slippery-road': {
    en: 'Slow down and avoid sudden braking or steering: the surface may be slippery.',
    hi: 'धीमे चलिए और अचानक ब्रेक या तेज़ मोड़ से बचिए: सड़क पर फिसलन हो सकती है।',
  },
  'loose-gravel': {
    en: 'Slow down and keep your distance: loose stones fly up and reduce your grip.',
    hi: 'धीमे चलिए और दूरी बनाए रखिए: ढीली बजरी उछलती है और टायरों की पकड़ कम करती है।',
  },
  'cycle-crossing': {
    en: 'Slow down and be ready to let cyclists cross the road.',
    hi: 'धीमे हो जाइए और साइकिल सवारों को सड़क पार करने देने के लिए तैयार रहिए।',
  },
  'pedestrian-crossing': {
    en: 'Slow down and stop for people crossing at the zebra crossing.',
    hi: 'धीमे हो जाइए और ज़ेबरा क्रॉसिंग पर सड़क पार करते लोगों के लिए रुकिए।',
  },
  'school-ahead': {
    en: 'Slow down and watch for children who may run onto the road.',
    hi: 'धीमे हो जाइए और अचानक सड़क पर आ सकने वाले बच्चों पर नज़र रखिए।',
  },
  'men-at-work': {
    en: 'Slow down and look out for workers and machines on the road.',
    hi: 'धीमे हो जाइए और सड़क पर काम कर रहे लोगों और मशीनों का ध्यान रखिए।',
  },
  cattle: {
    en: 'Slow down and be ready to stop for animals on the road.',
    hi: 'धीमे हो जाइए और सड़क पर जानवरों के लिए रुकने को तैयार रहिए।',
  },
  'falling-rocks': {
    en: 'Drive on with care without stopping below the slope, watching for stones on the road.',
    hi: 'ढलान के नीचे रुके बिना सावधानी से आगे बढ़िए, और सड़क पर पड़े पत्थरों पर नज़र रखिए।',
  },
  'cross-road': {
    en: 'Slow down: a road crosses ahead, and traffic may come from both sides.',
    hi: 'धीमे हो जाइए: आगे चौराहा है, दोनों तरफ़ से वाहन आ सकते हैं।',
  },
  'side-road-right': {
    en: 'Watch for vehicles coming out of a road joining from the right.',
    hi: 'दाईं ओर से मिलने वाली सड़क से निकलते वाहनों पर नज़र रखिए।',
  },
  'side-road-left': {
    en: 'Watch for vehicles coming out of a road joining from the left.',
    hi: 'बाईं ओर से मिलने वाली सड़क से निकलते वाहनों पर नज़र रखिए।',
  },
  'y-intersection': {
    en: 'Slow down and pick your branch: the road divides in two ahead.',
    hi: 'धीमे होकर अपनी दिशा चुनिए: आगे सड़क दो हिस्सों में बँटती है।',
  },
  't-intersection': {
    en: 'Slow down: the road ends ahead, and you must turn left or right.',
    hi: 'धीमे हो जाइए: आगे सड़क ख़त्म होती है, आपको बाएँ या दाएँ मुड़ना होगा।',
  },
  'major-road-ahead': {
    en: 'Slow down and be ready to give way: your road meets a main road ahead.',
    hi: 'धीमे हो जाइए और रास्ता देने के लिए तैयार रहिए: आगे आपकी सड़क मुख्य सड़क से मिलती है।',
  },
  roundabout: {
    en: 'Slow down and give way to vehicles already going round, coming from your right.',
    hi: 'धीमे हो जाइए, और चक्कर में पहले से घूम रहे (आपकी दाईं ओर से आते) वाहनों को पहले जाने दीजिए।',
  },
  hump: {
    en: 'Slow right down before the speed breaker or rough patch.',
    hi: 'स्पीड ब्रेकर या ऊबड़-खाबड़ हिस्से से पहले बहुत धीमे हो जाइए।',
  },
  'dangerous-dip': {
    en: 'Slow down: the road drops into a dip that may hold water or hide a vehicle.',
    hi: 'धीमे हो जाइए: आगे सड़क नीचे धँसती है, वहाँ पानी हो सकता है या कोई वाहन छिपा हो सकता है।',
  },
  'gap-in-median': {
    en: 'Watch for vehicles turning or crossing through the gap in the divider.',
    hi: 'डिवाइडर के कटाव से मुड़ते या पार करते वाहनों पर नज़र रखिए।',
  },
  'unguarded-level-crossing': {
    en: 'Stop before the railway line, look both ways and cross only when no train is coming.',
    hi: 'रेलवे लाइन से पहले रुकिए, दोनों ओर देखिए, और कोई ट्रेन न आ रही हो तभी पार कीजिए।',
  },
  'guarded-level-crossing': {
    en: 'Slow down and be ready to stop if the railway gate is closing or closed.',
    hi: 'धीमे हो जाइए, और रेलवे फाटक बंद हो रहा हो या बंद हो तो रुकने के लिए तैयार रहिए।',
  },
  'barrier-ahead': {
    en: 'Slow down and be ready to stop at the barrier (a toll or check post) ahead.',
    hi: 'धीमे हो जाइए और आगे के बैरियर (टोल या चेक पोस्ट) पर रुकने के लिए तैयार रहिए।',
  },
  parking: { en: 'You may park here.', hi: 'यहाँ गाड़ी खड़ी कर सकते हैं।' },
  hospital: {
    en: 'A hospital is near: go here for medical care, and drive quietly.',
    hi: 'पास में अस्पताल है: इलाज के लिए यहाँ जाइए, और शांति से गाड़ी चलाइए।',
  },
  'first-aid-post': {
    en: 'First aid is available nearby if someone is hurt.',
    hi: 'कोई घायल हो तो पास में प्राथमिक चिकित्सा मिल सकती है।',
  },
  'petrol-pump': { en: 'You can fill up with fuel ahead.', hi: 'आगे ईंधन भरवा सकते हैं।' },
  'eating-place': { en: 'You can stop for a meal ahead.', hi: 'आगे रुककर खाना खा सकते हैं।' },
  'light-refreshment': {
    en: 'You can stop for tea and a snack ahead.',
    hi: 'आगे रुककर चाय-नाश्ता कर सकते हैं।',
  },
  'resting-place': {
    en: 'You can stop to rest, or stay the night, ahead.',
    hi: 'आगे रुककर आराम कर सकते हैं या रात ठहर सकते हैं।',
  },
  'public-telephone': { en: 'You can make a phone call here.', hi: 'यहाँ से फ़ोन कर सकते हैं।' },
  'no-through-road': {
    en: 'Do not go in expecting a way through: this road is closed at the far end.',
    hi: 'आगे निकलने की उम्मीद में इस सड़क पर मत जाइए: इसका दूसरा सिरा बंद है।',
  },
};
