/**
 * A FASTag statement imported on the charges page (src/web/features/console/charges/
 * fastag-import-panel.tsx, issue 36 item 3, decision 0057).
 */
export const fastagImport = {
  heading: 'Import a FASTag statement',
  intro:
    'Download the statement from the bank’s FASTag portal as CSV and choose it here. Each toll is charged to the renter who had the car then, with the branch’s handling fee; a toll between rentals is the business’s own cost. Lines imported before are never charged again.',
  file: 'FASTag statement (CSV)',
  fileHint: 'At most 5 MB. An Excel statement: open it and save it as CSV first.',
  choose: 'Please choose the statement first.',
  submit: 'Import the statement',
  confirm: {
    title: 'Import {{file}} and charge the renters?',
    body: 'Each toll in it is charged to the renter who had the car at that moment: the toll and the branch’s handling fee, and they are told. Tolls of cars still out on a booking, other branches’ cars, duplicates and recharges are listed and not charged.',
    confirm: 'Import and charge',
    importing: 'Importing…',
  },
  report: {
    heading: 'What the statement charged',
    summary: '{{lines}} lines read: {{charged}} charged to renters ({{amount}} in all).',
    counts: {
      charged: 'Charged to a renter',
      own_cost: 'Business’s own cost',
      duplicate: 'Duplicates, not charged',
      skipped: 'Not tolls, skipped',
      refused: 'Car still out, not charged',
      unmatched: 'Not a car of yours',
      unreadable: 'Could not be read',
    },
    show: 'Show',
    all: 'Every line',
    caption: 'The statement’s lines',
    columns: {
      line: 'Line',
      vehicle: 'Vehicle',
      time: 'Time (IST)',
      plaza: 'Toll plaza',
      amount: 'Amount',
      outcome: 'What became of it',
    },
    more: 'Show {{count}} more',
    shown: 'Showing {{shown}} of {{total}} lines.',
  },
  outcome: {
    charged: 'Charged to booking #{{booking}}: {{total}}',
    own_cost: 'Business’s own cost: no renter had the car then',
    refused: 'Not charged: the car is still out on booking #{{booking}}; charge it at its return',
    unmatched: 'Not a car of yours: not charged',
    duplicate: {
      imported: 'Duplicate: imported before as charge #{{charge}}',
      recorded: 'Duplicate: recorded by hand as charge #{{charge}}',
      in_file: 'Duplicate of line {{line}}',
    },
    skipped: {
      credit: 'Skipped: a recharge, credit or reversal',
      not_toll: 'Skipped: not a toll (a fee, a penalty or a failed payment)',
    },
    unreadable: {
      columns: 'Unreadable: columns missing, or a quote not closed',
      no_vehicle: 'Unreadable: no vehicle number',
      bad_time: 'Unreadable: the time is not a date and time',
      future: 'Unreadable: the time is in the future',
      bad_amount: 'Unreadable: the amount is not a sum up to ₹1,00,000',
    },
  },
};
