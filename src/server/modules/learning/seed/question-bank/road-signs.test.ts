import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signsBank } from './question-bank.js';
import { ROAD_SIGNS } from './road-signs.js';

/** The committed sign as a browser shows it, 200 px square on white: the colour at (x, y). */
async function pixelsOf(id: string) {
  const { data, info } = await sharp(`src/web/public/road-signs/${id}.svg`)
    .flatten({ background: '#ffffff' })
    .resize(200, 200)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return (x: number, y: number) => {
    const at = (y * info.width + x) * info.channels;
    const [r = 0, g = 0, b = 0] = data.subarray(at, at + 3);
    if (r < 80 && g < 80 && b < 80) return 'black';
    if (r > 230 && g > 230 && b > 230) return 'white';
    if (r > 150 && g < 80 && b < 90) return 'red';
    if (b > 120 && r < 80) return 'blue';
    return 'other';
  };
}

describe('the road-signs bank asks what a sign means for the driver', () => {
  const bank = signsBank();

  it('never asks which family a sign belongs to, sign after sign', () => {
    const prompts = bank.map((q) => q.en.prompt);
    expect(prompts).not.toContain('What kind of sign is this?');
    expect(prompts.filter((p) => p.startsWith('Which of these is'))).toEqual([]);
    // The few questions on the families' shapes, written once each, are all that is left.
    const shapes = bank.filter((q) => /signs are|circle|octagonal/i.test(q.en.prompt));
    expect(shapes.length).toBeLessThanOrEqual(6);
  });

  it('asks, for every drawn sign, what it tells the driver to do, answered in each language', () => {
    for (const sign of ROAD_SIGNS) {
      const picture = `/road-signs/${sign.id}.svg`;
      const todo = bank.find(
        (q) =>
          q.imageUrl === picture && q.en.prompt === 'What does this sign tell the driver to do?',
      );
      expect(todo, sign.id).toBeDefined();
      expect(todo!.hi.prompt).toBe('यह चिह्न चालक से क्या करने को कहता है?');
      // Four different actions; the explanation names the sign and gives the right one.
      expect(new Set(todo!.en.options).size, sign.id).toBe(4);
      expect(todo!.en.explanation).toContain(sign.en);
      expect(todo!.en.explanation).toContain(todo!.en.options[todo!.correctIndex]);
      expect(todo!.hi.explanation).toContain(todo!.hi.options[todo!.correctIndex]);
    }
    const questions = bank.map((q) => `${q.en.prompt}|${q.imageUrl}|${q.en.options.join('|')}`);
    expect(new Set(questions).size).toBe(bank.length);
  });

  it("draws India's no-parking sign: a black P on white in a red ring, struck through", async () => {
    const colour = await pixelsOf('no-parking');
    expect(colour(100, 8)).toBe('red'); // the ring
    expect(colour(80, 100)).toBe('black'); // the P's upright
    expect(colour(100, 100)).toBe('red'); // the stroke across it
    expect(colour(130, 160)).toBe('white'); // the face, not Europe's blue
  });

  it('draws major road ahead unlike a side road: a thick bar crossed right across', async () => {
    const major = await pixelsOf('major-road-ahead');
    const left = await pixelsOf('side-road-left');
    const cross = await pixelsOf('cross-road');
    // The thin crossing line at y=116 reaches both sides of the bar; a side road one side only.
    expect([major(70, 116), major(130, 116)]).toEqual(['black', 'black']);
    expect([left(75, 112), left(130, 112)]).toEqual(['black', 'white']);
    // The upright is thicker than the cross road's, the crossing thinner.
    expect(major(90, 90)).toBe('black');
    expect(cross(90, 90)).toBe('white');
    expect(major(70, 111)).toBe('white');
    expect(cross(70, 111)).toBe('black');
  });
});
