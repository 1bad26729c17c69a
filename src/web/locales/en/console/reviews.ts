/** /staff/reviews: renters' reviews of the branch's cars (decision 0049). */
export const reviews = {
  title: 'Reviews',
  branch: 'Branch',
  everyBranch: 'Every branch',
  loading: 'Loading the reviews…',
  none: 'No reviews yet.',
  itemLabel: 'Review by {{name}} of {{car}}',
  summary: '{{name}} on {{car}} ({{branch}}), {{when}} · booking #{{booking}}',
  ratings: 'Car {{car}}/5 · Branch {{branch}}/5',
  noComment: 'No comment.',
  hiddenBecause: 'Hidden from the site on {{when}}: {{reason}}',
  replied: 'The branch’s reply',
  saving: 'Saving…',
  reply: {
    label: 'Reply to {{name}} (shown on the car’s page; one reply only)',
    required: 'Please write the reply.',
    submit: 'Send reply',
  },
  hide: {
    label: 'Reason for hiding the review by {{name}}',
    required: 'Please give the reason for hiding this review.',
    submit: 'Hide from the site',
  },
};
