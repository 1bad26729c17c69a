import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FleetOptions } from '../../../../shared/console-fleet';
import type { CarFormValues } from './car-form-values';

/** Accessories and amenities of a car, as labelled checkboxes. */
export function CarLinksFields<T extends CarFormValues>({
  options,
  register,
}: {
  options: FleetOptions | undefined;
  register: UseFormRegister<T>;
}) {
  const { t } = useTranslation();
  if (!options) return null;
  const group = (
    legend: string,
    name: 'accessoryIds' | 'amenityIds',
    items: FleetOptions['accessories'],
  ) => (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {items.map((item) => (
          <label key={item.id} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              value={item.id}
              {...register(name as Parameters<UseFormRegister<T>>[0])}
            />
            {item.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
  return (
    <div className="space-y-4">
      {group(t('console.fleet.form.accessories'), 'accessoryIds', options.accessories)}
      {group(t('console.fleet.form.amenities'), 'amenityIds', options.amenities)}
    </div>
  );
}
