import type { ConsoleCatalogue } from '../../en-console';

export const jobs: ConsoleCatalogue['console']['jobs'] = {
  title: 'अटके हुए काम',
  loading: 'अटके हुए काम लोड हो रहे हैं…',
  intro:
    'संदेश और पीछे चलने वाले दूसरे काम, जो हर कोशिश के बाद भी नहीं हो पाए। "फिर से चलाएँ" काम को एक बार और चलाता है; हर बार ऑडिट लॉग में दर्ज होता है।',
  none: 'कोई काम अटका नहीं है।',
  attempts: '{{attempts}} कोशिशें · अटका {{when}}',
  retryJob: '{{queue}} का काम {{id}} फिर से चलाएँ',
  retry: 'फिर से चलाएँ',
};
