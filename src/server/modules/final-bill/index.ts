// The final-bill module's public face: the customer's final bill and handover sheet routes.
export { finalBillRoutes } from './final-bill.routes.js';
