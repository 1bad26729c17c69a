import type { BranchCity } from '../../shared/branches.js';
import type { FUEL_TYPES, TRANSMISSIONS } from '../../shared/car-labels.js';

// Demo catalogue for a fresh installation. Plain data only: seed-demo.ts writes it.
// Money is integer paise (₹1 = 100 paise).

const rupees = (r: number) => Math.round(r * 100);
/** Rounds a rupee amount to the nearest ₹5. */
const round5 = (r: number) => Math.max(5, Math.round(r / 5) * 5);

/** Demo branch details: real-looking addresses in each city, placeholder phone numbers. */
export const DEMO_BRANCH_DETAILS: Record<
  BranchCity,
  {
    address: string;
    phone: string;
    mapUrl: string;
    openingHours: string;
    /** Where home pickup for a driving lesson is measured from (decision 0047). */
    latitude: number;
    longitude: number;
  }
> = {
  Bhilai: {
    address: 'Shop 12, Akash Ganga Complex, Supela, Bhilai, Chhattisgarh 490023',
    phone: '+917712000101',
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=Akash+Ganga+Complex+Supela+Bhilai',
    openingHours: 'Mon–Sun 7:00 AM – 10:00 PM',
    latitude: 21.2092,
    longitude: 81.3797,
  },
  Durg: {
    address: '45 Station Road, near Durg Railway Station, Durg, Chhattisgarh 491001',
    phone: '+917712000102',
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=Station+Road+Durg+Chhattisgarh',
    openingHours: 'Mon–Sun 7:00 AM – 9:00 PM',
    latitude: 21.1904,
    longitude: 81.2849,
  },
  Raipur: {
    address: 'G-7, Ambuja City Centre, VIP Road, Raipur, Chhattisgarh 492001',
    phone: '+917712000103',
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=Ambuja+City+Centre+VIP+Road+Raipur',
    openingHours: 'Open 24 hours',
    latitude: 21.2514,
    longitude: 81.6296,
  },
  Bilaspur: {
    address: '3 Link Road, opposite Vyapar Vihar, Bilaspur, Chhattisgarh 495001',
    phone: '+917752000104',
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=Vyapar+Vihar+Link+Road+Bilaspur',
    openingHours: 'Mon–Sat 8:00 AM – 9:00 PM, Sun 9:00 AM – 6:00 PM',
    latitude: 22.0797,
    longitude: 82.1391,
  },
  Ambikapur: {
    address: '18 Banaras Road, near Gandhi Chowk, Ambikapur, Chhattisgarh 497001',
    phone: '+917774000105',
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=Gandhi+Chowk+Ambikapur',
    openingHours: 'Mon–Sun 8:00 AM – 8:00 PM',
    latitude: 23.1185,
    longitude: 83.195,
  },
};

export interface DemoCategory {
  name: string;
  subcategories: string[];
}

export const DEMO_CATEGORIES: DemoCategory[] = [
  { name: 'Hatchback', subcategories: ['Compact Hatchback', 'Premium Hatchback'] },
  { name: 'Sedan', subcategories: ['Compact Sedan', 'Mid-size Sedan'] },
  { name: 'SUV', subcategories: ['Compact SUV', 'Mid-size SUV', 'Off-roader', 'Full-size SUV'] },
  { name: 'MUV', subcategories: ['7-seater MUV', 'Premium MUV'] },
  { name: 'Luxury', subcategories: ['Executive Sedan', 'Luxury Sedan'] },
];

export const DEMO_ACCESSORIES = [
  'FASTag',
  'First-aid kit',
  'Phone holder',
  'USB charger',
  'Type-C fast charger',
  'Umbrella',
  'Bluetooth audio',
  'Aux cable',
  'Dash cam',
  'Tyre inflator',
  'Child seat on request',
  'Roof carrier on request',
] as const;

export const DEMO_AMENITIES = [
  'Air conditioning',
  'Power steering',
  'Power windows',
  'Airbags',
  'ABS with EBD',
  'Rear parking sensors',
  'Reverse camera',
  'Touchscreen infotainment',
  'Android Auto & Apple CarPlay',
  'Automatic climate control',
  'Keyless entry',
  'Push-button start',
  'Cruise control',
  'Sunroof',
  'Panoramic sunroof',
  'Ventilated seats',
  'Leather seats',
  'Rear AC vents',
  '360° camera',
  'ADAS safety suite',
  'Wireless phone charger',
  '4x4 drive',
] as const;

export type DemoAccessory = (typeof DEMO_ACCESSORIES)[number];
export type DemoAmenity = (typeof DEMO_AMENITIES)[number];

