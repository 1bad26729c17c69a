// The console's customers section, and the columns the counter finds a customer by.
export { customersSection } from './console-customers.section.js';
export { customerSummaryColumns } from './customers.queries.js';
