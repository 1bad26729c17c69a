import type { ConsoleCatalogue } from '../../en-console';

export const reviews: ConsoleCatalogue['console']['reviews'] = {
  title: 'समीक्षाएँ',
  branch: 'ब्रांच',
  everyBranch: 'हर ब्रांच',
  loading: 'समीक्षाएँ लोड हो रही हैं…',
  none: 'अभी कोई समीक्षा नहीं है।',
  itemLabel: '{{car}} पर {{name}} की समीक्षा',
  summary: '{{car}} ({{branch}}) पर {{name}}, {{when}} · बुकिंग #{{booking}}',
  ratings: 'कार {{car}}/5 · ब्रांच {{branch}}/5',
  noComment: 'कोई टिप्पणी नहीं।',
  hiddenBecause: '{{when}} को साइट से छिपाई गई: {{reason}}',
  replied: 'ब्रांच का जवाब',
  saving: 'सेव हो रहा है…',
  reply: {
    label: '{{name}} को जवाब दें (कार के पेज पर दिखेगा; सिर्फ़ एक जवाब)',
    required: 'कृपया जवाब लिखें।',
    submit: 'जवाब भेजें',
  },
  hide: {
    label: '{{name}} की समीक्षा छिपाने का कारण',
    required: 'कृपया यह समीक्षा छिपाने का कारण लिखें।',
    submit: 'साइट से छिपाएँ',
  },
};
