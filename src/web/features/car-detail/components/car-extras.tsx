import { Icon } from '../../../components/icon';

function NameList({ title, names }: { title: string; names: string[] }) {
  return (
    <section aria-label={title} className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      {names.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">None listed.</p>
      ) : (
        <ul className="mt-3 grid gap-2 text-sm text-slate-700 sm:grid-cols-2">
          {names.map((name) => (
            <li key={name} className="flex items-center gap-2">
              <Icon name="check" className="size-4 text-brand-700" />
              {name}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const REASONS = [
  '24x7 roadside assistance',
  'Transparent pricing, no hidden charges',
  'Insured, well-kept cars',
  'A local team in five cities',
];

/** Accessories, amenities and why-ride-with-us. */
export function CarExtras({
  accessories,
  amenities,
}: {
  accessories: string[];
  amenities: string[];
}) {
  return (
    <div className="grid gap-5 md:grid-cols-3">
      <NameList title="Accessories" names={accessories} />
      <NameList title="Amenities" names={amenities} />
      <NameList title="Why Ride with Us" names={REASONS} />
    </div>
  );
}