export interface DemoRatePackage {
  type: string;
  ratePerHourPaise: number;
  actualRatePerHourPaise: number;
  kmPerHour: number;
  extraKmRatePaise: number;
  extendRatePerHourPaise: number;
}

export interface DemoCar {
  branch: BranchCity;
  category: string;
  subcategory: string;
  brandName: string;
  modelName: string;
  title: string;
  fuelType: (typeof FUEL_TYPES)[number];
  transmission: (typeof TRANSMISSIONS)[number];
  seats: number;
  carNumber: string;
  shortDescription: string;
  securityDepositPaise: number;
  outstationSecurityDepositPaise: number;
  ratePackages: DemoRatePackage[];
  accessories: DemoAccessory[];
  amenities: DemoAmenity[];
}

/** What every car of a sub-category shares: deposits (₹), extra-km rate (₹/km), kit. */
interface ClassProfile {
  deposit: [local: number, outstation: number];
  extraKm: number;
  amenities: DemoAmenity[];
  accessories: DemoAccessory[];
}

const BASIC: DemoAmenity[] = [
  'Air conditioning',
  'Power steering',
  'Power windows',
  'Airbags',
  'ABS with EBD',
];
const CONNECTED: DemoAmenity[] = [
  ...BASIC,
  'Touchscreen infotainment',
  'Android Auto & Apple CarPlay',
  'Rear parking sensors',
];
const LOADED: DemoAmenity[] = [
  ...CONNECTED,
  'Reverse camera',
  'Automatic climate control',
  'Keyless entry',
  'Push-button start',
];
const KIT: DemoAccessory[] = ['FASTag', 'First-aid kit', 'Phone holder', 'USB charger'];

const PROFILES: Record<string, ClassProfile & { category: string }> = {
  'Compact Hatchback': {
    category: 'Hatchback',
    deposit: [3000, 5000],
    extraKm: 8,
    amenities: BASIC,
    accessories: [...KIT, 'Aux cable'],
  },
  'Premium Hatchback': {
    category: 'Hatchback',
    deposit: [3500, 6000],
    extraKm: 9,
    amenities: CONNECTED,
    accessories: [...KIT, 'Bluetooth audio'],
  },
  'Compact Sedan': {
    category: 'Sedan',
    deposit: [4000, 7000],
    extraKm: 10,
    amenities: CONNECTED,
    accessories: [...KIT, 'Bluetooth audio', 'Umbrella'],
  },
  'Mid-size Sedan': {
    category: 'Sedan',
    deposit: [5000, 9000],
    extraKm: 12,
    amenities: LOADED,
    accessories: [...KIT, 'Bluetooth audio', 'Umbrella', 'Type-C fast charger'],
  },
  'Compact SUV': {
    category: 'SUV',
    deposit: [5000, 8000],
    extraKm: 11,
    amenities: CONNECTED,
    accessories: [...KIT, 'Bluetooth audio', 'Tyre inflator'],
  },
  'Mid-size SUV': {
    category: 'SUV',
    deposit: [7000, 12000],
    extraKm: 14,
    amenities: [...LOADED, 'Cruise control', 'Rear AC vents'],
    accessories: [...KIT, 'Bluetooth audio', 'Type-C fast charger', 'Dash cam', 'Umbrella'],
  },
  'Off-roader': {
    category: 'SUV',
    deposit: [8000, 15000],
    extraKm: 16,
    amenities: [...CONNECTED, 'Reverse camera'],
    accessories: [...KIT, 'Bluetooth audio', 'Tyre inflator', 'Dash cam'],
  },
  'Full-size SUV': {
    category: 'SUV',
    deposit: [10000, 20000],
    extraKm: 20,
    amenities: [...LOADED, 'Cruise control', 'Rear AC vents', 'Leather seats'],
    accessories: [...KIT, 'Bluetooth audio', 'Dash cam', 'Tyre inflator', 'Umbrella'],
  },
  '7-seater MUV': {
    category: 'MUV',
    deposit: [5000, 9000],
    extraKm: 12,
    amenities: [...CONNECTED, 'Rear AC vents'],
    accessories: [...KIT, 'Bluetooth audio', 'Roof carrier on request'],
  },
  'Premium MUV': {
    category: 'MUV',
    deposit: [8000, 15000],
    extraKm: 17,
    amenities: [...LOADED, 'Rear AC vents', 'Cruise control'],
    accessories: [...KIT, 'Bluetooth audio', 'Umbrella', 'Roof carrier on request'],
  },
  'Executive Sedan': {
    category: 'Luxury',
    deposit: [10000, 20000],
    extraKm: 22,
    amenities: [...LOADED, 'Cruise control', 'Leather seats', 'Sunroof', 'Rear AC vents'],
    accessories: [...KIT, 'Type-C fast charger', 'Umbrella', 'Dash cam'],
  },
  'Luxury Sedan': {
    category: 'Luxury',
    deposit: [10000, 20000],
    extraKm: 25,
    amenities: [
      ...LOADED,
      'Cruise control',
      'Leather seats',
      'Panoramic sunroof',
      'Rear AC vents',
      'Wireless phone charger',
      '360° camera',
    ],
    accessories: [...KIT, 'Type-C fast charger', 'Umbrella', 'Dash cam'],
  },
};

