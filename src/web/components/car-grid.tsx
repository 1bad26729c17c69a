import type { CarCard as CarCardData } from '../../shared/cars';
import { CarCard } from './car-card';

interface CarGridProps {
  cars: CarCardData[];
  /** How many of the first cards load their image eagerly. */
  eagerCount?: number;
}

/** Cards in one column on phones, two on tablets and three on desktop. */
export function CarGrid({ cars, eagerCount = 3 }: CarGridProps) {
  return (
    <ul role="list" className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {cars.map((car, index) => (
        <li key={car.id}>
          <CarCard car={car} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
