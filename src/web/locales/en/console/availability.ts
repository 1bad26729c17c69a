/** The console's availability words (src/web/features/console/availability/). */
export const availability = {
  today: {
    title: 'Today',
    titleAt: 'Today at {{branch}}',
    loading: 'Loading today’s board…',
    pickups: 'Pickups today',
    noPickups: 'No pickups today.',
    returns: 'Returns due today',
    noReturns: 'No returns due today.',
    overdue: 'Overdue returns',
    noOverdue: 'No overdue returns.',
  },
  board: {
    handOver: 'Hand over',
    handOverLabel: 'Hand over {{reference}}',
    takeBack: 'Take back',
    takeBackLabel: 'Take back {{reference}}',
    pickupBlocked: 'Cannot hand over yet:',
    refused: 'Refused customer: do not hand over',
    call: 'Call {{mobile}}',
    callLabel: 'Call {{mobile}} ({{name}})',
    /** BOARD_STATE_LABELS (src/shared/console-availability.ts). */
    states: {
      waiting: 'Not handed over yet',
      picked_up: 'With the customer',
      overdue: 'Overdue',
    },
  },
  documents: {
    title: 'Documents waiting for review ({{count}})',
    none: 'No documents waiting.',
    review: 'Review the documents of {{name}}',
    pickup: 'pickup {{when}}',
    /** DOCUMENT_LABELS (src/shared/account.ts). */
    kinds: {
      licence_img: 'Driving licence',
      user_photo: 'Your photo',
      id_proof_img: 'ID proof (front)',
      id_proof_back_img: 'ID proof (back)',
    },
  },
  calendar: {
    title: 'Calendar',
    from: 'From',
    view: 'View',
    week: 'Week',
    month: 'Month',
    previous: 'Previous',
    next: 'Next',
    loading: 'Loading the calendar…',
    help: 'Drag a booking to another time or car to change it; you see the new times and price before anything changes. The booking page has the same change as a form.',
    legend: 'Legend',
    car: 'Car',
    barsOf: 'Bookings and blocks of {{title}} {{number}}',
    blocked: 'Blocked: {{label}}',
    when: '{{from}} to {{to}}',
    /** CALENDAR_STATE_LABELS (src/shared/console-availability.ts). */
    states: {
      confirmed: 'Confirmed',
      picked_up: 'Picked up',
      overdue: 'Overdue',
      blocked: 'Blocked',
      pending: 'Awaiting payment',
      completed: 'Returned',
    },
  },
  move: {
    title: 'Move {{label}}?',
    checking: 'Checking the car and pricing the change…',
    nothing: 'Nothing is changed.',
  },
};
