/** The console's customers words (src/web/features/console/customers/). */
export const customers = {
  list: {
    title: 'Customers',
    search: 'Search (name, e-mail, mobile, id)',
    show: 'Show',
    /** CUSTOMER_LIST_FILTERS (src/shared/console-customers.ts). */
    filters: {
      all: 'All customers',
      documents: 'Documents waiting for review',
      refused: 'Refused customers',
    },
    loading: 'Loading customers…',
    none: 'No customers match.',
    bookings: '{{n}} booking(s)',
    verified: 'verified',
    notVerified: 'not verified',
    documents: '{{n}} document(s) to review',
    refused: 'refused: {{reason}}',
    noReason: 'no reason given',
  },
  customer: {
    title: 'Customer',
    loading: 'Loading the customer…',
    identityVerified: 'identity verified',
    identityNotVerified: 'identity not verified',
    blocked: 'blocked: {{reason}}',
    documents: 'Documents',
    noDocuments: 'No documents uploaded yet.',
    bookings: 'Bookings',
    booking: '{{car}}, {{branch}}, {{when}}: {{status}}',
    payments: 'Payments',
    payment: '#{{id}} {{kind}} {{amount}} by {{method}}: {{status}}, {{when}}',
  },
  /** DOCUMENT_LABELS (src/shared/account.ts). */
  documentKinds: {
    licence_img: 'Driving licence',
    user_photo: 'Your photo',
    id_proof_img: 'ID proof (front)',
    id_proof_back_img: 'ID proof (back)',
  },
  counterUpload: {
    label: '{{document}}: upload at the counter',
  },
  review: {
    heading: '{{label}}: {{status}}',
    /** DOCUMENT_REVIEW_VALUES (src/shared/console-customers.ts). */
    statuses: {
      pending: 'pending',
      verified: 'verified',
      rejected: 'rejected',
    },
    open: 'Open {{label}}',
    licenceNumber: 'Licence number',
    validUntil: 'Licence valid until',
    dateOfBirth: 'Date of birth',
    rejectReason: 'Reason for rejecting the {{label}}',
    verify: 'Verify {{label}}',
    reject: 'Reject {{label}}',
  },
  block: {
    blocked: 'Account blocked',
    block: 'Block the account',
    reason: 'Reason for blocking',
    unblock: 'Unblock the account',
    blockTitle: 'Block {{name}}?',
    unblockTitle: 'Unblock {{name}}?',
    blockConfirm: 'Block {{name}}',
    unblockConfirm: 'Unblock {{name}}',
    saving: 'Saving…',
    unblockBody: '{{name}} can sign in and book again, and their bookings are no longer flagged.',
    blockBody:
      '{{name}} is signed out everywhere, cannot sign in or be booked at the counter, and their bookings are flagged “do not hand over”. Reason: {{reason}}',
    noneGiven: '(none given)',
  },
};
