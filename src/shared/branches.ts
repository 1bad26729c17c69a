/**
 * The five branch cities, in the footer's order. A city's index in this list is the
 * `cityid` used in links such as `/cars?cityid=2` (the spec's Footer).
 */
export const BRANCH_CITIES = ['Bhilai', 'Durg', 'Raipur', 'Bilaspur', 'Ambikapur'] as const;

export type BranchCity = (typeof BRANCH_CITIES)[number];

export const MAX_CITY_ID = BRANCH_CITIES.length - 1;
