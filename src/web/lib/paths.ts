import type { CarCard } from '../../shared/cars';

const slug = (text: string) => encodeURIComponent(text.trim().replace(/\s+/g, '-'));

/** `/car-details/{id}/{brandName}/{modelName}`, spaces turned into dashes and URL-encoded. */
export function carDetailPath(car: Pick<CarCard, 'id' | 'brandName' | 'modelName'>): string {
  return `/car-details/${car.id}/${slug(car.brandName)}/${slug(car.modelName)}`;
}

/** The car list of one city (index into BRANCH_CITIES), e.g. `/cars?cityid=2`. */
export function carsInCityPath(cityId: number): string {
  return `/cars?cityid=${cityId}`;
}

/** `tel:` link target for a phone number as people write it ("+91 98765 43210"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
