// The fleet module's public face: the cars, their catalogue, rate packages, photos, papers and
// blocks, with the rules that keep them; the console's fleet, settings and availability
// sections route and show over it, and a handover reads a car's papers through it.
export { createBlock, deleteBlock, listBlocks } from './blocks.service.js';
export { replaceCarPhoto } from './car-photo.service.js';
export {
  addCatalogueItem,
  updateCatalogueItem,
  type CatalogueItemKind,
} from './catalogue-items.service.js';
export {
  scheduleComplianceReminders,
  sendComplianceReminders,
} from './compliance-reminders.job.js';
export {
  complianceLimitFor,
  complianceProblemFor,
  getCompliance,
  noteOdometer,
  updateCompliance,
} from './compliance.service.js';
export { carDetail, fleetOptions, listCars } from './fleet.queries.js';
export { createCar, deleteCar, setCarActive, setTrainingCar, updateCar } from './fleet.service.js';
export { addPackage, deletePackage, updatePackage } from './rate-packages.service.js';