/**
 * Rate packages from the Standard hourly rate (₹). `discount` shows a struck-through higher
 * "actual" rate on Standard and Long Drive; Long Drive is offered while it stays within ₹450/hour.
 */
function ratePackages(standard: number, extraKm: number, discount = 0): DemoRatePackage[] {
  const pkg = (type: string, rate: number, km: number, perKm: number, off: number) => ({
    type,
    ratePerHourPaise: rupees(rate),
    actualRatePerHourPaise: rupees(off > 0 ? round5(rate * (1 + off)) : rate),
    kmPerHour: km,
    extraKmRatePaise: rupees(Math.min(25, Math.max(6, perKm))),
    extendRatePerHourPaise: rupees(round5(rate * 1.25)),
  });
  const packages = [
    pkg('Km Saver', Math.max(60, round5(standard * 0.85)), 10, extraKm + 1, 0),
    pkg('Standard', standard, 14, extraKm, discount),
  ];
  const longDrive = round5(standard * 1.2);
  if (longDrive <= 450) packages.push(pkg('Long Drive', longDrive, 20, extraKm - 2, discount));
  return packages;
}

interface CarRow {
  branch: BranchCity;
  sub: string;
  brand: string;
  model: string;
  variant: string;
  fuel: DemoCar['fuelType'];
  gear: DemoCar['transmission'];
  seats: number;
  number: string;
  /** Standard package rate, ₹ per hour. */
  rate: number;
  discount?: number;
  extraKm?: number;
  about: string;
  amenities?: DemoAmenity[];
  accessories?: DemoAccessory[];
}

