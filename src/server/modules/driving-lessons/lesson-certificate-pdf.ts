import { formatIstDate } from '../../../shared/ist-format.js';
import {
  LESSON_SKILL_GRADES,
  LESSON_SKILLS,
  type LessonCertificateForm,
  type LessonSkillKey,
} from '../../../shared/lesson-skills.js';
import { createPdf, renderPdf, type Pdf } from '../../lib/pdf/document.js';

export interface LessonCertificateText {
  code: string;
  learnerName: string;
  packageTitle: string;
  packageTitleHi: string;
  branchName: string;
  businessName: string;
  form: LessonCertificateForm;
  /** The accreditation (Form 5B) or driving school licence (Form 5) number. */
  standingNumber: string | null;
  practicalMinutes: number;
  theoryHours: number;
  firstLessonAt: Date;
  lastLessonAt: Date;
  issuedAt: Date;
  skills: readonly { skill: LessonSkillKey; grade: number | null }[];
  verifyUrl: string;
}

interface Bilingual {
  en: string;
  hi: string;
}

/**
 * What the certificate is, by the branch's standing (CMVR 1989): its title, and the rule it is
 * issued under or, for the school's own, that it is no paper under the rules.
 */
export function certificateHeading(
  form: LessonCertificateForm,
  standingNumber: string | null,
): { title: Bilingual; standing: Bilingual } {
  const number = standingNumber ?? '—';
  if (form === 'form_5b') {
    return {
      title: {
        en: 'Form 5B — Certificate of training (accredited driver training centre)',
        hi: 'फ़ॉर्म 5B — प्रशिक्षण प्रमाणपत्र (मान्यता प्राप्त चालक प्रशिक्षण केंद्र)',
      },
      standing: {
        en: `Issued under rule 31E of the Central Motor Vehicles Rules, 1989 by an accredited driver training centre, accreditation no. ${number}.`,
        hi: `केंद्रीय मोटर यान नियम, 1989 के नियम 31E के अंतर्गत मान्यता प्राप्त चालक प्रशिक्षण केंद्र द्वारा जारी, मान्यता क्रमांक ${number}।`,
      },
    };
  }
  if (form === 'form_5') {
    return {
      title: {
        en: 'Form 5 — Driving certificate issued by a driving school',
        hi: 'फ़ॉर्म 5 — ड्राइविंग स्कूल द्वारा जारी ड्राइविंग प्रमाणपत्र',
      },
      standing: {
        en: `Issued under rule 27(d) of the Central Motor Vehicles Rules, 1989 by a driving school licensed under rule 24, licence no. ${number}.`,
        hi: `केंद्रीय मोटर यान नियम, 1989 के नियम 27(d) के अंतर्गत, नियम 24 में लाइसेंस प्राप्त ड्राइविंग स्कूल द्वारा जारी, लाइसेंस क्रमांक ${number}।`,
      },
    };
  }
  return {
    title: {
      en: 'Certificate of practical driving training',
      hi: 'व्यावहारिक ड्राइविंग प्रशिक्षण प्रमाणपत्र',
    },
    standing: {
      en: "This is the school's own certificate. It is not a certificate under the Motor Vehicles rules (neither Form 5 nor Form 5B).",
      hi: 'यह स्कूल का अपना प्रमाणपत्र है। यह मोटर वाहन नियमों के अंतर्गत प्रमाणपत्र (फ़ॉर्म 5 या फ़ॉर्म 5B) नहीं है।',
    },
  };
}

/** "21 hours", "2 hours 15 minutes" ("21 घंटे", "2 घंटे 15 मिनट"). */
export function durationWords(minutes: number): Bilingual {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const en: string[] = [];
  const hi: string[] = [];
  if (hours > 0) {
    en.push(`${hours} ${hours === 1 ? 'hour' : 'hours'}`);
    hi.push(`${hours} ${hours === 1 ? 'घंटा' : 'घंटे'}`);
  }
  if (rest > 0 || hours === 0) {
    en.push(`${rest} ${rest === 1 ? 'minute' : 'minutes'}`);
    hi.push(`${rest} मिनट`);
  }
  return { en: en.join(' '), hi: hi.join(' ') };
}

function gradeWords(grade: number | null): Bilingual {
  const found = LESSON_SKILL_GRADES.find((g) => g.grade === grade);
  return found ? { en: found.en, hi: found.hi } : { en: 'Not graded', hi: 'ग्रेड नहीं दिया गया' };
}

/** The training certificate as a one-page landscape A4 PDF, every statement in both languages. */
export function lessonCertificatePdf(c: LessonCertificateText): Promise<Buffer> {
  const doc = createPdf({
    title: `Training certificate ${c.code}`,
    author: c.businessName,
    layout: 'landscape',
  });
  return renderPdf(doc, () => drawCertificate(doc, c));
}

