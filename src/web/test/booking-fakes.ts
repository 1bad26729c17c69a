import type { Booking } from '../../shared/bookings';

export const future = new Date(Date.now() + 5 * 86_400_000).toISOString();
export const past = new Date(Date.now() - 86_400_000).toISOString();

/** A customer's booking as /api/bookings lists it: unpaid, five days ahead. */
export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 42,
    carId: 5,
    brandName: 'Tata',
    modelName: 'Nexon EV',
    title: 'Tata Nexon EV',
    imageUrl: '/media/cars/car-5.svg',
    seats: 5,
    transmission: 'automatic',
    fuelType: 'Electric',
    categoryName: 'SUV',
    branchId: 3,
    ratePackageId: 11,
    pickupAt: future,
    dropAt: future,
    pickupDate: '2099-01-10',
    pickupTime: '10:00',
    dropDate: '2099-01-11',
    dropTime: '10:00',
    hours: 24,
    tripType: 'local',
    status: 'pending_payment',
    displayStatus: 'Payment pending',
    holdExpiresAt: future,
    rentPaise: 360_000,
    depositPaise: 300_000,
    pickupDropPaise: 0,
    totalPaise: 660_000,
    kmIncluded: 240,
    extraKmRatePaise: 1_200,
    createdAt: past,
    cancelledAt: null,
    parentBookingId: null,
    pickupDropOptionId: 7,
    extensions: [],
    finalDropAt: future,
    finalDropDate: '2099-01-11',
    finalDropTime: '10:00',
    ...overrides,
  };
}
