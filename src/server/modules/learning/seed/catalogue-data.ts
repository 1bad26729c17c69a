import type { CourseCategory } from '../../../../shared/learning-rules.js';

export const SEED_INSTRUCTORS = [
  {
    key: 'meena',
    name: 'Meena Verma',
    email: 'meena.verma@instructors.selfdrive.test',
    displayName: 'Meena Verma, RTO-certified instructor (Raipur)',
    bio: 'Twelve years of teaching first-time drivers in Raipur traffic; trained over 2,000 learners.',
  },
  {
    key: 'arjun',
    name: 'Arjun Sahu',
    email: 'arjun.sahu@instructors.selfdrive.test',
    displayName: 'Arjun Sahu, defensive driving coach (Bhilai)',
    bio: 'Former fleet trainer for a Bhilai logistics company; teaches highway and night driving.',
  },
  {
    key: 'farah',
    name: 'Farah Khan',
    email: 'farah.khan@instructors.selfdrive.test',
    displayName: 'Farah Khan, hill and automatic specialist (Ambikapur)',
    bio: 'Runs hill-driving sessions on the Mainpat ghat roads and automatic-car conversions.',
  },
] as const;

export interface SeedCourse {
  slug: string;
  category: CourseCategory;
  title: string;
  summary: string;
  instructor: (typeof SEED_INSTRUCTORS)[number]['key'];
  inrPaise: number;
  usdCents: number;
  campaignPercent: number;
  /** [title, body paragraphs] per lesson; question banks have none. */
  lessons: [string, string[]][];
  questions?: 'signs' | 'rules';
}

const lesson = (title: string, ...paragraphs: string[]): [string, string[]] => [title, paragraphs];

