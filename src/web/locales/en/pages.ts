/** Small public pages: not found, FAQ, policy pages. */
export const pages = {
  notFound: {
    title: 'Page not found',
    text: 'The page you are looking for may have moved, or the link may be mistyped. Let us get you back on the road.',
    back: 'Go Back',
    home: 'Take Me To Home Page',
  },
  faq: {
    title: 'Frequently asked questions',
    description:
      'Answers about booking a self-drive car, documents, security deposit, fuel and kilometres, cancellation and extending your booking.',
    eyebrow: 'Help',
    loading: 'Loading questions…',
    stillStart: 'Still have a question?',
    contact: 'Contact us',
    stillEnd: 'and our team will help.',
  },
  info: {
    title: 'Information',
    description: 'Policies of SelfDrive Chhattisgarh.',
    termandconditions: 'The terms that apply to every self-drive car rental booked with us.',
    privacy: 'What personal data we collect, why, and how long we keep it.',
    RefundAndCancellation:
      'How to cancel a self-drive booking, the cancellation charges and how refunds work.',
  },
  about: {
    title: 'About us',
    description:
      'SelfDrive Chhattisgarh rents clean, well-kept self-drive cars by the hour from branches in Bhilai, Durg, Raipur, Bilaspur and Ambikapur.',
    heading: 'Your car, your journey, across Chhattisgarh',
    story1:
      'SelfDrive Chhattisgarh started in Bhilai with a handful of hatchbacks and one simple idea: people here should be able to rent a clean, reliable car as easily as they book a train ticket, and drive it themselves, without a chauffeur and without surprises on the bill.',
    story2:
      'Today we run branches in Bhilai, Durg, Raipur, Bilaspur and Ambikapur, with hatchbacks, sedans and SUVs for a few hours of city errands, a family wedding in another town or a week-long road trip to Bastar. Book online by the hour, pick the car up at a branch or have it delivered to your door, and return it when you are done.',
    safe: {
      title: 'Safe, checked cars',
      text: 'Every car is serviced on schedule, inspected and sanitised before each trip, with valid insurance and papers in the glovebox.',
    },
    honest: {
      title: 'Honest prices',
      text: 'The fare, free kilometres and deposit are shown before you pay. The deposit is fully refundable and there are no hidden charges.',
    },
    help: {
      title: 'Help around the clock',
      text: 'A flat tyre near Keshkal or a question at midnight: our team answers the phone 24x7 and arranges roadside help.',
    },
    branches: 'Our branches',
    carsIn: 'Cars in {{city}}',
    questions: 'Questions about a booking or a long-term rental?',
    contact: 'Contact us',
  },
  contact: {
    title: 'Contact us',
    description:
      'Call, e-mail or write to SelfDrive Chhattisgarh about bookings, deliveries and long-term self-drive rentals.',
    eyebrow: 'Contact Us',
    heading: 'We are here to help',
    intro:
      'Questions about a booking, delivery to your door or a monthly rental? Send us a message and we will reply within one working day, or call us any time.',
    write: 'Write to us',
    reach: 'Reach us',
    branches: 'Our branches',
    form: 'Contact form',
    name: 'Your name',
    email: 'E-mail address',
    phone: 'Phone number',
    message: 'Message',
    branch: 'Which branch is it about?',
    anyBranch: 'Not about one branch',
    optional: '(optional)',
    sending: 'Processing Request...',
    send: 'Send message',
    mapTitle: 'Map of our Bhilai office',
    mapNote: 'The map is provided by OpenStreetMap and loads only when you ask for it.',
    showMap: 'Show map',
    openMap: 'Open in OpenStreetMap',
  },
  gallery: {
    title: 'Gallery',
    description:
      'Pictures of our self-drive cars, branches and customers’ road trips across Chhattisgarh.',
    heading: 'On the road with SelfDrive Chhattisgarh',
    intro:
      'Our cars, our branches and the places our customers drive to. Select a picture to view it full size.',
    loading: 'Loading pictures…',
    pages: 'Gallery pages',
    opening: 'Opening picture…',
    previous: 'Previous picture',
    next: 'Next picture',
    close: 'Close gallery',
  },
};
