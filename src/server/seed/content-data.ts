/** Site content seeded into an empty database: blog, gallery, FAQ and policy pages. */

export const BLOG_CATEGORIES = [
  { title: 'Road Trips', slug: 'road-trips' },
  { title: 'Driving Tips', slug: 'driving-tips' },
  { title: 'City Guides', slug: 'city-guides' },
  { title: 'Self-Drive Basics', slug: 'self-drive-basics' },
] as const;

export interface SeedBlog {
  category: (typeof BLOG_CATEGORIES)[number]['slug'];
  title: string;
  slug: string;
  excerpt: string;
  bodyHtml: string;
  featured: boolean;
  daysAgo: number;
  views: number;
}

export const BLOGS: SeedBlog[] = [
  {
    category: 'road-trips',
    title: 'Raipur to Chitrakote Falls: a weekend drive to the Niagara of India',
    slug: 'raipur-to-chitrakote-falls-weekend-drive',
    excerpt:
      'Six hours of smooth highway and forest roads take you from Raipur to the widest waterfall in India. Here is how to plan the drive, where to stop and when to go.',
    bodyHtml: `<p>Chitrakote, 38 km west of Jagdalpur, is where the Indravati river drops about 29 metres over a horseshoe-shaped cliff nearly 300 metres wide. From Raipur it is roughly 290 km along NH 30 through Dhamtari, Kanker and Kondagaon, an easy six-hour drive with a self-drive car.</p>
<h2>The route</h2>
<p>Leave Raipur by 6 am to beat the city traffic at Tatibandh. The four-lane road to Dhamtari is fast; after Kanker the highway climbs through the Keshkal ghat, a string of hairpin bends with monkeys on the parapet. Keep to second gear on the way down and do not overtake on the bends.</p>
<h2>Where to stop</h2>
<ul><li><strong>Gangrel Dam</strong> near Dhamtari for breakfast by the water.</li><li><strong>Keshkal viewpoint</strong> at the top of the ghat for the valley view.</li><li><strong>Jagdalpur</strong> for lunch, fuel and a night's stay.</li></ul>
<h2>Best time to go</h2>
<p>The falls are at their fullest from August to October, just after the monsoon. In summer the flow thins out but the pools below are calm enough for a boat ride. Carry cash: card machines and mobile signal are patchy near the falls.</p>
<p>Tip: book the car for at least 48 hours. With unlimited kilometres you can add Tirathgarh Falls and the Kanger Valley caves on the second day without worrying about the meter.</p>`,
    featured: true,
    daysAgo: 3,
    views: 412,
  },
  {
    category: 'driving-tips',
    title: 'Monsoon driving in Chhattisgarh: ten habits that keep you safe',
    slug: 'monsoon-driving-safety-habits',
    excerpt:
      'Waterlogged underpasses, slippery ghats and tired wipers: the monsoon changes every road in the state. These ten habits make wet-weather driving calm and safe.',
    bodyHtml: `<p>From late June to September Chhattisgarh gets most of its yearly rain in heavy bursts. Roads that are easy in March turn tricky in an hour. Our fleet team put together the habits they teach every new driver.</p>
<ol><li>Switch on headlights (low beam) in rain, even at noon.</li><li>Double your following distance: wet brakes need more room.</li><li>Never drive through water deeper than half the wheel height; the Bhilai and Raipur underpasses flood fast.</li><li>Brake gently and early; avoid sudden steering on painted road markings.</li><li>Use the air conditioner on fresh-air mode to clear a foggy windscreen.</li><li>On ghats, keep to a low gear downhill instead of riding the brakes.</li><li>Watch for cattle resting on the warmer tarmac at night.</li><li>Check the wiper blades before a long trip; ask us to replace worn ones free.</li><li>Keep a torch and a charged phone in the car.</li><li>If visibility drops, stop at a dhaba, not on the shoulder.</li></ol>
<p>All our cars are checked before every trip, tyres included. If anything feels wrong on the road, call our 24x7 assistance number printed on the key tag.</p>`,
    featured: true,
    daysAgo: 6,
    views: 368,
  },
  {
    category: 'city-guides',
    title: 'A day in Bhilai by car: steel city sights beyond the plant',
    slug: 'a-day-in-bhilai-by-car',
    excerpt:
      'Maitri Bagh, the Civic Centre, Nehru Art Gallery and the best chaat in Supela: a relaxed one-day loop around Bhilai that fits easily into a six-hour rental.',
    bodyHtml: `<p>Bhilai is known for its steel plant, but the township built around it is green, planned and easy to drive. Wide sector roads mean little traffic outside shift-change hours.</p>
<h2>Morning</h2>
<p>Start at <strong>Maitri Bagh</strong>, the Indo-Soviet friendship garden and zoo, which opens at 10 am (closed on Mondays). Parking is inside the gate.</p>
<h2>Afternoon</h2>
<p>Drive ten minutes to the <strong>Civic Centre</strong> for lunch and the <strong>Nehru Art Gallery</strong>. In the evening head to Supela market for chaat and jalebi, then take the Durg bypass to watch the sunset over the Shivnath river.</p>
<p>A six-hour booking covers this loop comfortably; fuel is usually under five litres.</p>`,
    featured: true,
    daysAgo: 9,
    views: 251,
  },
  {
    category: 'self-drive-basics',
    title: 'Your first self-drive rental: documents, deposit and pickup explained',
    slug: 'first-self-drive-rental-guide',
    excerpt:
      'Never rented a self-drive car before? This step-by-step guide covers the documents you need, how the security deposit works and what happens at pickup and return.',
    bodyHtml: `<p>Renting a self-drive car is simpler than most people expect. Here is the whole process from booking to return.</p>
<h2>1. Documents</h2>
<p>You need a valid driving licence held for at least a year and one identity proof with address (Aadhaar, passport or voter ID). Upload clear photos under <em>My Documents</em> after booking so we can verify them before pickup.</p>
<h2>2. Security deposit</h2>
<p>A refundable deposit is collected with the booking. It is returned in full after the car comes back without damage, fines or tolls due, usually within three working days.</p>
<h2>3. Pickup</h2>
<p>Walk around the car with our executive, photograph any scratches and note the fuel level. We hand over the car with a clean interior and a full service record.</p>
<h2>4. Return</h2>
<p>Bring the car back at the booked time with the same fuel level. Need more time? Extend the booking from your dashboard before the drop time.</p>`,
    featured: true,
    daysAgo: 12,
    views: 530,
  },
  {
    category: 'road-trips',
    title: 'Bilaspur to Amarkantak: temples, forests and the source of the Narmada',
    slug: 'bilaspur-to-amarkantak-road-trip',
    excerpt:
      'The 120 km drive from Bilaspur climbs through the Achanakmar forest to the Maikal hills. A perfect one-night trip for families in a comfortable SUV.',
    bodyHtml: `<p>Amarkantak sits at about 1,050 metres where the Vindhya and Satpura ranges meet. From Bilaspur the road runs through Kota and the <strong>Achanakmar Tiger Reserve</strong>, a stretch of sal forest where speed limits are strictly enforced.</p>
<h2>Good to know</h2>
<ul><li>Forest check-posts close the road to through traffic after dark; plan to cross before 6 pm.</li><li>There is no fuel station inside the reserve: fill up in Bilaspur.</li><li>Evenings are cool even in May; pack a jacket.</li></ul>
<p>At Amarkantak visit the Narmada Udgam temple, Kapildhara falls and the Jain temple. An SUV with higher ground clearance makes the forest road more comfortable, but a sedan manages it well in dry weather.</p>`,
    featured: true,
    daysAgo: 15,
    views: 298,
  },
  {
    category: 'driving-tips',
    title: 'Saving fuel on long drives: what really works',
    slug: 'saving-fuel-on-long-drives',
    excerpt:
      'Cruise at 70 to 80 km/h, keep tyres at the right pressure and plan fewer stops. Simple, tested ways to spend less on fuel on the Raipur-Bilaspur highway and beyond.',
    bodyHtml: `<p>Fuel is the biggest running cost of a road trip. We measured our own fleet on the Raipur-Bilaspur highway and these habits made the most difference.</p>
<ul><li><strong>Steady speed:</strong> 70 to 80 km/h in the highest gear used up to 20% less fuel than 100 km/h.</li><li><strong>Tyre pressure:</strong> under-inflated tyres cost about 3%. Check at the first fuel stop.</li><li><strong>Air conditioning:</strong> above 60 km/h the AC costs less than open windows.</li><li><strong>Light boot:</strong> carry what you need; every 50 kg adds about 2% consumption.</li><li><strong>Smooth starts:</strong> anticipate signals instead of braking hard.</li></ul>
<p>Our cars are handed over with a known fuel level and you return them at the same level, so every litre you save is yours.</p>`,
    featured: false,
    daysAgo: 18,
    views: 187,
  },
  {
    category: 'city-guides',
    title: 'Raipur weekend: Naya Raipur, Purkhauti Muktangan and Marine Drive',
    slug: 'raipur-weekend-naya-raipur-guide',
    excerpt:
      'Broad boulevards, a tribal heritage museum and an evening by Telibandha lake. A two-day Raipur plan made for a self-drive car.',
    bodyHtml: `<p>Raipur is best explored with your own wheels: the sights are spread between the old city and Naya Raipur (Atal Nagar), 25 km apart on an expressway.</p>
<h2>Day one</h2>
<p>Spend the morning at <strong>Purkhauti Muktangan</strong>, an open-air museum of tribal art and village life. Drive on to the Naya Raipur jungle safari in the afternoon (closed on Mondays).</p>
<h2>Day two</h2>
<p>Visit the Mahant Ghasidas Memorial Museum, then have lunch in Pandri. End the trip at <strong>Marine Drive, Telibandha</strong>, where street-food stalls line the lake after sunset. Parking is easiest on the Ring Road side.</p>`,
    featured: false,
    daysAgo: 21,
    views: 144,
  },
  {
    category: 'road-trips',
    title: 'Ambikapur and Mainpat: the Shimla of Chhattisgarh by road',
    slug: 'ambikapur-mainpat-hill-drive',
    excerpt:
      'Tibetan monasteries, waterfalls and the curious Ulta Pani slope: Mainpat is an hour from Ambikapur and one of the coolest drives in the state, in every sense.',
    bodyHtml: `<p>Mainpat is a plateau about 55 km from Ambikapur, home to a Tibetan settlement since the 1960s. Its cool climate and pine-fringed meadows earn it the nickname "Shimla of Chhattisgarh".</p>
<h2>Things to see</h2>
<ul><li><strong>Ulta Pani</strong>, where water seems to flow uphill and a car in neutral rolls up the slope.</li><li><strong>Tiger Point</strong> and <strong>Fish Point</strong> waterfalls, best from July to January.</li><li>The Tibetan monastery and its weekend momo stalls.</li></ul>
<p>The plateau road is narrow with a few sharp turns. Use horn on blind curves and expect mist on winter mornings. A hatchback is perfectly fine for this trip.</p>`,
    featured: false,
    daysAgo: 25,
    views: 221,
  },
  {
    category: 'self-drive-basics',
    title: 'Hourly rentals explained: how packages, kilometres and extra charges work',
    slug: 'hourly-rental-packages-explained',
    excerpt:
      'What does the per-hour rate include, how far can you drive, and when do extra kilometre charges apply? A plain-language guide to our rate packages.',
    bodyHtml: `<p>Every car has one or more rate packages. Each package sets a <strong>rate per hour</strong> and a <strong>driving limit per hour</strong>. Multiply by the hours you book and you get your fare and your free kilometres.</p>
<h2>An example</h2>
<p>A 24-hour booking of a hatchback at ₹90 per hour with 10 km per hour gives a fare of ₹2,160 and 240 free km. If you drive 260 km, the extra 20 km are charged at the car's extra-km rate shown on the card.</p>
<h2>Unlimited packages</h2>
<p>Where a car offers an unlimited package, there is no kilometre limit at all: ideal for long road trips.</p>
<p>The minimum booking is 6 hours. The security deposit and any pickup or delivery charge are added at checkout and the deposit is fully refundable.</p>`,
    featured: false,
    daysAgo: 30,
    views: 176,
  },
  {
    category: 'driving-tips',
    title: 'Night driving on Chhattisgarh highways: a practical checklist',
    slug: 'night-driving-highway-checklist',
    excerpt:
      'Trucks, unlit villages and animals on the road make night drives demanding. Use this checklist before you leave Durg or Raipur after dark.',
    bodyHtml: `<p>Sometimes a night drive is unavoidable: a late train, a wedding in another town, a family emergency. Plan it properly.</p>
<ul><li>Rest before you start; stop every two hours for tea.</li><li>Dip your headlights for oncoming traffic and when following another vehicle.</li><li>Slow down through villages: people and cattle cross without warning.</li><li>Expect unlit tractors and broken-down trucks on the shoulder.</li><li>Keep the fuel tank above a quarter; many pumps close by 11 pm.</li><li>Share your live location with someone at home.</li></ul>
<p>Our roadside assistance works around the clock. Save the number before you set off.</p>`,
    featured: false,
    daysAgo: 34,
    views: 133,
  },
  {
    category: 'city-guides',
    title: 'Durg and around: Shivnath riverside, Nagpura temple and Tandula dam',
    slug: 'durg-day-trips-by-car',
    excerpt:
      'Durg is the quiet twin of Bhilai and the gateway to a few lovely half-day drives. Three short trips you can take from the Durg branch.',
    bodyHtml: `<p>Durg sits on the Shivnath river, 10 km from Bhilai. It makes a calm base for short drives.</p>
<ol><li><strong>Nagpura Jain temple</strong> (14 km): a peaceful complex on the river bank.</li><li><strong>Tandula dam</strong> near Balod (60 km): a wide reservoir, best at sunset.</li><li><strong>Ganga Maiya temple, Jhalmala</strong> (55 km): a popular pilgrimage during Navratri.</li></ol>
<p>Roads are good throughout. Pick up the car from our Durg branch or ask for delivery to your door.</p>`,
    featured: false,
    daysAgo: 40,
    views: 98,
  },
];

