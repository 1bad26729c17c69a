import { escapeMarkup } from '../../../lib/escape-markup.js';
import type { SeedLesson } from './catalogue-data.js';
import { DIAGRAM_OF_LESSON } from './lesson-diagram-captions.js';
import { LESSON_DIAGRAMS, lessonDiagramUrl, type LessonDiagram } from './lesson-diagrams.js';
import { must } from '../../../../shared/must.js';

const paragraphs = (texts: string[]) => texts.map((p) => `<p>${escapeMarkup(p)}</p>`).join('');

/** The drawing's own size, so the page keeps its room before it loads (no jump under a finger). */
function sizeOf(id: LessonDiagram) {
  const svg = LESSON_DIAGRAMS[id]();
  const [, width, height] = must(
    /<svg[^>]* width="(\d+)" height="(\d+)"/.exec(svg),
    `the width and height of the ${id} drawing`,
  );
  return `width="${width}" height="${height}"`;
}

const picture = (d: { id: LessonDiagram; alt: string }) =>
  `<p><img src="${lessonDiagramUrl(d.id)}" alt="${escapeMarkup(d.alt)}" ${sizeOf(d.id)} loading="lazy" /></p>`;

/** The lesson's paragraphs, its drawings (if any) after the first, second… of them. */
export function lessonHtml(texts: string[], diagrams: { id: LessonDiagram; alt: string }[]) {
  const last = Math.max(texts.length, diagrams.length);
  let html = '';
  for (let i = 0; i < last; i++) {
    const text = texts[i];
    const diagram = diagrams[i];
    if (text !== undefined) html += paragraphs([text]);
    if (diagram) html += picture(diagram);
  }
  return html;
}

export function lessonRow(courseId: number, position: number, l: SeedLesson) {
  const [title, ...body] = l.en;
  const [titleHi, ...bodyHi] = l.hi;
  const diagrams = DIAGRAM_OF_LESSON[title] ?? [];
  return {
    courseId,
    position,
    title,
    bodyHtml: lessonHtml(
      body,
      diagrams.map((d) => ({ id: d.id, alt: d.en })),
    ),
    titleHi,
    bodyHtmlHi: lessonHtml(
      bodyHi,
      diagrams.map((d) => ({ id: d.id, alt: d.hi })),
    ),
  };
}
