import type { CarDetailResponse, RatePackage } from '../../shared/car-detail';

/** The Tata Nexon EV (car 5) as the car-detail API describes it. */
export function makeDetailCar(
  overrides: Partial<CarDetailResponse['car']> = {},
): CarDetailResponse['car'] {
  return {
    id: 5,
    brandName: 'Tata',
    modelName: 'Nexon EV',
    title: 'Tata Nexon EV',
    imageUrl: '/media/cars/car-5.svg',
    transmission: 'automatic',
    fuelType: 'Electric',
    seats: 5,
    categoryName: 'SUV',
    subcategoryName: null,
    branchId: 1,
    categoryId: 2,
    branchName: 'Raipur',
    shortDescription: 'Quiet electric SUV.',
    securityDepositPaise: 300_000,
    outstationSecurityDepositPaise: 500_000,
    ...overrides,
  };
}

/** Its Standard package (id 11), with no period priced unless one is given. */
export function makeRatePackage(overrides: Partial<RatePackage> = {}): RatePackage {
  return {
    id: 11,
    type: 'Standard',
    ratePerHourPaise: 15_000,
    actualRatePerHourPaise: 18_000,
    kmPerHour: 10,
    extraKmRatePaise: 1_200,
    extendRatePerHourPaise: 16_000,
    ...overrides,
  };
}
