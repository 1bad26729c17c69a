import { Link } from 'react-router';
import { BRANCH_CITIES } from '../../../../shared/branches';
import { Icon, type IconName } from '../../../components/icon';
import { carsInCityPath } from '../../../lib/paths';
import { usePageMeta } from '../../../lib/use-page-meta';

const VALUES: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'shield',
    title: 'Safe, checked cars',
    text: 'Every car is serviced on schedule, inspected and sanitised before each trip, with valid insurance and papers in the glovebox.',
  },
  {
    icon: 'receipt',
    title: 'Honest prices',
    text: 'The fare, free kilometres and deposit are shown before you pay. The deposit is fully refundable and there are no hidden charges.',
  },
  {
    icon: 'lifebuoy',
    title: 'Help around the clock',
    text: 'A flat tyre near Keshkal or a question at midnight: our team answers the phone 24x7 and arranges roadside help.',
  },
];

/** /about-us */
export function AboutPage() {
  usePageMeta(
    'About us',
    'SelfDrive Chhattisgarh rents clean, well-kept self-drive cars by the hour from branches in Bhilai, Durg, Raipur, Bilaspur and Ambikapur.',
  );
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <p className="text-sm font-bold tracking-wider text-brand-700 uppercase">About us</p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        Your car, your journey, across Chhattisgarh
      </h1>
      <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-700">
        <p>
          SelfDrive Chhattisgarh started in Bhilai with a handful of hatchbacks and one simple idea:
          people here should be able to rent a clean, reliable car as easily as they book a train
          ticket, and drive it themselves, without a chauffeur and without surprises on the bill.
        </p>
        <p>
          Today we run branches in Bhilai, Durg, Raipur, Bilaspur and Ambikapur, with hatchbacks,
          sedans and SUVs for a few hours of city errands, a family wedding in another town or a
          week-long road trip to Bastar. Book online by the hour, pick the car up at a branch or
          have it delivered to your door, and return it when you are done.
        </p>
      </div>

      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {VALUES.map((v) => (
          <li key={v.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <Icon name={v.icon} className="size-8 text-brand-700" />
            <h2 className="mt-3 text-lg font-bold text-slate-900">{v.title}</h2>
            <p className="mt-2 text-sm leading-relaxed text-slate-700">{v.text}</p>
          </li>
        ))}
      </ul>

      <section aria-labelledby="branches-heading" className="mt-12">
        <h2 id="branches-heading" className="text-2xl font-bold text-slate-900">
          Our branches
        </h2>
        <ul className="mt-4 flex flex-wrap gap-3">
          {BRANCH_CITIES.map((city, i) => (
            <li key={city}>
              <Link to={carsInCityPath(i)} className="btn btn-outline">
                <Icon name="mapPin" className="size-4" />
                Cars in {city}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <p className="mt-12 text-slate-700">
        Questions about a booking or a long-term rental?{' '}
        <Link to="/contact-us" className="font-semibold text-brand-800 underline">
          Contact us
        </Link>
        .
      </p>
    </div>
  );
}
