import { expect, type Page } from '@playwright/test';

/** A customer's driving licence details as staff read them off the card at the desk. */
export interface LicenceCard {
  number: string;
  validUntil: string;
  dateOfBirth: string;
}

/**
 * On a booking's console page, before the pickup: staff open the customer, verify the driving
 * licence and the ID proof the customer uploaded, come back and hand the car over full at
 * `odometerKm`; the page then offers the return.
 */
export async function verifyPapersAndHandOver(
  staff: Page,
  customerName: string,
  licence: LicenceCard,
  odometerKm: number,
) {
  await staff.getByRole('link', { name: customerName }).click();
  await expect(staff.getByRole('heading', { level: 1, name: customerName })).toBeVisible();
  await staff.getByLabel('Licence number').fill(licence.number);
  await staff.getByLabel('Licence valid until').fill(licence.validUntil);
  await staff.getByLabel('Date of birth').fill(licence.dateOfBirth);
  await staff.getByRole('button', { name: 'Verify Driving licence' }).click();
  await expect(staff.getByRole('heading', { name: 'Driving licence: verified' })).toBeVisible();
  await staff.getByRole('button', { name: 'Verify ID proof (front)' }).click();
  await expect(staff.getByRole('heading', { name: 'ID proof (front): verified' })).toBeVisible();
  await staff.goBack();
  await expect(staff.getByRole('heading', { name: 'Pickup', exact: true })).toBeVisible();
  await staff.getByLabel('Odometer (km)').fill(String(odometerKm));
  await staff.getByLabel('Fuel level').selectOption({ label: 'Full (8/8)' });
  await staff.getByRole('button', { name: 'Hand over the car' }).click();
  await expect(staff.getByRole('heading', { name: 'Return', exact: true })).toBeVisible();
}
