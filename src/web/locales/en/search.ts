/** The search form (header bar and /search-cars). */
export const search = {
  form: 'Search cars',
  page: {
    eyebrow: 'Rent a Car',
    intro:
      'Choose a branch and your pickup and drop times. Bookings last at least {{hours}} hours and can start up to {{days}} days ahead.',
  },
  branch: 'Branch',
  loadingBranches: 'Loading branches…',
  chooseBranch: 'Choose a branch',
  pickupDate: 'Pickup date',
  pickupTime: 'Pickup time',
  dropDate: 'Drop date',
  dropTime: 'Drop time',
  search: 'Search',
  cancel: 'Cancel',
  changeDatesQuestion: 'Want to change the pickup or drop date?',
  changeDates: 'Change dates',
};
