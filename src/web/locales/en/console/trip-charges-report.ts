/**
 * The report of charges after trips (issue 36 item 5), in
 * src/web/features/console/charges/trip-charges-report-section.tsx: managers and admins.
 */
export const report = {
  heading: 'Report of charges after trips',
  intro:
    'Charges recorded on these dates (IST), by kind. Amounts billed are what renters were charged, handling fee and GST included; the business’s own cost is the toll, the fine or the estimate.',
  from: 'From (IST)',
  to: 'To (IST)',
  badPeriod: 'Choose a from date on or before the to date, at most 366 days apart.',
  loading: 'Loading the report…',
  download: 'Download as CSV',
  caption: 'Charges after trips recorded from {{from}} to {{to}}',
  figure: 'Figure',
  kinds: {
    toll: 'Tolls',
    challan: 'Traffic challans',
    damage: 'Damage found later',
    total: 'All charges',
  },
  rows: {
    own: 'Business’s own cost',
    billed: 'Billed to renters',
    collected: 'Collected',
    owed: 'Still owed',
    disputeOpen: 'Disputes open',
    disputeRejected: 'Disputes rejected',
    reversed: 'Disputes accepted (reversed)',
    writtenOff: 'Written off',
  },
  /** A figure with the number of charges it counts. */
  countAmount: '{{amount}} ({{count}})',
  note: 'In brackets: the number of charges. Collected is what was billed less what is still owed and what was written off, of the charges that stand; a reversed charge is neither collected nor owed. Still owed is as of now.',
};
