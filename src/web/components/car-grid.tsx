import type { CarCard as CarCardData } from '../../shared/cars';
import { CarCard } from './car-card';
import { FavouritesScope } from './favourite-button';

interface CarGridProps {
  cars: CarCardData[];
  /** How many of the first cards load their image eagerly. */
  eagerCount?: number;
}

/** Three cards fill a desktop screen; the browser skips laying out the rest until scrolled to. */
const OFFSCREEN_FROM = 3;

/** Cards in one column on phones, two on tablets and three on desktop. */
export function CarGrid({ cars, eagerCount = 3 }: CarGridProps) {
  return (
    <FavouritesScope>
      <ul role="list" className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {cars.map((car, index) => (
          <li key={car.id} className={index < OFFSCREEN_FROM ? undefined : 'offscreen-card'}>
            <CarCard
              car={car}
              eager={index < eagerCount}
              priority={index === 0 && eagerCount > 0}
            />
          </li>
        ))}
      </ul>
    </FavouritesScope>
  );
}
