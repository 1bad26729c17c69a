import { Icon, type IconName } from '../../../components/icon';
import { SectionHeading } from './section-heading';

const FEATURES: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'sparkles',
    title: 'Clean, sanitised cars',
    text: 'Every car is washed, vacuumed and sanitised before each trip, and handed over with a full check.',
  },
  {
    icon: 'truck',
    title: 'Doorstep delivery and pickup',
    text: 'Skip the trip to the branch. We bring the car to your address and collect it when you are done.',
  },
  {
    icon: 'zap',
    title: 'Fastag on every car',
    text: 'Drive straight through toll plazas on NH-30 and NH-53; tolls are settled at cost when you return.',
  },
  {
    icon: 'clock',
    title: 'Hourly, daily and weekly packages',
    text: 'Book from 6 hours upwards and pay only for the time you need, with a clear per-km rate beyond your limit.',
  },
  {
    icon: 'car',
    title: 'A fleet for every trip',
    text: 'Regularly serviced hatchbacks, sedans and SUVs in petrol, diesel, CNG and electric, manual or automatic.',
  },
  {
    icon: 'shield',
    title: 'Fully refundable deposit',
    text: 'Your security deposit comes back in full when the car is returned as you received it.',
  },
];

export function FeaturesBenefits() {
  return (
    <section aria-labelledby="features-heading" className="py-16 sm:py-20 below-fold">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="features-heading"
          eyebrow="Everything you need for the road"
          title="Features & Benefits"
        >
          Renting a car should be as easy as booking a cab, with the freedom of your own wheels.
        </SectionHeading>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <li
              key={feature.title}
              className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md"
            >
              <span className="grid size-12 place-items-center rounded-xl bg-accent-100 text-accent-800">
                <Icon name={feature.icon} className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-slate-900">{feature.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