const CARS: CarRow[] = [
  // Bhilai (CG 07)
  {
    branch: 'Bhilai',
    sub: 'Compact Hatchback',
    brand: 'Maruti Suzuki',
    model: 'Swift',
    variant: 'VXi',
    fuel: 'Petrol',
    gear: 'manual',
    seats: 5,
    number: 'CG 07 BK 4521',
    rate: 80,
    discount: 0.15,
    about:
      'Peppy, easy to park and light on fuel: the go-to car for errands around Civic Centre and quick runs to Durg.',
  },
  {
    branch: 'Bhilai',
    sub: 'Premium Hatchback',
    brand: 'Hyundai',
    model: 'i20',
    variant: 'Asta',
    fuel: 'Petrol',
    gear: 'manual',
    seats: 5,
    number: 'CG 07 BM 1187',
    rate: 105,
    about:
      'A roomy premium hatch with a big touchscreen and a smooth ride for weekend trips to Maitri Bagh or Raipur.',
    amenities: ['Sunroof', 'Reverse camera'],
  },
  {
    branch: 'Bhilai',
    sub: 'Compact Sedan',
    brand: 'Maruti Suzuki',
    model: 'Dzire',
    variant: 'ZXi CNG',
    fuel: 'CNG',
    gear: 'manual',
    seats: 5,
    number: 'CG 07 BN 7730',
    rate: 95,
    discount: 0.1,
    extraKm: 8,
    about:
      'Factory-fitted CNG keeps running costs very low, and the 378-litre boot swallows luggage for a family of four.',
  },
  {
    branch: 'Bhilai',
    sub: 'Compact SUV',
    brand: 'Tata',
    model: 'Nexon',
    variant: 'Creative+',
    fuel: 'Petrol',
    gear: 'manual',
    seats: 5,
    number: 'CG 07 BP 3064',
    rate: 125,
    about:
      'Five-star safety, 208 mm of ground clearance and a punchy turbo engine for highways and rough village roads alike.',
    amenities: ['Reverse camera', 'Sunroof'],
  },
  {
    branch: 'Bhilai',
    sub: 'Mid-size SUV',
    brand: 'Hyundai',
    model: 'Creta',
    variant: 'SX(O) Diesel AT',
    fuel: 'Diesel',
    gear: 'automatic',
    seats: 5,
    number: 'CG 07 BR 9012',
    rate: 190,
    discount: 0.12,
    about:
      'Effortless automatic with a panoramic sunroof and ventilated seats: long drives to Chitrakote feel short.',
    amenities: ['Panoramic sunroof', 'Ventilated seats', '360° camera'],
  },
  {
    branch: 'Bhilai',
    sub: '7-seater MUV',
    brand: 'Maruti Suzuki',
    model: 'Ertiga',
    variant: 'VXi CNG',
    fuel: 'CNG',
    gear: 'manual',
    seats: 7,
    number: 'CG 07 BS 2245',
    rate: 130,
    extraKm: 10,
    about:
      'Seven seats, roof-mounted AC vents and CNG economy, ideal for family functions and temple visits to Dongargarh.',
    accessories: ['Child seat on request'],
  },
  {
    branch: 'Bhilai',
    sub: 'Off-roader',
    brand: 'Mahindra',
    model: 'Thar',
    variant: 'LX 4x4 Diesel',
    fuel: 'Diesel',
    gear: 'manual',
    seats: 4,
    number: 'CG 07 BT 6658',
    rate: 200,
    discount: 0.1,
    about:
      'Go-anywhere 4x4 with a convertible soft top for monsoon drives to the ghats and forest trails.',
    amenities: ['4x4 drive'],
  },
  {
    branch: 'Bhilai',
    sub: 'Executive Sedan',
    brand: 'Toyota',
    model: 'Camry',
    variant: 'Hybrid',
    fuel: 'Petrol',
    gear: 'automatic',
    seats: 5,
    number: 'CG 07 BV 0808',
    rate: 380,
    about:
      'A whisper-quiet hybrid with reclining rear seats, made for wedding parties and business guests.',
    amenities: ['Ventilated seats', 'Wireless phone charger'],
  },

  // Durg (CG 07)
  {
    branch: 'Durg',
    sub: 'Compact Hatchback',
    brand: 'Tata',
    model: 'Tiago',
    variant: 'XZ+ CNG',
    fuel: 'CNG',
    gear: 'manual',
    seats: 5,
    number: 'CG 07 CA 3318',
    rate: 70,
    extraKm: 7,
    about:
      'The most economical way to get around Durg: twin-cylinder CNG leaves you a usable boot.',
  },
  {
    branch: 'Durg',
    sub: 'Compact Hatchback',
    brand: 'Maruti Suzuki',
    model: 'Wagon R',
    variant: 'ZXi AGS',
    fuel: 'Petrol',
    gear: 'automatic',
    seats: 5,
    number: 'CG 07 CB 5190',
    rate: 75,
    about:
      'Tall-boy cabin with easy entry and a clutch-free AGS gearbox for stress-free city traffic.',
  },
  {
    branch: 'Durg',
    sub: 'Premium Hatchback',
    brand: 'Tata',
    model: 'Altroz',
    variant: 'XZ Diesel',
    fuel: 'Diesel',
    gear: 'manual',
    seats: 5,
    number: 'CG 07 CD 8841',
    rate: 100,
    discount: 0.1,
    about:
      'A solid diesel hatch that returns over 20 km/l on the highway, with a five-star safety rating.',
  },
  {
    branch: 'Durg',
    sub: 'Compact Sedan',
    brand: 'Honda',
    model: 'Amaze',
    variant: 'VX CVT',
    fuel: 'Petrol',
    gear: 'automatic',
    seats: 5,
    number: 'CG 07 CE 2076',
    rate: 105,
    about:
      'Smooth CVT automatic with generous rear legroom; a comfortable pick for airport and station runs.',
    amenities: ['Reverse camera'],
  },
  {
    branch: 'Durg',
    sub: 'Compact SUV',
    brand: 'Kia',
    model: 'Sonet',
    variant: 'HTX Diesel',
    fuel: 'Diesel',
    gear: 'manual',
    seats: 5,
    number: 'CG 07 CF 4409',
    rate: 130,
    discount: 0.15,
    about:
      'Compact outside, well equipped inside: diesel torque for highway overtakes and LED lamps for night drives.',
    amenities: ['Sunroof', 'Reverse camera'],
  },
  {
    branch: 'Durg',
    sub: '7-seater MUV',
    brand: 'Mahindra',
    model: 'Bolero Neo',
    variant: 'N10',
    fuel: 'Diesel',
    gear: 'manual',
    seats: 7,
    number: 'CG 07 CH 7725',
    rate: 125,
    about:
      'Rugged, high-riding and simple to drive; happy on broken roads with a full load of seven.',
  },
  {
    branch: 'Durg',
    sub: 'Mid-size SUV',
    brand: 'Kia',
    model: 'Seltos',
    variant: 'HTX IVT',
    fuel: 'Petrol',
    gear: 'automatic',
    seats: 5,
    number: 'CG 07 CJ 1534',
    rate: 180,
    about:
      'A refined petrol automatic with a quiet cabin, connected tech and plenty of boot space for a weekend away.',
    amenities: ['Panoramic sunroof'],
  },
  {
    branch: 'Durg',
    sub: 'Full-size SUV',
    brand: 'Toyota',
    model: 'Fortuner',
    variant: '4x2 Diesel AT',
    fuel: 'Diesel',
    gear: 'automatic',
    seats: 7,
    number: 'CG 07 CK 0099',
    rate: 320,
    discount: 0.1,
    about:
      'Commanding presence and bulletproof reliability for long outstation trips with the whole family.',
  },

  // Raipur (CG 04)
  {
    branch: 'Raipur',
    sub: 'Compact Hatchback',
    brand: 'Tata',
    model: 'Punch',
    variant: 'Adventure',
    fuel: 'Petrol',
    gear: 'manual',
    seats: 5,
    number: 'CG 04 MK 2210',
    rate: 85,
    about:
      'A tough little car with SUV-like ground clearance that shrugs off potholes on the way to Naya Raipur.',
  },
  {
    branch: 'Raipur',
    sub: 'Premium Hatchback',
    brand: 'Maruti Suzuki',
    model: 'Baleno',
    variant: 'Zeta AGS',
    fuel: 'Petrol',
    gear: 'automatic',
    seats: 5,
    number: 'CG 04 MN 6643',
    rate: 100,
    discount: 0.1,
    about:
      'Spacious automatic hatch with a heads-up display and a 360° camera that makes tight Raipur lanes easy.',
    amenities: ['360° camera', 'Reverse camera'],
  },
  {
    branch: 'Raipur',
    sub: 'Premium Hatchback',
    brand: 'Toyota',
    model: 'Glanza',
    variant: 'G',
    fuel: 'Petrol',
    gear: 'manual',
    seats: 5,
    number: 'CG 04 MP 3187',
    rate: 95,
    about: 'Frugal and comfortable, with Toyota peace of mind and an easy clutch for city traffic.',
  },
  {
    branch: 'Raipur',
    sub: 'Mid-size Sedan',
    brand: 'Honda',
    model: 'City',
    variant: 'VX CVT',
    fuel: 'Petrol',
    gear: 'automatic',
    seats: 5,
    number: 'CG 04 NB 5521',
    rate: 150,
    discount: 0.12,
    about:
      'The classic business sedan: quiet cabin, limousine-like rear seat and a silky CVT for meetings across town.',
    amenities: ['Sunroof', 'Cruise control'],
  },
  {
    branch: 'Raipur',
    sub: 'Mid-size Sedan',
    brand: 'Hyundai',
    model: 'Verna',
    variant: 'SX Turbo DCT',
    fuel: 'Petrol',
    gear: 'automatic',
    seats: 5,
    number: 'CG 04 NC 9034',
    rate: 160,
    about:
      'A sharp-looking turbo sedan with ventilated seats, a fast DCT gearbox and ADAS for relaxed highway cruising.',
    amenities: ['Ventilated seats', 'ADAS safety suite', 'Sunroof'],
  },
  {
    branch: 'Raipur',
    sub: 'Compact SUV',
    brand: 'Tata',
    model: 'Nexon EV',
    variant: 'Empowered LR',
    fuel: 'Electric',
    gear: 'automatic',
    seats: 5,
    number: 'CG 04 NE 4400',
    rate: 140,
    extraKm: 6,
    about:
      'Silent, instant-torque electric SUV with over 350 km of real-world range; charged to 100% before every trip.',
    amenities: ['Reverse camera', 'Sunroof', 'Wireless phone charger'],
    accessories: ['Type-C fast charger'],
  },
  {
    branch: 'Raipur',
    sub: 'Compact SUV',
    brand: 'Maruti Suzuki',
    model: 'Brezza',
    variant: 'ZXi AT',
    fuel: 'Petrol',
    gear: 'automatic',
    seats: 5,
    number: 'CG 04 NG 7128',
    rate: 135,
    discount: 0.1,
    about:
      'An easy-going automatic SUV with a sunroof and a big boot, at home in the city and on the Bilaspur highway.',
    amenities: ['Sunroof', 'Reverse camera'],
  },
  {
    branch: 'Raipur',
    sub: 'Mid-size SUV',
    brand: 'Mahindra',
    model: 'XUV700',
    variant: 'AX7 Diesel AT',
    fuel: 'Diesel',
    gear: 'automatic',
    seats: 7,
    number: 'CG 04 NH 0700',
    rate: 230,
    discount: 0.15,
    about:
      'Seven seats, a 185 hp diesel and ADAS make this the flagship for family road trips to Sirpur or Bastar.',
    amenities: ['Panoramic sunroof', 'ADAS safety suite', '360° camera'],
    accessories: ['Child seat on request'],
  },
  {
    branch: 'Raipur',
    sub: 'Premium MUV',
    brand: 'Toyota',
    model: 'Innova Crysta',
    variant: 'GX Diesel',
    fuel: 'Diesel',
    gear: 'manual',
    seats: 7,
    number: 'CG 04 NK 2828',
    rate: 220,
    about:
      'The trusted highway workhorse: captain seats, strong AC and unbeatable comfort on long outstation drives.',
  },
  {
    branch: 'Raipur',
    sub: 'Full-size SUV',
    brand: 'MG',
    model: 'Gloster',
    variant: 'Savvy 4WD',
    fuel: 'Diesel',
    gear: 'automatic',
    seats: 7,
    number: 'CG 04 NM 3366',
    rate: 360,
    about:
      'A massive, plush 4WD SUV with massaging front seats and room for seven adults and their bags.',
    amenities: ['Panoramic sunroof', '4x4 drive', 'ADAS safety suite', '360° camera'],
  },
  {
    branch: 'Raipur',
    sub: 'Luxury Sedan',
    brand: 'Mercedes-Benz',
    model: 'E-Class',
    variant: 'E 220d LWB',
    fuel: 'Diesel',
    gear: 'automatic',
    seats: 5,
    number: 'CG 04 PA 0001',
    rate: 450,
    about:
      'Long-wheelbase Mercedes with a chauffeur-grade rear cabin, perfect for weddings and VIP guests from the airport.',
  },

  // Bilaspur (CG 10)
  {
    branch: 'Bilaspur',
    sub: 'Compact Hatchback',
    brand: 'Maruti Suzuki',
    model: 'Swift',
    variant: 'ZXi AGS',
    fuel: 'Petrol',
    gear: 'automatic',
    seats: 5,
    number: 'CG 10 BF 3390',
    rate: 85,
    about:
      'The new-generation Swift with an easy AGS automatic: zippy around Link Road and economical on the highway.',
  },
  {
    branch: 'Bilaspur',
    sub: 'Compact Sedan',
    brand: 'Maruti Suzuki',
    model: 'Dzire',
    variant: 'VXi',
    fuel: 'Petrol',
    gear: 'manual',
    seats: 5,
    number: 'CG 10 BG 6672',
    rate: 95,
    about:
      'A dependable family sedan with a large boot, ideal for trips to Ratanpur or the Achanakmar forest.',
  },
  {
    branch: 'Bilaspur',
    sub: 'Compact SUV',
    brand: 'Hyundai',
    model: 'Venue',
    variant: 'SX',
    fuel: 'Petrol',
    gear: 'manual',
    seats: 5,
    number: 'CG 10 BH 1459',
    rate: 120,
    discount: 0.1,
    about:
      'A compact SUV that is easy to drive and park, with a sunroof and connected-car features.',
    amenities: ['Sunroof', 'Reverse camera'],
  },
  {
    branch: 'Bilaspur',
    sub: 'Compact SUV',
    brand: 'Mahindra',
    model: 'XUV 3XO',
    variant: 'AX5 AT',
    fuel: 'Petrol',
    gear: 'automatic',
    seats: 5,
    number: 'CG 10 BJ 3030',
    rate: 135,
    about:
      'A quick, feature-packed automatic with a panoramic sunroof and twin screens for a modern drive.',
    amenities: ['Panoramic sunroof', 'Reverse camera'],
  },
  {
    branch: 'Bilaspur',
    sub: 'Mid-size SUV',
    brand: 'MG',
    model: 'Hector',
    variant: 'Sharp Pro CVT',
    fuel: 'Petrol',
    gear: 'automatic',
    seats: 5,
    number: 'CG 10 BK 8815',
    rate: 190,
    about:
      'A huge cabin, a 14-inch screen and a panoramic sunroof: road trips with friends have never been comfier.',
    amenities: ['Panoramic sunroof', '360° camera'],
  },
  {
    branch: 'Bilaspur',
    sub: '7-seater MUV',
    brand: 'Kia',
    model: 'Carens',
    variant: 'Prestige',
    fuel: 'Petrol',
    gear: 'manual',
    seats: 7,
    number: 'CG 10 BL 5064',
    rate: 145,
    discount: 0.1,
    about:
      'Three usable rows with one-touch tumble seats, so grandparents and kids all travel in comfort.',
    accessories: ['Child seat on request'],
  },
  {
    branch: 'Bilaspur',
    sub: 'Off-roader',
    brand: 'Mahindra',
    model: 'Scorpio-N',
    variant: 'Z6 Diesel',
    fuel: 'Diesel',
    gear: 'manual',
    seats: 7,
    number: 'CG 10 BM 7207',
    rate: 210,
    about:
      'The big daddy of SUVs: a commanding view, strong diesel and seven seats for hill roads to Amarkantak.',
  },
  {
    branch: 'Bilaspur',
    sub: 'Executive Sedan',
    brand: 'Skoda',
    model: 'Superb',
    variant: 'Laurin & Klement',
    fuel: 'Petrol',
    gear: 'automatic',
    seats: 5,
    number: 'CG 10 BN 0555',
    rate: 340,
    about:
      'A spacious, beautifully finished executive sedan with a vast rear seat and a boot to match.',
    amenities: ['Ventilated seats'],
  },

  // Ambikapur (CG 15)
  {
    branch: 'Ambikapur',
    sub: 'Compact Hatchback',
    brand: 'Maruti Suzuki',
    model: 'Wagon R',
    variant: 'VXi CNG',
    fuel: 'CNG',
    gear: 'manual',
    seats: 5,
    number: 'CG 15 DA 2781',
    rate: 70,
    extraKm: 7,
    about:
      'Roomy, simple and incredibly cheap to run, a smart choice for daily errands around Ambikapur.',
  },
  {
    branch: 'Ambikapur',
    sub: 'Premium Hatchback',
    brand: 'Tata',
    model: 'Altroz',
    variant: 'XZ+ Petrol',
    fuel: 'Petrol',
    gear: 'manual',
    seats: 5,
    number: 'CG 15 DB 4096',
    rate: 95,
    about:
      'A safe, solid hatch with a flat rear floor and a comfortable ride on the winding Surguja roads.',
  },
  {
    branch: 'Ambikapur',
    sub: 'Compact Sedan',
    brand: 'Hyundai',
    model: 'Aura',
    variant: 'S CNG',
    fuel: 'CNG',
    gear: 'manual',
    seats: 5,
    number: 'CG 15 DH 7314',
    rate: 90,
    extraKm: 9,
    about:
      'A comfortable CNG sedan with a quiet cabin and a proper boot, great value for trips to Raipur and back.',
  },
  {
    branch: 'Ambikapur',
    sub: 'Compact SUV',
    brand: 'Tata',
    model: 'Punch',
    variant: 'Accomplished CNG',
    fuel: 'CNG',
    gear: 'manual',
    seats: 5,
    number: 'CG 15 DC 1353',
    rate: 90,
    discount: 0.1,
    extraKm: 9,
    about:
      'High ground clearance with CNG economy, good for monsoon roads to Mainpat and the waterfalls.',
  },
  {
    branch: 'Ambikapur',
    sub: 'Compact SUV',
    brand: 'Skoda',
    model: 'Kushaq',
    variant: 'Style 1.0 TSI AT',
    fuel: 'Petrol',
    gear: 'automatic',
    seats: 5,
    number: 'CG 15 DD 6612',
    rate: 150,
    about:
      'A European-built SUV with a turbo petrol automatic, tight handling and a solid, safe feel.',
    amenities: ['Sunroof', 'Ventilated seats', 'Reverse camera'],
  },
  {
    branch: 'Ambikapur',
    sub: '7-seater MUV',
    brand: 'Maruti Suzuki',
    model: 'Ertiga',
    variant: 'ZXi AT',
    fuel: 'Petrol',
    gear: 'automatic',
    seats: 7,
    number: 'CG 15 DE 8870',
    rate: 140,
    about:
      'A smooth automatic seven-seater for family trips to Mainpat, with AC vents for every row.',
  },
  {
    branch: 'Ambikapur',
    sub: 'Premium MUV',
    brand: 'Toyota',
    model: 'Innova Hycross',
    variant: 'VX Hybrid',
    fuel: 'Petrol',
    gear: 'automatic',
    seats: 7,
    number: 'CG 15 DF 0202',
    rate: 260,
    discount: 0.1,
    about:
      'Hybrid efficiency in a luxurious seven-seater, with a panoramic sunroof for scenic northern Chhattisgarh.',
    amenities: ['Panoramic sunroof', 'Ventilated seats'],
  },
  {
    branch: 'Ambikapur',
    sub: 'Off-roader',
    brand: 'Mahindra',
    model: 'Thar',
    variant: 'LX Hard Top AT',
    fuel: 'Diesel',
    gear: 'automatic',
    seats: 4,
    number: 'CG 15 DG 4545',
    rate: 195,
    about:
      'An automatic 4x4 with a hard top, made for forest roads and the rolling hills of Surguja.',
    amenities: ['4x4 drive'],
  },
];

