/** The search form (header bar and /search-cars). */
export const search = {
  form: 'Search cars',
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
