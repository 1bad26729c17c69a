/** Words used across the site: loading, errors, dialogs, the pager, the cities. */
export const common = {
  loading: 'Loading…',
  errorTitle: 'We could not load this',
  tryAgain: 'Try again',
  somethingWrong: 'Something went wrong, Please try again later.',
  close: 'Close',
  pages: 'Pages',
  previous: 'Previous',
  next: 'Next',
  pageN: 'Page {{n}}',
  logout: {
    question: 'Are you sure, You want to Logout?',
    no: 'No',
    yes: 'Yes',
    loggingOut: 'Logging out…',
  },
  homeLink: '{{site}} home',
  cities: {
    Bhilai: 'Bhilai',
    Durg: 'Durg',
    Raipur: 'Raipur',
    Bilaspur: 'Bilaspur',
    Ambikapur: 'Ambikapur',
  },
  offline: 'You are offline. Pages you opened before still work; changes need a connection.',
};
