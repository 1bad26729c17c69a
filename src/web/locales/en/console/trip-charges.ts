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
    charges:
      'This charges the renter who had {{registration}} on {{when}} {{amount}} and the branch’s handling fee, and tells them. What they have not paid when the notice period ends is taken from the deposit the branch still holds.',
    ownCost: 'If no renter had the car then, nobody is charged: it is the business’s own cost.',
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
    booking: 'Booking',
    bookingLink: 'Booking #{{id}}',
    bookingOf: 'Booking #{{id}} ({{name}})',
    ownCost: 'Business’s own cost',
    noticeEnds: 'Notice ends',
    invoice: 'Tax invoice',
  },
};
