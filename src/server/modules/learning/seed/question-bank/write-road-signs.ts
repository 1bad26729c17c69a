import { writeFileSync, mkdirSync } from 'node:fs';
import { drawSign } from './sign-drawing.js';
import { ROAD_SIGNS } from './road-signs.js';

/** Redraws public/road-signs/*.svg: `npx tsx src/server/modules/learning/seed/question-bank/write-road-signs.ts`. */
const dir = new URL('../../../../../web/public/road-signs/', import.meta.url);
mkdirSync(dir, { recursive: true });
for (const s of ROAD_SIGNS) {
  writeFileSync(new URL(`${s.id}.svg`, dir), drawSign({ ...s, label: s.en }));
}
console.log(`${ROAD_SIGNS.length} signs drawn`);
