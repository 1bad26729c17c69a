// Imported (not read from disk) so the server build copies the JSON beside the code.
import documents from './documents.json' with { type: 'json' };
import penalties from './penalties.json' with { type: 'json' };
import rulesOne from './rules-1.json' with { type: 'json' };
import rulesTwo from './rules-2.json' with { type: 'json' };
import { ROAD_SIGNS, roadSignUrl, SIGN_KIND_NAMES, type RoadSign } from './road-signs.js';
import { must } from '../../../../../shared/must.js';

/** One question of a seeded bank, in both languages (decision 0032). */
export interface BankQuestionSeed {
  topic: 'rules' | 'signs' | 'documents' | 'penalties';
  imageUrl: string | null;
  correctIndex: number;
  en: { prompt: string; options: string[]; explanation: string };
  hi: { prompt: string; options: string[]; explanation: string };
}

/** A hand-written question: English prompt, options, answer, why; then the Hindi three. */
type Written = [string, string[], number, string, string, string[], string];

function readWritten(json: unknown, topic: BankQuestionSeed['topic']): BankQuestionSeed[] {
  const rows = json as Written[];
  return rows.map(([prompt, options, correctIndex, explanation, promptHi, optionsHi, whyHi]) => ({
    topic,
    imageUrl: null,
    correctIndex,
    en: { prompt, options, explanation },
    hi: { prompt: promptHi, options: optionsHi, explanation: whyHi },
  }));
}

/** A small seeded generator, so every database gets the same bank. */
function generator(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

/** Three other signs' meanings as wrong options, the right one at a varying place. */
function optionsFor(sign: RoadSign, others: RoadSign[], next: (n: number) => number) {
  const pool = others.filter((o) => o.id !== sign.id);
  const wrong: RoadSign[] = [];
  while (wrong.length < 3) {
    const o = must(pool[next(pool.length)], 'a sign from the pool');
    if (!wrong.includes(o)) wrong.push(o);
  }
  const at = next(4);
  const chosen = [...wrong];
  chosen.splice(at, 0, sign);
  return { chosen, at };
}

const KIND_HINT = {
  mandatory: {
    en: 'Mandatory signs are circles (a red ring forbids, a blue disc commands), with STOP and GIVE WAY as the two special shapes.',
    hi: 'आदेशात्मक चिह्न गोल होते हैं (लाल घेरा मनाही करता है, नीला गोला आदेश देता है); ‘रुकिए’ और ‘रास्ता दीजिए’ के आकार अलग होते हैं।',
  },
  cautionary: {
    en: 'Cautionary signs are triangles with a red border: they warn of a hazard ahead.',
    hi: 'सावधानी चिह्न लाल किनारे वाले त्रिकोण होते हैं: ये आगे के ख़तरे से सावधान करते हैं।',
  },
  informatory: {
    en: 'Informatory signs are blue rectangles: they tell you about facilities and places.',
    hi: 'सूचनात्मक चिह्न नीले आयत होते हैं: ये सुविधाओं और जगहों की जानकारी देते हैं।',
  },
} as const;

/** Three questions a sign: its meaning, its family, and which sign belongs to a family. */
export function signQuestions(): BankQuestionSeed[] {
  const next = generator(67);
  const out: BankQuestionSeed[] = [];
  const kinds = Object.keys(SIGN_KIND_NAMES) as RoadSign['kind'][];
  for (const sign of ROAD_SIGNS) {
    const sameKind = ROAD_SIGNS.filter((o) => o.kind === sign.kind);
    const { chosen, at } = optionsFor(sign, sameKind.length > 4 ? sameKind : ROAD_SIGNS, next);
    out.push({
      topic: 'signs',
      imageUrl: roadSignUrl(sign.id),
      correctIndex: at,
      en: {
        prompt: 'What does this sign mean?',
        options: chosen.map((o) => o.en),
        explanation: `This sign means “${sign.en}”. ${KIND_HINT[sign.kind].en}`,
      },
      hi: {
        prompt: 'इस चिह्न का क्या मतलब है?',
        options: chosen.map((o) => o.hi),
        explanation: `इस चिह्न का मतलब है “${sign.hi}”। ${KIND_HINT[sign.kind].hi}`,
      },
    });
    out.push({
      topic: 'signs',
      imageUrl: roadSignUrl(sign.id),
      correctIndex: kinds.indexOf(sign.kind),
      en: {
        prompt: 'What kind of sign is this?',
        options: kinds.map((k) => SIGN_KIND_NAMES[k].en),
        explanation: `“${sign.en}” is ${SIGN_KIND_NAMES[sign.kind].en.toLowerCase()}. ${KIND_HINT[sign.kind].en}`,
      },
      hi: {
        prompt: 'यह किस प्रकार का चिह्न है?',
        options: kinds.map((k) => SIGN_KIND_NAMES[k].hi),
        explanation: `“${sign.hi}” ${SIGN_KIND_NAMES[sign.kind].hi} है। ${KIND_HINT[sign.kind].hi}`,
      },
    });
    const others = ROAD_SIGNS.filter((o) => o.kind !== sign.kind);
    const wrong = [0, 1, 2].map(() => must(others[next(others.length)], 'a sign of another kind'));
    if (new Set(wrong.map((w) => w.id)).size < 3) continue;
    const place = next(4);
    const options = [...wrong];
    options.splice(place, 0, sign);
    const kindEn = SIGN_KIND_NAMES[sign.kind].en.toLowerCase();
    out.push({
      topic: 'signs',
      imageUrl: null,
      correctIndex: place,
      en: {
        prompt: `Which of these is ${kindEn}?`,
        options: options.map((o) => o.en),
        explanation: `“${sign.en}” is ${SIGN_KIND_NAMES[sign.kind].en.toLowerCase()}; the others are not. ${KIND_HINT[sign.kind].en}`,
      },
      hi: {
        prompt: `इनमें से कौन-सा ${SIGN_KIND_NAMES[sign.kind].hi} है?`,
        options: options.map((o) => o.hi),
        explanation: `“${sign.hi}” ${SIGN_KIND_NAMES[sign.kind].hi} है; बाक़ी नहीं। ${KIND_HINT[sign.kind].hi}`,
      },
    });
  }
  return out;
}

/** The road-signs bank: three questions on every drawn sign, and the signs' shapes. */
export const signsBank = (): BankQuestionSeed[] => [
  ...signQuestions(),
  ...readWritten(rulesTwo, 'signs').slice(0, 6),
];

/** Rules of the road, hand signals, documents and penalties (MV Act as amended in 2019). */
export const rulesBank = (): BankQuestionSeed[] => [
  ...readWritten(rulesOne, 'rules'),
  ...readWritten(rulesTwo, 'rules').slice(6),
  ...readWritten(documents, 'documents'),
  ...readWritten(penalties, 'penalties'),
];