export const GALLERY_TITLES = [
  'Sunrise on the Raipur-Bilaspur highway',
  'Keshkal ghat hairpin bends',
  'Chitrakote Falls after the monsoon',
  'Our Bhilai branch handover bay',
  'Family road trip to Mainpat',
  'SUV on the Achanakmar forest road',
  'Telibandha lake at dusk',
  'Fresh sanitisation before every trip',
  'Tirathgarh Falls stop',
  'Doorstep delivery in Durg',
  'Ambikapur branch team',
  'Highway dhaba chai break',
  'Sedan ready for a wedding trip',
  'Gangrel dam viewpoint',
  'Amarkantak temple drive',
  'Monsoon greens near Kanker',
  'Naya Raipur expressway',
  'Bilaspur branch car line-up',
  'Weekend trip to Sirpur',
  'Night drive back to Raipur',
  'Hatchback fleet after service',
  'Mainpat Tiger Point falls',
  'Kanger Valley forest road',
  'Happy customers at return',
] as const;

export const FAQS: { topic: string; question: string; answerHtml: string }[] = [
  {
    topic: 'Booking',
    question: 'How do I book a self-drive car?',
    answerHtml:
      '<p>Choose your branch, pickup and drop date and time, pick a car and a rate package, then sign in and pay. You get a booking ID at once and a confirmation e-mail.</p>',
  },
  {
    topic: 'Booking',
    question: 'What is the minimum booking duration?',
    answerHtml:
      '<p>The minimum booking is 6 hours. You can book up to 180 days ahead, with pickup and drop times every half hour from 04:30 to 23:30.</p>',
  },
  {
    topic: 'Documents',
    question: 'Which documents do I need?',
    answerHtml:
      '<p>A valid driving licence (at least one year old) and one government identity proof with address, such as Aadhaar, passport or voter ID. Upload both under <strong>My Documents</strong> before pickup.</p>',
  },
  {
    topic: 'Documents',
    question: 'Can someone else drive the car I booked?',
    answerHtml:
      '<p>Only drivers whose licence we have verified may drive. Upload the second driver’s licence under My Documents or show it at pickup.</p>',
  },
  {
    topic: 'Deposit',
    question: 'How much is the security deposit and when do I get it back?',
    answerHtml:
      '<p>The deposit depends on the car and on whether the trip is local or outstation; it is shown at checkout. It is 100% refundable and returned within three working days after the car comes back without damage, fines or unpaid tolls.</p>',
  },
  {
    topic: 'Fuel and kilometres',
    question: 'Is fuel included in the price?',
    answerHtml:
      '<p>No. The car is handed over with a recorded fuel level and you return it at the same level. Any shortfall is charged at the pump price plus a small refuelling fee.</p>',
  },
  {
    topic: 'Fuel and kilometres',
    question: 'How many kilometres can I drive?',
    answerHtml:
      '<p>Each package gives you a number of kilometres per hour booked (hours × km per hour). Beyond that the extra-km rate shown on the car card applies. Unlimited packages have no limit.</p>',
  },
  {
    topic: 'Cancellation',
    question: 'Can I cancel my booking?',
    answerHtml:
      '<p>Yes, from your dashboard. A deduction on the base fare applies depending on how many hours before pickup you cancel; see the <a href="/information/RefundAndCancellation">Refund and Cancellation</a> page. The security deposit is always refunded in full.</p>',
  },
  {
    topic: 'Extension',
    question: 'Can I extend my booking while on the trip?',
    answerHtml:
      '<p>Yes. Choose <strong>Extend Booking</strong> on your dashboard before your drop time and pick the new drop date and time. If the car is free you pay only the extra hours at the package rate.</p>',
  },
  {
    topic: 'Extension',
    question: 'What if I return the car late without extending?',
    answerHtml:
      '<p>Late returns are charged by the hour at the package rate plus a late fee, and may affect the next customer. Please extend in advance or call us.</p>',
  },
  {
    topic: 'Booking',
    question: 'Do you deliver the car to my home?',
    answerHtml:
      '<p>Yes, within city limits of all five branches: Bhilai, Durg, Raipur, Bilaspur and Ambikapur. Choose a delivery option at checkout; its charge is shown before you pay.</p>',
  },
];

