/** The console's shared words (src/web/features/console/shared/). */
export const shared = {
  layout: {
    brand: 'SelfDrive console',
    openMenu: 'Open console menu',
    allBranches: 'All branches',
    logout: 'Logout',
    checkingLogin: 'Checking your login…',
    signInTitle: 'Staff sign in',
  },
  drawer: {
    label: 'Console menu',
    close: 'Close menu',
  },
  nav: {
    label: 'Console',
    /** The menu's sections, by page path (console-nav.tsx). */
    pages: {
      '/staff': 'Today',
      '/staff/calendar': 'Calendar',
      '/staff/lessons': 'Driving lessons',
      '/staff/lessons/setup': 'Lesson packages and instructors',
      '/staff/fleet': 'Fleet and prices',
      '/staff/bookings': 'Bookings',
      '/staff/customers': 'Customers',
      '/staff/content/inbox': 'Inbox',
      '/staff/reviews': 'Reviews',
      '/staff/payments': 'Payments',
      '/staff/trip-charges': 'Charges after trips',
      '/staff/reports': 'Reports',
      '/staff/offers': 'Coupon codes',
      '/staff/seasons': 'Rate seasons',
      '/staff/ledger': 'Ledger',
      '/staff/statements': 'Statements',
      '/staff/gst': 'GST settings',
      '/staff/courses': 'Course review',
      '/staff/settings': 'Settings',
      '/staff/content': 'Content',
      '/staff/team': 'Team',
      '/staff/audit': 'Audit log',
      '/staff/jobs': 'Failed jobs',
    },
  },
  login: {
    intro: 'Staff only. Please sign in with your staff account.',
    email: 'Staff e-mail',
    signingIn: 'Signing in…',
    signIn: 'Sign in',
  },
  confirm: {
    keep: 'Keep it',
  },
  branchPicker: {
    label: 'Branch',
  },
  loadError: {
    notForYourRole: 'This page is not open to your role',
  },
  pageButtons: {
    previous: 'Previous page',
    next: 'Next page',
  },
  formSave: {
    saving: 'Saving…',
  },
  reviewDecision: {
    reason: 'Reason for rejecting {{title}}',
    reject: 'Reject {{title}}',
  },
  taxDocuments: {
    loading: 'Loading the GST documents…',
    none: 'No GST documents yet.',
    link: '{{title}} {{number}} (PDF)',
    voided: 'voided',
    ofBooking: 'GST documents of booking #{{id}}',
  },
  change: {
    heading: 'Change times or car',
    newPickup: 'New pickup',
    newDrop: 'New drop',
    car: 'Car',
    loadingCars: 'Loading the cars…',
    checking: 'Checking…',
    check: 'Check the change',
    confirmTitle: 'Change booking #{{id}}?',
    apply: 'Apply the change',
    applying: 'Applying…',
    done: 'Booking #{{id}} is changed. {{difference}}',
    doneOwed:
      'Booking #{{id}} is changed. The customer owes {{amount}} more: collect it below or send a payment link.',
    doneRefund: 'Booking #{{id}} is changed. {{amount}} goes back to the customer as a refund.',
    more: '{{amount}} more: collect it from the customer.',
    less: '{{amount}} less: owed back to the customer.',
    same: 'No change in price.',
    summary: {
      what: 'What',
      now: 'Now',
      after: 'After the change',
      car: 'Car',
      pickup: 'Pickup',
      drop: 'Drop',
      total: 'Total',
      difference: 'Price difference: {{difference}}',
      mailed: 'The customer is sent the new details by e-mail.',
    },
  },
  /** Refusals whose sentence holds a date, worded from the server's figures (use-error-text.ts). */
  figures: {
    carRefused: '{{car}}: {{why}} Please choose another time or car.',
    blockClash:
      'This period clashes with booking #{{id}} ({{from}} to {{until}}). Move or cancel that booking first.',
    depositAlreadyKept:
      '{{amount}} of this deposit was already kept on {{at}}. To keep more, make it a further claim.',
    earlyHandover:
      'This is more than {{hours}} hours before the booked pickup ({{pickup}}). Please give the reason for handing the car over early.',
    lessonSlotTaken: 'The slot {{from}} to {{until}} was just taken. Please choose another slot.',
  },
};
