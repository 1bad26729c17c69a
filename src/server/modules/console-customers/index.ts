// The console's customers section, and a customer's driving licence for the handover.
export { customersSection } from './console-customers.section.js';
export { customerSummaryColumns } from './customers.queries.js';
export { driverLicenceOf } from './customers.service.js';
