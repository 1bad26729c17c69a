/** The car last opened, so `/car-details` alone can show it again (spec: stored selection). */
const KEY = 'lastCar';

export interface LastCar {
  id: number;
  brandName: string;
  modelName: string;
}

export function rememberCar(car: LastCar): void {
  try {
    localStorage.setItem(
      KEY,
      JSON.stringify({ id: car.id, brandName: car.brandName, modelName: car.modelName }),
    );
  } catch {
    // Storage unavailable: /car-details will ask to choose a car.
  }
}

export function lastCar(): LastCar | undefined {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<LastCar> | null;
    if (!value || typeof value.id !== 'number' || typeof value.brandName !== 'string')
      return undefined;
    return value as LastCar;
  } catch {
    return undefined;
  }
}
