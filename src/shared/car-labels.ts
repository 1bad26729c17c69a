// Car vocabulary without zod, so pages that only display cars do not load the schema library.

export const FUEL_TYPES = ['Petrol', 'Diesel', 'CNG', 'Electric'] as const;
export const TRANSMISSIONS = ['automatic', 'manual'] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];

/** Spec: car_transmission_type 1 is Automatic, anything else Manual. */
export const transmissionLabel = (t: Transmission) => (t === 'automatic' ? 'Automatic' : 'Manual');
