import type { ConsoleCar, RatePackageBody } from '../../../../shared/console-fleet';
import { rupeesToPaise } from '../../../../shared/money';

/** The car form as typed (text); `toCarBody` turns it into the API body (paise, ids). */
export interface CarFormValues {
  branchId: string;
  categoryId: string;
  subcategoryId: string;
  brandName: string;
  modelName: string;
  title: string;
  fuelType: string;
  transmission: string;
  seats: string;
  carNumber: string;
  shortDescription: string;
  securityDeposit: string;
  outstationSecurityDeposit: string;
  accessoryIds: string[];
  amenityIds: string[];
}

export interface PackageFormValues {
  type: string;
  ratePerHour: string;
  actualRatePerHour: string;
  kmPerHour: string;
  extraKmRate: string;
  extendRatePerHour: string;
}

const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));
const money = (s: string) => (s.trim() === '' ? Number.NaN : rupeesToPaise(Number(s)));
const rupees = (paise: number) => String(paise / 100);

export const toCarBody = (v: CarFormValues) => ({
  branchId: num(v.branchId),
  categoryId: num(v.categoryId),
  subcategoryId: v.subcategoryId ? num(v.subcategoryId) : null,
  brandName: v.brandName,
  modelName: v.modelName,
  title: v.title,
  fuelType: v.fuelType,
  transmission: v.transmission,
  seats: num(v.seats),
  carNumber: v.carNumber,
  shortDescription: v.shortDescription,
  securityDepositPaise: money(v.securityDeposit),
  outstationSecurityDepositPaise: money(v.outstationSecurityDeposit),
  accessoryIds: v.accessoryIds.map(Number),
  amenityIds: v.amenityIds.map(Number),
});

export const toPackageBody = (v: PackageFormValues) => ({
  type: v.type,
  ratePerHourPaise: money(v.ratePerHour),
  actualRatePerHourPaise: money(v.actualRatePerHour),
  kmPerHour: num(v.kmPerHour),
  extraKmRatePaise: money(v.extraKmRate),
  extendRatePerHourPaise: money(v.extendRatePerHour),
});

export const carFormValues = (car: ConsoleCar | null, branchId: number | null): CarFormValues => ({
  branchId: String(car?.branchId ?? branchId ?? ''),
  categoryId: car ? String(car.categoryId) : '',
  subcategoryId: car?.subcategoryId ? String(car.subcategoryId) : '',
  brandName: car?.brandName ?? '',
  modelName: car?.modelName ?? '',
  title: car?.title ?? '',
  fuelType: car?.fuelType ?? 'Petrol',
  transmission: car?.transmission ?? 'manual',
  seats: car ? String(car.seats) : '5',
  carNumber: car?.carNumber ?? '',
  shortDescription: car?.shortDescription ?? '',
  securityDeposit: car ? rupees(car.securityDepositPaise) : '',
  outstationSecurityDeposit: car ? rupees(car.outstationSecurityDepositPaise) : '',
  accessoryIds: car?.accessoryIds.map(String) ?? [],
  amenityIds: car?.amenityIds.map(String) ?? [],
});

export const packageFormValues = (p: RatePackageBody | null): PackageFormValues => ({
  type: p?.type ?? 'Standard',
  ratePerHour: p ? rupees(p.ratePerHourPaise) : '',
  actualRatePerHour: p ? rupees(p.actualRatePerHourPaise) : '',
  kmPerHour: p ? String(p.kmPerHour) : '10',
  extraKmRate: p ? rupees(p.extraKmRatePaise) : '',
  extendRatePerHour: p ? rupees(p.extendRatePerHourPaise) : '',
});

/** Maps a body field of a zod issue back to the form field the operator typed it in. */
export const FORM_FIELD: Record<string, string> = {
  securityDepositPaise: 'securityDeposit',
  outstationSecurityDepositPaise: 'outstationSecurityDeposit',
  ratePerHourPaise: 'ratePerHour',
  actualRatePerHourPaise: 'actualRatePerHour',
  extraKmRatePaise: 'extraKmRate',
  extendRatePerHourPaise: 'extendRatePerHour',
};