const unique = <T>(items: T[]) => [...new Set(items)];

export const DEMO_CARS: DemoCar[] = CARS.map((c) => {
  const profile = PROFILES[c.sub];
  if (!profile) throw new Error(`Unknown demo sub-category ${c.sub}`);
  return {
    branch: c.branch,
    category: profile.category,
    subcategory: c.sub,
    brandName: c.brand,
    modelName: c.model,
    title: `${c.brand} ${c.model} ${c.variant}`,
    fuelType: c.fuel,
    transmission: c.gear,
    seats: c.seats,
    carNumber: c.number,
    shortDescription: c.about,
    securityDepositPaise: rupees(profile.deposit[0]),
    outstationSecurityDepositPaise: rupees(profile.deposit[1]),
    ratePackages: ratePackages(c.rate, c.extraKm ?? profile.extraKm, c.discount),
    accessories: unique([...profile.accessories, ...(c.accessories ?? [])]),
    amenities: unique([...profile.amenities, ...(c.amenities ?? [])]),
  };
});

export interface DemoPickupDropOption {
  name: string;
  ratePaise: number;
}

export const DEMO_PICKUP_DROP_OPTIONS: Record<BranchCity, DemoPickupDropOption[]> = {
  Bhilai: [
    { name: 'Self pickup at branch', ratePaise: 0 },
    { name: 'Doorstep delivery within Bhilai', ratePaise: rupees(300) },
    { name: 'Bhilai Power House railway station', ratePaise: rupees(200) },
    { name: 'Durg Junction railway station', ratePaise: rupees(300) },
  ],
  Durg: [
    { name: 'Self pickup at branch', ratePaise: 0 },
    { name: 'Doorstep delivery within Durg', ratePaise: rupees(300) },
    { name: 'Durg Junction railway station', ratePaise: rupees(200) },
    { name: 'Durg new bus stand', ratePaise: rupees(150) },
  ],
  Raipur: [
    { name: 'Self pickup at branch', ratePaise: 0 },
    { name: 'Doorstep delivery within Raipur', ratePaise: rupees(350) },
    { name: 'Raipur Junction railway station', ratePaise: rupees(250) },
    { name: 'Swami Vivekananda Airport', ratePaise: rupees(500) },
  ],
  Bilaspur: [
    { name: 'Self pickup at branch', ratePaise: 0 },
    { name: 'Doorstep delivery within Bilaspur', ratePaise: rupees(300) },
    { name: 'Bilaspur Junction railway station', ratePaise: rupees(200) },
  ],
  Ambikapur: [
    { name: 'Self pickup at branch', ratePaise: 0 },
    { name: 'Doorstep delivery within Ambikapur', ratePaise: rupees(250) },
    { name: 'Ambikapur bus stand', ratePaise: rupees(150) },
    { name: 'Ambikapur railway station', ratePaise: rupees(200) },
  ],
};

