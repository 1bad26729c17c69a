import type { Catalogue } from '../en';

export const search: Catalogue['search'] = {
  page: {
    eyebrow: 'कार किराए पर लें',
    intro:
      'एक ब्रांच और अपने पिकअप व ड्रॉप का समय चुनें। बुकिंग कम से कम {{hours}} घंटे की होती है और {{days}} दिन आगे तक शुरू हो सकती है।',
  },
  form: 'कारें खोजें',
  branch: 'ब्रांच',
  loadingBranches: 'ब्रांच लोड हो रही हैं…',
  chooseBranch: 'ब्रांच चुनें',
  pickupDate: 'पिकअप की तारीख',
  pickupTime: 'पिकअप का समय',
  dropDate: 'ड्रॉप की तारीख',
  dropTime: 'ड्रॉप का समय',
  search: 'खोजें',
  cancel: 'रद्द करें',
  changeDatesQuestion: 'पिकअप या ड्रॉप की तारीख बदलनी है?',
  changeDates: 'तारीख बदलें',
};
