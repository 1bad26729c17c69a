import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NamedItem } from '../../../../shared/console-settings';
import { TextField } from '../../../components/text-field';

export interface NamedChange {
  /** Absent: a new item. */
  id?: number;
  name: string;
  isActive: boolean;
}

const fieldsOf = (event: FormEvent<HTMLFormElement>) => {
  event.preventDefault();
  const data = new FormData(event.currentTarget);
  return { name: String(data.get('name') ?? ''), isActive: data.get('isActive') === 'on' };
};

/**
 * A list every branch's cars draw from (categories, subcategories, accessories, amenities):
 * rename, take out of use or back, add. `kind` names what one item is; a subcategory names its
 * `parent` category. `children` of an item (a category's subcategories) show under it.
 */
export function NamedListEditor({
  kind,
  parent = '',
  items,
  editable,
  pending,
  onSave,
  children,
}: {
  kind: 'category' | 'subcategory' | 'accessory' | 'amenity';
  parent?: string;
  items: NamedItem[];
  editable: boolean;
  pending: boolean;
  onSave: (change: NamedChange) => void;
  children?: (item: NamedItem) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  // "Sedan subcategory name", then "New sedan subcategory" and "Add sedan subcategory"; Hindi
  // keeps the category's name as it is written.
  const label = (text: 'name' | 'new' | 'add') =>
    t(`console.settings.list.${kind}.${text}`, {
      category: text === 'name' || i18n.language === 'hi' ? parent : parent.toLowerCase(),
    });
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm">
        {items.map((item) => (
          <li key={`${item.id}-${item.name}-${item.isActive}`} className="space-y-2 p-3">
            <form
              className="flex flex-wrap items-end gap-3"
              onSubmit={(e) => onSave({ id: item.id, ...fieldsOf(e) })}
            >
              <fieldset disabled={!editable || pending} className="contents">
                <div className="min-w-48 flex-1">
                  <TextField label={label('name')} name="name" defaultValue={item.name} />
                </div>
                <label className="flex items-center gap-2 pb-2 text-sm font-semibold text-slate-800">
                  <input type="checkbox" name="isActive" defaultChecked={item.isActive} />
                  {t('console.settings.list.inUse')}
                </label>
                <p className="pb-2 text-sm text-slate-600">
                  {item.carCount === 1
                    ? t('console.settings.list.carsOne', { count: item.carCount })
                    : t('console.settings.list.carsOther', { count: item.carCount })}
                </p>
                {editable && (
                  <button type="submit" className="btn btn-outline">
                    {t('console.settings.list.save', { name: item.name })}
                  </button>
                )}
              </fieldset>
            </form>
            {children?.(item)}
          </li>
        ))}
      </ul>
      {editable && (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            const { name } = fieldsOf(e);
            onSave({ name, isActive: true });
            e.currentTarget.reset();
          }}
        >
          <div className="min-w-48 flex-1">
            <TextField label={label('new')} name="name" />
          </div>
          <button type="submit" className="btn btn-primary" disabled={pending}>
            {label('add')}
          </button>
        </form>
      )}
    </div>
  );
}
