import { Link } from 'react-router';
import { Icon } from '../../../components/icon';
import { SectionHeading } from './section-heading';

const REASONS: { title: string; text: string }[] = [
  {
    title: '24x7 roadside assistance',
    text: 'A flat tyre on the Bilaspur highway at midnight? One call and help is on the way.',
  },
  {
    title: 'Transparent pricing',
    text: 'Rent, security deposit and delivery charges are itemised before you pay.',
  },
  {
    title: 'No hidden charges',
    text: 'No surprise fees at drop-off. Extra kilometres are billed only at the rate shown on the car.',
  },
  {
    title: 'Insured, well-kept cars',
    text: 'Valid insurance, papers and regular servicing for every car in the fleet.',
  },
  {
    title: 'Simple documents',
    text: 'Upload your driving licence and ID once from your account; we verify them quickly.',
  },
  {
    title: 'A local team in five cities',
    text: 'Real people at our branches in Bhilai, Durg, Raipur, Bilaspur and Ambikapur.',
  },
];

export function WhyRide() {
  return (
    <section
      id="why-ride"
      aria-labelledby="why-ride-heading"
      className="bg-white py-16 sm:py-20 below-fold"
    >
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_1.4fr]">
        <div>
          <SectionHeading
            id="why-ride-heading"
            eyebrow="Local, honest, always reachable"
            title="Why Ride with Us"
            align="left"
          >
            We are a Chhattisgarh business built for Chhattisgarh roads: for weekend family trips,
            business travel between Raipur and Bilaspur, and the daily errands in between.
          </SectionHeading>
          <div className="mt-8 rounded-2xl bg-brand-900 p-6 text-white">
            <p className="text-lg font-bold">Ready to hit the road?</p>
            <p className="mt-1 text-sm text-brand-100">
              Pick a city, choose a car and drive away in minutes.
            </p>
            <Link to="/cars" className="btn btn-accent mt-5">
              Find your car
              <Icon name="arrowRight" className="size-4" />
            </Link>
          </div>
        </div>
        <ul className="grid gap-x-8 gap-y-6 sm:grid-cols-2">
          {REASONS.map((reason) => (
            <li key={reason.title} className="flex gap-3">
              <span className="mt-0.5 grid size-7 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-800">
                <Icon name="check" className="size-4" />
              </span>
              <div>
                <h3 className="font-bold text-slate-900">{reason.title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-slate-600">{reason.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
