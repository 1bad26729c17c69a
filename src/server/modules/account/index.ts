// The account module's public face: the only file of it that code outside it imports.
export { accountRoutes } from './account.routes.js';
export { getNotificationChannels, saveLanguage } from './account.service.js';
export { recordDocumentReview, saveDocument } from './documents.service.js';
export { driverLicenceOf, recordDriverLicence } from './driver-licences.service.js';
export { learnerLicenceOf, saveLearnerLicence } from './learner-licences.service.js';
