import type { SignFrame } from './sign-drawing.js';

export type SignKind = 'mandatory' | 'cautionary' | 'informatory';

/** One road sign: its file name, family, how it is drawn, and its meaning in both languages. */
export interface RoadSign {
  id: string;
  kind: SignKind;
  frame: SignFrame;
  symbol: string;
  text?: string;
  en: string;
  hi: string;
}

const m = (id: string, frame: SignFrame, symbol: string, en: string, hi: string, text?: string) =>
  ({ id, kind: 'mandatory', frame, symbol, en, hi, ...(text ? { text } : {}) }) as RoadSign;
const c = (id: string, symbol: string, en: string, hi: string) =>
  ({ id, kind: 'cautionary', frame: 'caution', symbol, en, hi }) as RoadSign;
const i = (id: string, symbol: string, en: string, hi: string) =>
  ({ id, kind: 'informatory', frame: 'inform', symbol, en, hi }) as RoadSign;

/** The signs of the question bank (IRC:67 families), each drawn in public/road-signs/. */
export const ROAD_SIGNS: RoadSign[] = [
  m('stop', 'stop', 'none', 'Stop', 'रुकिए'),
  m('give-way', 'give-way', 'none', 'Give way', 'रास्ता दीजिए'),
  m('no-entry', 'no-entry', 'none', 'No entry', 'प्रवेश निषेध'),
  m(
    'vehicles-prohibited-both-directions',
    'prohibit',
    'none',
    'Vehicles prohibited in both directions',
    'दोनों दिशाओं से वाहनों का प्रवेश निषेध',
  ),
  m('straight-prohibited', 'prohibit-slash', 'arrowUp', 'Straight prohibited', 'सीधे जाना मना है'),
  m(
    'left-turn-prohibited',
    'prohibit-slash',
    'arrowLeft',
    'Left turn prohibited',
    'बाएँ मुड़ना मना है',
  ),
  m(
    'right-turn-prohibited',
    'prohibit-slash',
    'arrowRight',
    'Right turn prohibited',
    'दाएँ मुड़ना मना है',
  ),
  m('u-turn-prohibited', 'prohibit-slash', 'uTurn', 'U-turn prohibited', 'यू-टर्न लेना मना है'),
  m('overtaking-prohibited', 'prohibit', 'twoCars', 'Overtaking prohibited', 'ओवरटेक करना मना है'),
  m('horn-prohibited', 'prohibit-slash', 'horn', 'Horn prohibited', 'हॉर्न बजाना मना है'),
  m('truck-prohibited', 'prohibit-slash', 'truck', 'Trucks prohibited', 'ट्रकों का प्रवेश निषेध'),
  m('cycle-prohibited', 'prohibit-slash', 'bicycle', 'Cycles prohibited', 'साइकिल चलाना मना है'),
  m(
    'pedestrians-prohibited',
    'prohibit-slash',
    'pedestrian',
    'Pedestrians prohibited',
    'पैदल चलना मना है',
  ),
  m('cars-prohibited', 'prohibit-slash', 'car', 'Cars prohibited', 'कारों का प्रवेश निषेध'),
  m('no-parking', 'no-parking', 'none', 'No parking', 'यहाँ गाड़ी खड़ी करना मना है'),
  m('no-stopping', 'no-stopping', 'none', 'No stopping or standing', 'यहाँ रुकना या खड़े होना मना है'),
  m(
    'speed-limit-50',
    'prohibit',
    'text',
    'Maximum speed 50 km/h',
    'अधिकतम गति 50 किमी प्रति घंटा',
    '50',
  ),
  m('height-limit', 'prohibit', 'text', 'Height limit 3.5 metres', 'ऊँचाई की सीमा 3.5 मीटर', '3.5m'),
  m('width-limit', 'prohibit', 'text', 'Width limit 2 metres', 'चौड़ाई की सीमा 2 मीटर', '2m'),
  m('load-limit', 'prohibit', 'text', 'Load limit 5 tonnes', 'भार की सीमा 5 टन', '5t'),
  m('restriction-ends', 'end', 'none', 'Restriction ends', 'प्रतिबंध यहाँ समाप्त'),
  m('compulsory-ahead', 'compulsory', 'arrowUp', 'Compulsory ahead only', 'केवल सीधे जाना अनिवार्य'),
  m('compulsory-turn-left', 'compulsory', 'arrowLeft', 'Compulsory turn left', 'बाएँ मुड़ना अनिवार्य'),
  m(
    'compulsory-turn-right',
    'compulsory',
    'arrowRight',
    'Compulsory turn right',
    'दाएँ मुड़ना अनिवार्य',
  ),
  m(
    'compulsory-keep-left',
    'compulsory',
    'keepLeft',
    'Compulsory keep left',
    'बाईं ओर चलना अनिवार्य',
  ),
  m(
    'compulsory-ahead-or-right',
    'compulsory',
    'aheadOrRight',
    'Compulsory ahead or turn right',
    'सीधे जाएँ या दाएँ मुड़ें',
  ),
  m(
    'compulsory-ahead-or-left',
    'compulsory',
    'aheadOrLeft',
    'Compulsory ahead or turn left',
    'सीधे जाएँ या बाएँ मुड़ें',
  ),
  m(
    'compulsory-cycle-track',
    'compulsory',
    'bicycle',
    'Compulsory cycle track',
    'साइकिल के लिए अनिवार्य मार्ग',
  ),
  m('compulsory-sound-horn', 'compulsory', 'horn', 'Compulsory sound horn', 'हॉर्न बजाना अनिवार्य'),
  c('right-hand-curve', 'curveRight', 'Right hand curve', 'दाईं ओर मोड़'),
  c('left-hand-curve', 'curveLeft', 'Left hand curve', 'बाईं ओर मोड़'),
  c('right-hairpin-bend', 'hairpinRight', 'Right hairpin bend', 'दाईं ओर तीखा घुमावदार मोड़'),
  c('left-hairpin-bend', 'hairpinLeft', 'Left hairpin bend', 'बाईं ओर तीखा घुमावदार मोड़'),
  c('right-reverse-bend', 'reverseRight', 'Right reverse bend', 'पहले दाएँ फिर बाएँ घुमाव'),
  c('left-reverse-bend', 'reverseLeft', 'Left reverse bend', 'पहले बाएँ फिर दाएँ घुमाव'),
  c('steep-ascent', 'ascent', 'Steep ascent', 'आगे खड़ी चढ़ाई'),
  c('steep-descent', 'descent', 'Steep descent', 'आगे खड़ी ढलान'),
  c('narrow-road', 'narrowRoad', 'Narrow road ahead', 'आगे सड़क सँकरी है'),
  c('narrow-bridge', 'narrowBridge', 'Narrow bridge', 'आगे सँकरा पुल'),
  c('slippery-road', 'slippery', 'Slippery road', 'फिसलन भरी सड़क'),
  c('loose-gravel', 'gravel', 'Loose gravel', 'सड़क पर ढीली बजरी'),
  c('cycle-crossing', 'bicycle', 'Cycle crossing', 'आगे साइकिल क्रॉसिंग'),
  c('pedestrian-crossing', 'pedestrian', 'Pedestrian crossing', 'आगे पैदल यात्री क्रॉसिंग'),
  c('school-ahead', 'children', 'School ahead', 'आगे स्कूल है'),
  c('men-at-work', 'worker', 'Men at work', 'आगे सड़क पर काम चल रहा है'),
  c('cattle', 'cattle', 'Cattle on the road', 'सड़क पर मवेशी हो सकते हैं'),
  c('falling-rocks', 'rocks', 'Falling rocks', 'चट्टानें गिरने का ख़तरा'),
  c('cross-road', 'crossRoad', 'Cross road', 'आगे चौराहा'),
  c('side-road-right', 'sideRight', 'Side road on the right', 'दाईं ओर से मिलने वाली सड़क'),
  c('side-road-left', 'sideLeft', 'Side road on the left', 'बाईं ओर से मिलने वाली सड़क'),
  c('y-intersection', 'yJunction', 'Y-intersection', 'आगे वाई (Y) आकार का तिराहा'),
  c('t-intersection', 'tJunction', 'T-intersection', 'आगे टी (T) आकार का तिराहा'),
  c('major-road-ahead', 'majorRoad', 'Major road ahead', 'आगे मुख्य सड़क है'),
  c('roundabout', 'roundabout', 'Roundabout', 'आगे गोल चक्कर'),
  c('hump', 'hump', 'Hump or rough road', 'आगे स्पीड ब्रेकर या ऊबड़-खाबड़ सड़क'),
  c('dangerous-dip', 'dip', 'Dangerous dip', 'आगे ख़तरनाक गड्ढा या ढलान'),
  c('gap-in-median', 'gapMedian', 'Gap in median', 'डिवाइडर में कटाव'),
  c('unguarded-level-crossing', 'train', 'Unguarded railway crossing', 'बिना फाटक वाली रेलवे क्रॉसिंग'),
  c('guarded-level-crossing', 'gate', 'Guarded railway crossing', 'फाटक वाली रेलवे क्रॉसिंग'),
  c('barrier-ahead', 'barrier', 'Barrier ahead', 'आगे बैरियर है'),
  i('parking', 'letterP', 'Parking', 'पार्किंग स्थल'),
  i('hospital', 'letterH', 'Hospital', 'अस्पताल'),
  i('first-aid-post', 'firstAid', 'First aid post', 'प्राथमिक चिकित्सा केंद्र'),
  i('petrol-pump', 'fuelPump', 'Petrol pump', 'पेट्रोल पंप'),
  i('eating-place', 'cutlery', 'Eating place', 'भोजनालय'),
  i('light-refreshment', 'cup', 'Light refreshment', 'चाय-नाश्ता'),
  i('resting-place', 'bed', 'Resting place', 'विश्राम स्थल'),
  i('public-telephone', 'phone', 'Public telephone', 'सार्वजनिक टेलीफ़ोन'),
  i('no-through-road', 'deadEnd', 'No through road', 'आगे रास्ता बंद है'),
];

export const roadSignUrl = (id: string) => `/road-signs/${id}.svg`;