const BLUE = '#1f4fa3';
const INK = '#111';
const GREY = '#333';

function drawCertificate(doc: Pdf, c: LessonCertificateText) {
  const { width, height } = doc.page;
  doc
    .rect(24, 24, width - 48, height - 48)
    .lineWidth(3)
    .stroke(BLUE);
  doc
    .rect(32, 32, width - 64, height - 64)
    .lineWidth(1)
    .stroke(BLUE);
  const left = 56;
  const inner = width - 2 * left;
  const centred = { align: 'center' as const, width: inner };
  const heading = certificateHeading(c.form, c.standingNumber);

  doc.font('bold').fontSize(13).fillColor(BLUE).text(c.businessName, left, 46, centred);
  doc.moveDown(0.2).fontSize(19).fillColor(INK).text(heading.title.en, centred);
  doc.fontSize(16).text(heading.title.hi, centred);
  doc.moveDown(0.2).font('body').fontSize(9).fillColor(GREY).text(heading.standing.en, centred);
  doc.text(heading.standing.hi, centred);

  doc.moveDown(0.6).fontSize(12).fillColor(INK).text('This is to certify that', centred);
  doc.text('प्रमाणित किया जाता है कि', centred);
  doc.moveDown(0.1).font('bold').fontSize(22).text(c.learnerName, centred);
  doc
    .moveDown(0.1)
    .font('body')
    .fontSize(11)
    .text(
      `has completed the practical driving course “${c.packageTitle}” at the ${c.branchName} branch of ${c.businessName}.`,
      centred,
    );
  doc.text(
    `ने ${c.businessName} की ${c.branchName} शाखा में व्यावहारिक ड्राइविंग कोर्स “${c.packageTitleHi}” पूरा किया है।`,
    centred,
  );

  const practical = durationWords(c.practicalMinutes);
  const theory = durationWords(c.theoryHours * 60);
  const hours =
    c.theoryHours > 0
      ? {
          en: `Practical driving taught: ${practical.en} · Theory: ${theory.en} (online course)`,
          hi: `सिखाई गई व्यावहारिक ड्राइविंग: ${practical.hi} · थ्योरी: ${theory.hi} (ऑनलाइन कोर्स)`,
        }
      : {
          en: `Practical driving taught: ${practical.en}`,
          hi: `सिखाई गई व्यावहारिक ड्राइविंग: ${practical.hi}`,
        };
  doc.moveDown(0.4).fontSize(10).text(hours.en, centred).text(hours.hi, centred);
  doc
    .text(
      `Period of training: ${formatIstDate(c.firstLessonAt, 'en')} to ${formatIstDate(c.lastLessonAt, 'en')}`,
      centred,
    )
    .text(
      `प्रशिक्षण की अवधि: ${formatIstDate(c.firstLessonAt, 'hi')} से ${formatIstDate(c.lastLessonAt, 'hi')} तक`,
      centred,
    );

  doc
    .moveDown(0.5)
    .font('bold')
    .fontSize(10)
    .text('Skills taught and final grades · सिखाए गए कौशल और अंतिम ग्रेड', centred);
  drawSkills(doc, c.skills, left, doc.y + 4, inner);

  const issued = `Issued on ${formatIstDate(c.issuedAt, 'en')} · जारी करने की तिथि: ${formatIstDate(c.issuedAt, 'hi')}`;
  doc
    .font('body')
    .fontSize(9.5)
    .fillColor(GREY)
    .text(issued, left, height - 96, centred)
    .text(`Verification code · सत्यापन कोड: ${c.code}`, centred)
    .text(`Check it at · यहाँ जाँचें: ${c.verifyUrl}`, centred);
}

/** The syllabus in two columns: each skill with its grade, English over Hindi. */
function drawSkills(
  doc: Pdf,
  skills: LessonCertificateText['skills'],
  left: number,
  top: number,
  width: number,
) {
  const rows = Math.ceil(LESSON_SKILLS.length / 2);
  const gap = 24;
  const column = (width - gap) / 2;
  const rowHeight = 26;
  doc.font('body').fontSize(9).fillColor(INK);
  LESSON_SKILLS.forEach((skill, i) => {
    const grade = gradeWords(skills.find((s) => s.skill === skill.key)?.grade ?? null);
    const x = left + (i < rows ? 0 : column + gap);
    const y = top + (i % rows) * rowHeight;
    const cell = { width: column, lineBreak: false, ellipsis: true };
    doc.text(`${skill.en}: ${grade.en}`, x, y, cell);
    doc.text(`${skill.hi}: ${grade.hi}`, x, y + 12, cell);
  });
}
