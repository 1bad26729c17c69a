/**
 * Writing off what a renter never paid of a charge after the trip (issue 36 item 5), in
 * src/web/features/console/charges/trip-charge-write-off.tsx: a manager's or an admin's.
 */
export const writeOff = {
  button: 'Write off',
  titleChecking: 'Write off charge #{{id}}?',
  title: 'Write off {{amount}} of charge #{{id}}?',
  checking: 'Checking what is still unpaid…',
  body: 'Booking #{{booking}} was charged {{total}} and {{amount}} of it is unpaid. Writing it off records {{amount}} as a bad debt and the renter is no longer asked for it; what was paid stays collected.',
  final: 'This cannot be undone.',
  reason: 'Reason for the write-off',
  reasonHint: '10 to 500 characters. Kept in the audit log.',
  confirm: 'Write off the unpaid part',
  pending: 'Writing off…',
};