export interface DemoCancellationRule {
  minHoursBeforeStart: number;
  /** Exclusive; null means "and more". */
  maxHoursBeforeStart: number | null;
  deductionPercent: number;
}

/** Bands [min, max) of hours before pickup; together they cover 0 to infinity exactly once. */
export const DEMO_CANCELLATION_RULES: DemoCancellationRule[] = [
  { minHoursBeforeStart: 0, maxHoursBeforeStart: 24, deductionPercent: 50 },
  { minHoursBeforeStart: 24, maxHoursBeforeStart: 72, deductionPercent: 25 },
  { minHoursBeforeStart: 72, maxHoursBeforeStart: null, deductionPercent: 10 },
];

export const DEMO_CUSTOMER_PROFILE = {
  name: 'Demo Customer',
  email: 'demo@selfdrive.test',
  password: 'Demo@1234',
  mobile: '+919876500001',
  referralCode: 'DEMO2026',
} as const;

/** Counter staff of Bhilai in the console at /staff; signs in there, not at /user/login. */
export const DEMO_STAFF_PROFILE = {
  name: 'Demo Staff',
  email: 'staff@selfdrive.test',
  password: 'Staff@1234',
  referralCode: 'STAFF2026',
  branch: 'Bhilai',
} as const;

/** Branch manager of Bhilai: its team, fleet, prices, rules and reports (decision 0029). */
export const DEMO_MANAGER_PROFILE = {
  name: 'Demo Manager',
  email: 'manager@selfdrive.test',
  password: 'Manager@1234',
  referralCode: 'MANAGER2026',
  branch: 'Bhilai',
} as const;

/** Console admin: every branch, every staff account. */
export const DEMO_ADMIN_PROFILE = {
  name: 'Demo Admin',
  email: 'admin@selfdrive.test',
  password: 'Admin@1234',
  referralCode: 'ADMIN2026',
} as const;