export const TERMS_HTML = `<p>These terms apply to every self-drive rental booked on this website. By booking you accept them.</p>
<h2>Eligibility</h2>
<ul><li>The driver must be at least 21 years old and hold a valid Indian driving licence issued at least one year before pickup.</li><li>Original licence and identity proof must be shown at pickup.</li></ul>
<h2>Use of the car</h2>
<ul><li>The car may only be driven by verified drivers, on roads fit for the vehicle, within India.</li><li>No commercial use, racing, towing or carrying goods for hire.</li><li>Smoking and alcohol are not allowed in the car.</li></ul>
<h2>Charges</h2>
<ul><li>The fare is the booked hours times the package rate per hour. Kilometres beyond the package limit are charged at the extra-km rate.</li><li>Fuel, tolls, parking, traffic fines and state permits are the customer's responsibility.</li><li>Tolls paid from the car's FASTag and traffic fines for the time the car is with you: you authorise us to pay them on your behalf, as your agent, and to recover them from you at the amount paid, listed apart on our invoice or statement. Our handling fee for each is our own service and carries GST. We may take them from your security deposit, which we hold for the days after return stated at booking.</li><li>Damage not covered by insurance is charged up to the car's deductible.</li></ul>
<h2>Return</h2>
<p>Return the car at the booked time and branch with the same fuel level. Late returns are charged by the hour plus a late fee.</p>`;

