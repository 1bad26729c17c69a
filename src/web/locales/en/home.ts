/** The home page: hero, promises, trending cars, features, why ride with us. */
export const home = {
  title: 'Self-drive car rental in Chhattisgarh',
  hero: {
    welcome: 'Welcome to SelfDrive Chhattisgarh',
    headingStart: 'Self-drive cars across',
    headingPlace: 'Chhattisgarh',
    intro:
      'Pick up a clean, sanitised car from our branches in Bhilai, Durg, Raipur, Bilaspur and Ambikapur, or have it delivered to your door. Rent by the hour for a city errand or by the week for a road trip to Chitrakote, with fair rates and no hidden charges.',
    browse: 'Browse cars',
    whyRide: 'Why ride with us',
    byCity: 'Cars by city',
    highlights: {
      cities: { value: '5 cities', label: 'Branches across Chhattisgarh' },
      roadside: { value: '24x7', label: 'Roadside assistance' },
      hidden: { value: '₹0', label: 'Hidden charges' },
      deposit: { value: '100%', label: 'Refundable security deposit' },
    },
  },
  promises: {
    eyebrow: 'Our promise',
    title: 'Drive on your terms',
    intro: 'Six things you get with every booking, in every one of our cities.',
    km: {
      title: 'Unlimited kilometres',
      text: 'Choose an unlimited-kilometre package and drive without watching the odometer.',
    },
    places: {
      title: 'Unlimited locations',
      text: 'Take the car anywhere: Mainpat, Chitrakote, Sirpur or across the state border.',
    },
    delivery: {
      title: 'Delivery anywhere',
      text: 'We drop the car at your home, office, railway station or Raipur airport.',
    },
    payment: {
      title: 'Multiple payment options',
      text: 'Pay by UPI, debit or credit card, net banking or bank transfer.',
    },
    cancel: {
      title: 'Easy cancellation',
      text: 'Plans change. Cancel from your dashboard before pickup in a couple of taps.',
    },
    price: {
      title: 'Best-price guarantee',
      text: 'Honest hourly rates with the total shown upfront, before you pay anything.',
    },
  },
  trending: {
    eyebrow: 'Available from tomorrow',
    title: 'Trending Cars',
    viewAll: 'View All',
    loadError: 'We could not load the trending cars',
    noneStart: 'Every car is booked for tomorrow night.',
    seeAll: 'See all cars',
    noneEnd: 'for other dates.',
    freeFromTo: 'Free from {{from}} to {{to}}',
  },
  features: {
    eyebrow: 'Everything you need for the road',
    title: 'Features & Benefits',
    intro: 'Renting a car should be as easy as booking a cab, with the freedom of your own wheels.',
    clean: {
      title: 'Clean, sanitised cars',
      text: 'Every car is washed, vacuumed and sanitised before each trip, and handed over with a full check.',
    },
    doorstep: {
      title: 'Doorstep delivery and pickup',
      text: 'Skip the trip to the branch. We bring the car to your address and collect it when you are done.',
    },
    fastag: {
      title: 'Fastag on every car',
      text: 'Drive straight through toll plazas on NH-30 and NH-53; tolls are settled at cost when you return.',
    },
    packages: {
      title: 'Hourly, daily and weekly packages',
      text: 'Book from 6 hours upwards and pay only for the time you need, with a clear per-km rate beyond your limit.',
    },
    fleet: {
      title: 'A fleet for every trip',
      text: 'Regularly serviced hatchbacks, sedans and SUVs in petrol, diesel, CNG and electric, manual or automatic.',
    },
    deposit: {
      title: 'Fully refundable deposit',
      text: 'Your security deposit comes back in full when the car is returned as you received it.',
    },
  },
  why: {
    eyebrow: 'Local, honest, always reachable',
    title: 'Why Ride with Us',
    intro:
      'We are a Chhattisgarh business built for Chhattisgarh roads: for weekend family trips, business travel between Raipur and Bilaspur, and the daily errands in between.',
    ready: 'Ready to hit the road?',
    readyText: 'Pick a city, choose a car and drive away in minutes.',
    find: 'Find your car',
    roadside: {
      title: '24x7 roadside assistance',
      text: 'A flat tyre on the Bilaspur highway at midnight? One call and help is on the way.',
    },
    pricing: {
      title: 'Transparent pricing',
      text: 'Rent, security deposit and delivery charges are itemised before you pay.',
    },
    hidden: {
      title: 'No hidden charges',
      text: 'No surprise fees at drop-off. Extra kilometres are billed only at the rate shown on the car.',
    },
    insured: {
      title: 'Insured, well-kept cars',
      text: 'Valid insurance, papers and regular servicing for every car in the fleet.',
    },
    documents: {
      title: 'Simple documents',
      text: 'Upload your driving licence and ID once from your account; we verify them quickly.',
    },
    team: {
      title: 'A local team in five cities',
      text: 'Real people at our branches in Bhilai, Durg, Raipur, Bilaspur and Ambikapur.',
    },
  },
  drivingSchool: {
    eyebrow: 'Driving school',
    title: 'Learn to Drive',
    intro: 'Courses by certified driving instructors from our own cities.',
    categories: {
      exam: 'Exam-Oriented Courses',
      skill: 'Skill Upgrading Courses',
      qb: 'Question Bank',
    },
    blurbs: {
      exam: "Prepare for the learner's licence and the RTO driving test.",
      skill: 'Highway, hill and night driving, your first automatic, defensive driving.',
      qb: "Timed learner's licence mock tests: road signs and rules, every answer explained.",
    },
    instructorQuestion: 'Are you a driving instructor?',
    instructorSignUp: 'Instructor Sign Up',
    instructorLogin: 'Instructor Login',
  },
};
