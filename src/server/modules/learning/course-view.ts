import type { CourseCard, Price } from '../../../shared/learning-catalogue.js';
import { currencyOfCountry, listPrice, salePrice } from '../../../shared/learning-pricing.js';
import { targetTypeOf } from '../../../shared/learning-rules.js';
import type { CourseRow } from './catalogue.queries.js';

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

export function courseCard(row: CourseRow, country: string, aedPerUsd: number): CourseCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    imageUrl: row.imageUrl,
    category: row.category,
    targetType: targetTypeOf(row.category),
    instructorDisplay: row.instructorDisplay,
    price: priceFor(row, country, aedPerUsd),
    rating: row.ratingHalves / 2,
    reviewCount: row.reviewCount,
    createdAt: row.createdAt.toISOString(),
  };
}
