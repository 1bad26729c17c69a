import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsolePickupDrop } from '../../../../shared/console-settings';
import { rupeesToPaise } from '../../../../shared/money';
import { TextField } from '../../../components/text-field';
import { useFormat } from '../../../lib/use-format';

export interface PickupDropChange {
  /** Absent: a new option of `branchId`. */
  id?: number;
  branchId: number;
  name: string;
  ratePaise: number;
  isActive: boolean;
}

const read = (event: FormEvent<HTMLFormElement>) => {
  event.preventDefault();
  const data = new FormData(event.currentTarget);
  const rupees = String(data.get('rate') ?? '').trim();
  return {
    name: String(data.get('name') ?? ''),
    ratePaise: rupees === '' ? Number.NaN : rupeesToPaise(Number(rupees)),
    isActive: data.get('isActive') === 'on',
  };
};

/** A branch's doorstep pickup/drop options with their charges; bookings keep their charge. */
export function PickupDropEditor({
  branch,
  options,
  pending,
  onSave,
}: {
  branch: { id: number; name: string };
  options: ConsolePickupDrop[];
  pending: boolean;
  onSave: (change: PickupDropChange) => void;
}) {
  const { t } = useTranslation();
  const { rupees } = useFormat();
  return (
    <section aria-labelledby={`pd-${branch.id}`} className="space-y-3">
      <h3 id={`pd-${branch.id}`} className="font-bold text-slate-900">
        {branch.name}
      </h3>
      <ul className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm">
        {options.map((o) => (
          <li key={`${o.id}-${o.name}-${o.ratePaise}-${o.isActive}`} className="p-3">
            <form
              className="flex flex-wrap items-end gap-3"
              onSubmit={(e) => onSave({ id: o.id, branchId: branch.id, ...read(e) })}
            >
              <fieldset disabled={pending} className="contents">
                <div className="min-w-48 flex-1">
                  <TextField
                    label={t('console.settings.pickupDrop.optionName')}
                    name="name"
                    defaultValue={o.name}
                  />
                </div>
                <div className="w-36">
                  <TextField
                    label={t('console.settings.pickupDrop.chargeFor', { name: o.name })}
                    name="rate"
                    inputMode="decimal"
                    defaultValue={String(o.ratePaise / 100)}
                  />
                </div>
                <label className="flex items-center gap-2 pb-2 text-sm font-semibold text-slate-800">
                  <input type="checkbox" name="isActive" defaultChecked={o.isActive} />
                  {t('console.settings.pickupDrop.offered')}
                </label>
                <button type="submit" className="btn btn-outline">
                  {t('console.settings.pickupDrop.save', {
                    name: o.name,
                    charge: rupees(o.ratePaise),
                  })}
                </button>
              </fieldset>
            </form>
          </li>
        ))}
      </ul>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          onSave({ branchId: branch.id, ...read(e), isActive: true });
          e.currentTarget.reset();
        }}
      >
        <div className="min-w-48 flex-1">
          <TextField
            label={t('console.settings.pickupDrop.newOption', { branch: branch.name })}
            name="name"
          />
        </div>
        <div className="w-36">
          <TextField
            label={t('console.settings.pickupDrop.charge')}
            name="rate"
            inputMode="decimal"
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {t('console.settings.pickupDrop.add')}
        </button>
      </form>
    </section>
  );
}
