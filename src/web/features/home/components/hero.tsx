import { Link } from 'react-router';
import { BRANCH_CITIES } from '../../../../shared/branches';
import { Icon, type IconName } from '../../../components/icon';
import { carsInCityPath } from '../../../lib/paths';

const HIGHLIGHTS: { icon: IconName; value: string; label: string }[] = [
  { icon: 'mapPin', value: '5 cities', label: 'Branches across Chhattisgarh' },
  { icon: 'lifebuoy', value: '24x7', label: 'Roadside assistance' },
  { icon: 'receipt', value: '₹0', label: 'Hidden charges' },
  { icon: 'shield', value: '100%', label: 'Refundable security deposit' },
];

export function Hero() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden bg-linear-to-br from-brand-950 via-brand-900 to-brand-700 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 -z-10 size-96 rounded-full bg-brand-500/20 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-32 -left-16 -z-10 size-80 rounded-full bg-accent-400/10 blur-3xl"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[1.25fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-accent-200 ring-1 ring-white/20">
            <Icon name="sparkles" className="size-4" />
            Welcome to SelfDrive Chhattisgarh
          </p>
          <h1
            id="hero-heading"
            className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Self-drive cars across <span className="text-accent-300">Chhattisgarh</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-brand-50">
            Pick up a clean, sanitised car from our branches in Bhilai, Durg, Raipur, Bilaspur and
            Ambikapur, or have it delivered to your door. Rent by the hour for a city errand or by
            the week for a road trip to Chitrakote, with fair rates and no hidden charges.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/cars" className="btn btn-accent px-6 py-3 text-base">
              Browse cars
              <Icon name="arrowRight" className="size-5" />
            </Link>
            <a
              href="#why-ride"
              className="btn px-6 py-3 text-base text-white ring-1 ring-white/40 ring-inset hover:bg-white/10"
            >
              Why ride with us
            </a>
          </div>
          <nav aria-label="Cars by city" className="mt-8">
            <ul className="flex flex-wrap gap-2">
              {BRANCH_CITIES.map((city, cityId) => (
                <li key={city}>
                  <Link
                    to={carsInCityPath(cityId)}
                    className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1.5 text-sm font-medium text-white ring-1 ring-white/20 hover:bg-white/20"
                  >
                    <Icon name="mapPin" className="size-4 text-accent-300" />
                    {city}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        <ul className="grid grid-cols-2 gap-3 sm:gap-4">
          {HIGHLIGHTS.map((item) => (
            <li
              key={item.label}
              className="rounded-2xl bg-white/10 p-5 ring-1 ring-white/15 backdrop-blur-sm"
            >
              <Icon name={item.icon} className="size-7 text-accent-300" />
              <p className="mt-4 text-3xl font-extrabold tracking-tight">{item.value}</p>
              <p className="mt-1 text-sm text-brand-100">{item.label}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
