import { writeOff } from './trip-charge-write-off';
import { report } from './trip-charges-report';

/**
 * Charges after the trip (src/web/features/console/charges/console-trip-charges-page.tsx,
 * issue 36): tolls, traffic challans and damage found after a car came back.
 */
export const tripCharges = {
  title: 'Charges after trips',
  intro:
    'Record a toll, a traffic challan or damage found after a car came back, with the moment it arose. The renter who had the car then is charged the amount and the branch’s handling fee and told; when no renter had it, it is the business’s own cost.',
  /** As shared/trip-charges.ts TRIP_CHARGE_KIND_LABELS says them. */
  kinds: { toll: 'Toll', challan: 'Traffic challan', damage: 'Damage found later' },
  form: {
    heading: 'Record a charge',
    kind: 'Kind of charge',
    registration: 'Registration number',
    registrationHint: 'As the challan or the FASTag statement prints it, e.g. CG 07 AB 1234.',
    amount: {
      toll: 'Toll amount (₹)',
      challan: 'Fine amount (₹)',
      damage: 'Repair estimate (₹)',
    },
    amountHint: 'Without the handling fee: the branch’s fee is added to it.',
    date: 'Date (IST)',
    time: 'Time (IST)',
    whenHint: 'When it arose, as the challan or the toll statement says.',
    reference: { toll: 'Toll transaction id', challan: 'Challan number' },
    place: { toll: 'Toll plaza', challan: 'Place on the challan' },
    offence: 'Offence',
    note: {
      toll: 'Note (optional)',
      challan: 'Note (optional)',
      damage: 'Describe the damage',
    },
    submit: 'Record the charge',
  },
  confirm: {
    title: {
      toll: 'Record a toll of {{amount}} for {{registration}}?',
      challan: 'Record a traffic challan of {{amount}} for {{registration}}?',
      damage: 'Record damage of {{amount}} for {{registration}}?',
    },
    finding: 'Finding who had the car then…',
    billed:
      'This charges {{total}} to booking #{{booking}} ({{customer}}), who had the car on {{when}}: {{amount}} and a handling fee of {{fee}}, with GST where it applies. They are told at once.',
    deposit:
      'If it is still unpaid on {{notice}}, it is taken from the {{deposit}} of their deposit the branch still holds.',
    business:
      'No renter had {{registration}} on {{when}}: nobody is charged, it is the business’s own cost.',
    confirm: 'Record and charge',
    recording: 'Recording…',
  },
  evidence: {
    listLabel: 'Evidence of charge #{{id}}',
    photo: 'Photo {{n}}',
    pdf: 'PDF {{n}}',
    add: 'Add evidence',
    upload: 'Add photos or PDFs to charge #{{id}}',
    uploadNew: 'Attach the evidence to charge #{{id}} (photos or PDFs)',
    hint: 'JPEG, PNG, WebP or PDF, at most 5 MB each and {{max}} per charge. The customer sees them.',
    full: 'This charge has {{max}} files, the most it can have.',
  },
  list: {
    heading: 'Charges recorded',
    branch: 'Branch',
    everyBranch: 'Every branch',
    loading: 'Loading the charges…',
    none: 'No charges after trips are recorded yet.',
    itemLabel: '{{kind}}, {{registration}}, {{when}}',
    summary: '{{kind}}: {{car}} ({{registration}})',
    when: 'When',
    amount: 'Amount',
    fee: 'Handling fee',
    total: 'Charged to the renter',
    status: 'Paid',
    paid: 'Paid (by the link or from the deposit)',
    unpaid: '{{amount}} still unpaid',
    booking: 'Booking',
    bookingLink: 'Booking #{{id}}',
    bookingOf: 'Booking #{{id}} ({{name}})',
    ownCost: 'Business’s own cost',
    noticeEnds: 'Notice ends',
    invoice: 'Tax invoice',
    disputeUntil: 'The customer can dispute it until',
    reversed: 'Reversed',
    disputed: 'Disputed',
    writtenOff: 'Written off',
    writtenOffStatus: '{{amount}} written off on {{when}}',
    writeOffReason: 'Reason for the write-off',
  },
  /** The renter's dispute of a charge, and the decision (issue 36 item 4). */
  dispute: {
    heading: 'The customer’s dispute of charge #{{id}}',
    statusLabel: 'Dispute',
    status: {
      open: 'Open: waiting for a decision',
      accepted: 'Accepted on {{when}}: the charge is reversed',
      rejected: 'Rejected on {{when}}: the charge stands',
    },
    openedAt: 'Disputed on',
    creditNote: 'Credit note',
    customerReason: 'The customer’s reason',
    file: 'The customer’s file',
    noFile: 'The customer sent no file.',
    decisionReason: 'Reason for the decision',
    depositWaits:
      'While the dispute is open, the held deposit is neither released nor used for this charge.',
    decide: 'Decide the dispute',
    reason: 'Reason for the decision (the customer is told it)',
    reasonHint: '5 to 500 characters.',
    accept: 'Accept',
    reject: 'Reject',
    confirm: {
      accept: {
        title: 'Accept the dispute of charge #{{id}}?',
        body: 'Accepting reverses the {{total}} charge to booking #{{booking}} with a credit note; what the customer paid for it comes back to them.',
        confirm: 'Accept and reverse the charge',
        pending: 'Accepting…',
      },
      reject: {
        title: 'Reject the dispute of charge #{{id}}?',
        body: 'The charge stands; the customer is told your reason. If it is still unpaid after its notice, the held deposit pays it.',
        confirm: 'Reject the dispute',
        pending: 'Rejecting…',
      },
      reason: 'Your reason: “{{reason}}”',
    },
  },
  writeOff,
  report,
};
