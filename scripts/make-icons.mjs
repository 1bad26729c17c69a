// Makes the installable app's PNG icons from the logo (src/web/public/favicon.svg):
// `node scripts/make-icons.mjs`; the results are committed.
import fs from 'node:fs';
import sharp from 'sharp';

const svg = fs.readFileSync('src/web/public/favicon.svg', 'utf8');
const out = 'src/web/public/icons';
fs.mkdirSync(out, { recursive: true });

// "any": the logo as drawn, rounded corners included.
for (const size of [192, 512]) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toFile(`${out}/icon-${size}.png`);
}

// "maskable": launchers crop to a circle or squircle, keeping only the middle 80 %, so the car
// sits at 60 % of a square filled edge to edge with the brand colour.
const car = svg.replace(/<rect[^>]*\/>/, '');
for (const size of [192, 512]) {
  const inner = Math.round(size * 0.6);
  const mark = await sharp(Buffer.from(car), { density: (72 * inner) / 32 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({
    create: { width: size, height: size, channels: 4, background: '#0f766e' },
  })
    .composite([{ input: mark, gravity: 'centre' }])
    .png()
    .toFile(`${out}/maskable-${size}.png`);
}
