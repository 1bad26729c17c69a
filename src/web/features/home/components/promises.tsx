import { Icon, type IconName } from '../../../components/icon';
import { SectionHeading } from './section-heading';

const PROMISES: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'infinity',
    title: 'Unlimited kilometres',
    text: 'Choose an unlimited-kilometre package and drive without watching the odometer.',
  },
  {
    icon: 'map',
    title: 'Unlimited locations',
    text: 'Take the car anywhere: Mainpat, Chitrakote, Sirpur or across the state border.',
  },
  {
    icon: 'truck',
    title: 'Delivery anywhere',
    text: 'We drop the car at your home, office, railway station or Raipur airport.',
  },
  {
    icon: 'card',
    title: 'Multiple payment options',
    text: 'Pay by UPI, debit or credit card, net banking or bank transfer.',
  },
  {
    icon: 'undo',
    title: 'Easy cancellation',
    text: 'Plans change. Cancel from your dashboard before pickup in a couple of taps.',
  },
  {
    icon: 'tag',
    title: 'Best-price guarantee',
    text: 'Honest hourly rates with the total shown upfront, before you pay anything.',
  },
];

export function Promises() {
  return (
    <section aria-labelledby="promises-heading" className="bg-white py-16 sm:py-20 below-fold">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="promises-heading" eyebrow="Our promise" title="Drive on your terms">
          Six things you get with every booking, in every one of our cities.
        </SectionHeading>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {PROMISES.map((promise) => (
            <li
              key={promise.title}
              className="flex gap-4 rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200"
            >
              <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-700 text-white">
                <Icon name={promise.icon} className="size-6" />
              </span>
              <div>
                <h3 className="font-bold text-slate-900">{promise.title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-slate-600">{promise.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
