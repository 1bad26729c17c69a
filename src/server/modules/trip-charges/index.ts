// Charges after the trip (issue 36, decision 0056): the module owns trip_charges and their
// evidence; the money they move is the payments module's.
export { importFastagStatement } from './fastag-import.service.js';
export { listTripChargesFor } from './trip-charges-list.service.js';
export { previewTripCharge, recordTripCharge } from './trip-charges.service.js';
export { openTripChargeEvidence, saveTripChargeEvidence } from './trip-charge-evidence.service.js';
export { tripChargesRoutes } from './trip-charges.routes.js';
export { decideTripChargeDispute, openDisputeFile } from './trip-charge-disputes.service.js';
export { previewWriteOff, writeOffCharge } from './trip-charge-write-off.service.js';
export { tripChargesReport } from './trip-charges-report.service.js';
export { tripChargesReportCsv } from './trip-charges-report-csv.js';
