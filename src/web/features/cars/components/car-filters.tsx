import { useTranslation } from 'react-i18next';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { BRANCH_CITIES } from '../../../../shared/branches';
import type { CatalogueResponse } from '../../../../shared/cars';
import { hasFilters, type CarFilterValues } from '../lib/car-filters';
import { textLang } from '../../../lib/text-lang';

interface CarFiltersProps {
  value: CarFilterValues;
  categories: CatalogueResponse['categories'] | undefined;
  onChange: (next: CarFilterValues) => void;
}

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-700">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** City, category and sub-category selects; changes go to the URL through `onChange`. */
export function CarFilters({ value, categories, onChange }: CarFiltersProps) {
  const { t } = useTranslation();
  const chosenCategory = categories?.find((c) => String(c.id) === value.category);
  const subcategories = chosenCategory?.subcategories ?? [];

  return (
    <form
      aria-label={t('cars.filters.form')}
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-3 sm:p-5"
    >
      <Field label={t('cars.filters.city')}>
        {(id) => (
          <select
            id={id}
            className="field"
            value={value.cityid}
            onChange={(e) => onChange({ ...value, cityid: e.target.value })}
          >
            <option value="">{t('cars.filters.allCities')}</option>
            {BRANCH_CITIES.map((city, cityId) => (
              <option key={city} value={String(cityId)}>
                {t(`common.cities.${city}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('cars.filters.category')}>
        {(id) => (
          <select
            id={id}
            className="field"
            value={value.category}
            disabled={!categories}
            onChange={(e) => onChange({ ...value, category: e.target.value, subcategory: '' })}
          >
            <option value="">{t('cars.filters.allCategories')}</option>
            {categories?.map((category) => (
              <option key={category.id} value={String(category.id)} lang={textLang(category.name)}>
                {category.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('cars.filters.subcategory')}>
        {(id) => (
          <select
            id={id}
            className="field"
            value={value.subcategory}
            disabled={subcategories.length === 0}
            onChange={(e) => onChange({ ...value, subcategory: e.target.value })}
          >
            <option value="">
              {chosenCategory
                ? t('cars.filters.allSubcategories')
                : t('cars.filters.categoryFirst')}
            </option>
            {subcategories.map((sub) => (
              <option key={sub.id} value={String(sub.id)} lang={textLang(sub.name)}>
                {sub.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {hasFilters(value) && (
        <p className="sm:col-span-3">
          <Link
            to="/cars"
            className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {t('cars.filters.clearAll')}
          </Link>
        </p>
      )}
    </form>
  );
}
