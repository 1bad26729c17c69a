import { must } from '../../../../../shared/must.js';
import type { BankQuestionSeed } from './question-bank.js';
import { ROAD_SIGNS, roadSignUrl, type RoadSign } from './road-signs.js';
import { SIGN_ACTIONS } from './sign-actions.js';

/** A small seeded generator, so every database gets the same bank. */
function generator(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

/** Three other signs (of the same family where it has enough) and the sign at a varying place. */
function optionsFor(sign: RoadSign, next: (n: number) => number) {
  const sameKind = ROAD_SIGNS.filter((o) => o.kind === sign.kind);
  const pool = (sameKind.length > 4 ? sameKind : ROAD_SIGNS).filter((o) => o.id !== sign.id);
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
    en: 'Mandatory signs are circles (a red ring forbids, a blue disc commands), with STOP and GIVE WAY as the two special shapes; disobeying one is an offence.',
    hi: 'आदेशात्मक चिह्न गोल होते हैं (लाल घेरा मनाही करता है, नीला गोला आदेश देता है); ‘रुकिए’ और ‘रास्ता दीजिए’ के आकार अलग होते हैं; इनका पालन न करना अपराध है।',
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

export const actionOf = (sign: RoadSign) => must(SIGN_ACTIONS[sign.id], `the action of ${sign.id}`);

/**
 * Three questions a sign, each on what it means for the driver: its meaning from the picture,
 * what it tells the driver to do, and which sign asks a given action. Wrong options are other
 * signs' meanings and actions, of the same family where it has enough, so the family alone
 * never gives the answer away.
 */
export function signQuestions(): BankQuestionSeed[] {
  const next = generator(67);
  const out: BankQuestionSeed[] = [];
  for (const sign of ROAD_SIGNS) {
    const action = actionOf(sign);
    const hint = KIND_HINT[sign.kind];
    const meaning = optionsFor(sign, next);
    out.push({
      topic: 'signs',
      imageUrl: roadSignUrl(sign.id),
      correctIndex: meaning.at,
      en: {
        prompt: 'What does this sign mean?',
        options: meaning.chosen.map((o) => o.en),
        explanation: `This sign means “${sign.en}”. ${hint.en}`,
      },
      hi: {
        prompt: 'इस चिह्न का क्या मतलब है?',
        options: meaning.chosen.map((o) => o.hi),
        explanation: `इस चिह्न का मतलब है “${sign.hi}”। ${hint.hi}`,
      },
    });
    const todo = optionsFor(sign, next);
    out.push({
      topic: 'signs',
      imageUrl: roadSignUrl(sign.id),
      correctIndex: todo.at,
      en: {
        prompt: 'What does this sign tell the driver to do?',
        options: todo.chosen.map((o) => actionOf(o).en),
        explanation: `This is “${sign.en}”: ${action.en}`,
      },
      hi: {
        prompt: 'यह चिह्न चालक से क्या करने को कहता है?',
        options: todo.chosen.map((o) => actionOf(o).hi),
        explanation: `यह “${sign.hi}” का चिह्न है: ${action.hi}`,
      },
    });
    const which = optionsFor(sign, next);
    out.push({
      topic: 'signs',
      imageUrl: null,
      correctIndex: which.at,
      en: {
        prompt: `Which sign tells the driver: “${action.en}”`,
        options: which.chosen.map((o) => o.en),
        explanation: `“${sign.en}” asks exactly that. ${hint.en}`,
      },
      hi: {
        prompt: `कौन-सा चिह्न चालक से कहता है: “${action.hi}”`,
        options: which.chosen.map((o) => o.hi),
        explanation: `“${sign.hi}” का चिह्न यही कहता है। ${hint.hi}`,
      },
    });
  }
  return out;
}