export const PRIVACY_HTML = `<p>We respect your privacy. This policy explains what we collect and why.</p>
<h2>What we collect</h2>
<ul><li>Name, e-mail address, mobile number and address, to manage your account and bookings.</li><li>Driving licence and identity documents, to verify drivers as the law requires.</li><li>Booking and payment records, to bill you and for our accounts.</li></ul>
<h2>How we use it</h2>
<p>Only to provide the rental service, to contact you about bookings, and, if you agree, to send offers. We never sell your data.</p>
<h2>How long we keep it</h2>
<p>Booking and payment records are kept as long as tax law requires. Documents are deleted a year after your last trip. You can ask us to delete your account at any time.</p>
<h2>Contact</h2>
<p>Write to us through the <a href="/contact-us">Contact Us</a> page with any question about your data.</p>`;

/** The rules table is added below this text at request time, from the cancellation_rules table. */
export const REFUND_HTML = `<p>You can cancel a booking from your dashboard at any time before pickup. The refund depends on how long before the pickup time you cancel.</p>
<h2>Refunds</h2>
<ul><li>The deduction applies to the base fare only; the security deposit is always refunded in full.</li><li>Refunds go back to the original payment method within 5 to 7 working days.</li><li>No-shows and cancellations after pickup time are not refunded.</li></ul>`;
