import type { CourseCard, Price } from '../../../shared/learning-catalogue.js';
import { currencyOfCountry, listPrice, salePrice } from '../../../shared/learning-pricing.js';
import { targetTypeOf } from '../../../shared/learning-rules.js';
import type { Language } from '../../../shared/language.js';
import type { CourseRow } from './catalogue.queries.js';
import { pick } from './content-language.js';

/** The server's price of a course for a country, from the configured AED rate. */
export function priceFor(
  row: Pick<CourseRow, 'inrPaise' | 'usdCents' | 'campaignPercent'>,
  country: string,
  aedPerUsd: number,
): Price {
  const currency = currencyOfCountry(country);
  const list = listPrice({ inrPaise: row.inrPaise, usdCents: row.usdCents }, currency, aedPerUsd);
  const final = salePrice(list, row.campaignPercent);
  return { currency, list, campaignPercent: row.campaignPercent, final, free: list === 0 };
}

/** A course's title and summary in the learner's language where written (decision 0032). */
export function courseTexts(
  row: Pick<CourseRow, 'hasEnglish' | 'title' | 'summary' | 'titleHi' | 'summaryHi'>,
  lang: Language,
) {
  const { value, language } = pick(
    {
      hasEnglish: row.hasEnglish,
      en: { title: row.title, summary: row.summary },
      hi:
        row.titleHi === null ? null : { title: row.titleHi, summary: row.summaryHi ?? row.summary },
    },
    lang,
  );
  return { ...value, language };
}

/** The instructor's line and bio in the learner's language where written. */
export function instructorTexts(
  row: Pick<
    CourseRow,
    'instructorDisplay' | 'instructorBio' | 'instructorDisplayHi' | 'instructorBioHi'
  >,
  lang: Language,
) {
  const { value, language } = pick(
    {
      hasEnglish: true,
      en: { displayName: row.instructorDisplay, bio: row.instructorBio },
      hi:
        row.instructorDisplayHi === null
          ? null
          : { displayName: row.instructorDisplayHi, bio: row.instructorBioHi ?? '' },
    },
    lang,
  );
  return { ...value, language };
}

export function courseCard(
  row: CourseRow,
  country: string,
  aedPerUsd: number,
  lang: Language = 'en',
): CourseCard {
  return {
    id: row.id,
    slug: row.slug,
    ...courseTexts(row, lang),
    imageUrl: row.imageUrl,
    category: row.category,
    targetType: targetTypeOf(row.category),
    instructorDisplay: instructorTexts(row, lang).displayName,
    price: priceFor(row, country, aedPerUsd),
    rating: row.ratingHalves / 2,
    reviewCount: row.reviewCount,
    createdAt: row.createdAt.toISOString(),
  };
}
