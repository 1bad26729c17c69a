import { useTranslation } from 'react-i18next';
import { useId, useState, type FormEvent } from 'react';
import { Icon } from '../../../components/icon';

/** A labelled search box; submits the trimmed words. */
export function BlogSearch({
  initial = '',
  onSearch,
  label,
}: {
  initial?: string;
  onSearch: (keyword: string) => void;
  label?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form role="search" onSubmit={submit}>
      <label htmlFor={id} className="text-sm font-bold text-slate-900">
        {label ?? t('blog.search')}
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={id}
          type="search"
          value={value}
          maxLength={100}
          onChange={(e) => setValue(e.target.value)}
          placeholder={t('blog.placeholder')}
          className="field"
        />
        <button type="submit" className="btn btn-primary" aria-label={t('blog.searchButton')}>
          <Icon name="search" className="size-5" />
        </button>
      </div>
    </form>
  );
}