export const SEED_COURSES: SeedCourse[] = [
  {
    slug: 'learners-licence-test-prep',
    category: 'exam',
    title: "Learner's Licence Test Preparation",
    summary:
      'Everything the RTO computer test asks: signs, rules, documents and the online application.',
    instructor: 'meena',
    inrPaise: 0,
    usdCents: 0,
    campaignPercent: 0,
    lessons: [
      lesson(
        "How the learner's test works",
        'The test is taken on a computer at the RTO or online through Sarathi. You answer multiple-choice questions on road signs and rules; most states ask 15 to 20 and need 60% to pass.',
        'Book your slot on parivahan.gov.in, keep your Aadhaar and address proof ready, and pay the fee online.',
      ),
      lesson(
        'Mandatory, cautionary and informatory signs',
        'Mandatory signs are circles: a red ring forbids, a blue disc commands. Cautionary signs are red-bordered triangles. Informatory signs are blue rectangles.',
      ),
      lesson(
        'Documents and fees',
        'You need proof of age and address, a passport photo, and a medical certificate (Form 1A) if you are over 40.',
      ),
    ],
  },
  {
    slug: 'driving-licence-test-masterclass',
    category: 'exam',
    title: 'Driving Licence Test Masterclass',
    summary:
      'Pass the RTO practical test: the H-track, the 8-track, hill start and parallel parking.',
    instructor: 'meena',
    inrPaise: 149_900,
    usdCents: 1_999,
    campaignPercent: 10,
    lessons: [
      lesson(
        'What the examiner watches',
        'Mirror checks before every move, signals at the right time, smooth clutch control and full stops at stop lines.',
      ),
      lesson(
        'The H-track and 8-track',
        'Keep the speed at walking pace and steer early; touching a pole or a line fails the track.',
      ),
      lesson(
        'Hill start without rolling back',
        'Hold the car on the handbrake, find the biting point, release the handbrake as the bonnet lifts.',
      ),
      lesson(
        'Parallel parking in three moves',
        'Line up with the front car, reverse with full lock when your rear wheel passes its bumper, straighten when at 45 degrees.',
      ),
    ],
  },
  {
    slug: 'rto-documents-and-rules-explained',
    category: 'exam',
    title: 'RTO Documents and Traffic Fines Explained',
    summary:
      'The Motor Vehicles (Amendment) Act fines, DigiLocker documents and what to do at a checkpoint.',
    instructor: 'arjun',
    inrPaise: 49_900,
    usdCents: 699,
    campaignPercent: 0,
    lessons: [
      lesson(
        'Documents you must carry',
        'Licence, registration certificate, insurance and PUC certificate; DigiLocker and mParivahan copies are valid.',
      ),
      lesson(
        'Common fines',
        'Driving without a licence, jumping a red light, drunk driving and using a phone carry heavy fines and can suspend your licence.',
      ),
    ],
  },
  {
    slug: 'highway-driving-confidence',
    category: 'skill',
    title: 'Highway Driving with Confidence (NH-53)',
    summary:
      'Lane discipline, overtaking trucks, toll plazas and FASTag on the Raipur–Bhilai–Durg highway.',
    instructor: 'arjun',
    inrPaise: 99_900,
    usdCents: 1_299,
    campaignPercent: 15,
    lessons: [
      lesson(
        'Lanes and speed',
        'Keep left unless overtaking, hold a steady speed and leave a two-second gap; three seconds in rain.',
      ),
      lesson(
        'Overtaking heavy vehicles',
        'Check mirrors, signal, pass briskly on the right, and return only when you see the truck in your rear-view mirror.',
      ),
      lesson(
        'Toll plazas and FASTag',
        'Choose the FASTag lane early, slow to 20 km/h and keep a gap to the car ahead.',
      ),
    ],
  },
  {
    slug: 'hill-driving-mainpat-ghats',
    category: 'skill',
    title: 'Hill Driving on Ghat Roads',
    summary:
      'Hairpin bends, engine braking and giving way uphill, practised for the Mainpat and Chaiturgarh roads.',
    instructor: 'farah',
    inrPaise: 129_900,
    usdCents: 1_599,
    campaignPercent: 0,
    lessons: [
      lesson(
        'Engine braking downhill',
        'Use the same gear going down that you would use going up; never coast in neutral.',
      ),
      lesson(
        'Hairpin bends',
        'Slow before the bend, keep to your lane and sound the horn on blind corners.',
      ),
      lesson(
        'Who gives way',
        'Traffic going uphill has priority; stop at a wide spot to let it pass.',
      ),
    ],
  },
  {
    slug: 'night-driving-essentials',
    category: 'skill',
    title: 'Night Driving Essentials',
    summary: 'Headlight use, glare, fatigue and animals on the road after dark.',
    instructor: 'arjun',
    inrPaise: 79_900,
    usdCents: 999,
    campaignPercent: 20,
    lessons: [
      lesson(
        'High and low beam',
        'Dip for oncoming traffic and when following another car; look at the left edge of the road to avoid glare.',
      ),
      lesson('Fatigue', 'Stop every two hours; a short nap beats coffee.'),
    ],
  },
  {
    slug: 'first-time-automatic',
    category: 'skill',
    title: 'Driving an Automatic for the First Time',
    summary: 'P, R, N, D explained, creep control, and the habits a manual driver must unlearn.',
    instructor: 'farah',
    inrPaise: 0,
    usdCents: 0,
    campaignPercent: 0,
    lessons: [
      lesson(
        'The gear selector',
        'P locks the wheels, R reverses, N is neutral and D drives; press the brake to leave P.',
      ),
      lesson(
        'Creep and braking',
        'An automatic creeps forward in D; use your right foot for both pedals and keep the left foot still.',
      ),
    ],
  },
  {
    slug: 'defensive-driving-city-traffic',
    category: 'skill',
    title: 'Defensive Driving in City Traffic',
    summary: 'Reading two-wheelers, autos and pedestrians; space cushions and the two-second rule.',
    instructor: 'meena',
    inrPaise: 89_900,
    usdCents: 1_099,
    campaignPercent: 0,
    lessons: [
      lesson(
        'The space cushion',
        'Keep room ahead and to one side so you always have an escape route.',
      ),
      lesson(
        'Predicting others',
        'Autos stop without warning for passengers; two-wheelers filter on the left; expect it.',
      ),
    ],
  },
  {
    slug: 'learners-mock-test-road-signs',
    category: 'qb',
    title: "Learner's Licence Mock Test: Road Signs",
    summary:
      '32 road-sign questions like the RTO computer test, timed and scored, with every answer explained.',
    instructor: 'meena',
    inrPaise: 0,
    usdCents: 0,
    campaignPercent: 0,
    lessons: [],
    questions: 'signs',
  },
  {
    slug: 'learners-mock-test-rules-of-the-road',
    category: 'qb',
    title: "Learner's Licence Mock Test: Rules of the Road",
    summary: '32 questions on right of way, overtaking, documents and safety, with explanations.',
    instructor: 'arjun',
    inrPaise: 19_900,
    usdCents: 299,
    campaignPercent: 0,
    lessons: [],
    questions: 'rules',
  },
];
