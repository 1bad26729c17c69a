import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../../components/action-error';
import { TextField } from '../../../components/text-field';
import { useCategories, useSaveCategory } from './console-content-api';

/** Blog categories: each can be renamed, and a new one added. */
export function CategoryManager() {
  const { t } = useTranslation();
  const categories = useCategories();
  const save = useSaveCategory();
  const [title, setTitle] = useState('');
  return (
    <section aria-labelledby="categories-heading" className="mt-10 max-w-xl">
      <h2 id="categories-heading" className="text-lg font-bold text-slate-900">
        {t('console.content.categories.heading')}
      </h2>
      {categories.isPending && (
        <p className="text-sm text-slate-700">{t('console.content.categories.loading')}</p>
      )}
      <ul className="mt-2 space-y-2">
        {categories.data?.categories.map((c) => (
          <li key={`${c.id}-${c.title}`}>
            <form
              className="flex items-end gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                const value = new FormData(e.currentTarget).get('title');
                save.mutate({ id: c.id, title: String(value) });
              }}
            >
              <div className="grow">
                <TextField
                  label={t(
                    c.postCount === 1
                      ? 'console.content.categories.nameOne'
                      : 'console.content.categories.nameOther',
                    { title: c.title, n: c.postCount },
                  )}
                  name="title"
                  defaultValue={c.title}
                />
              </div>
              <button
                type="submit"
                className="btn"
                disabled={save.isPending}
                aria-label={t('console.content.categories.renameNamed', { title: c.title })}
              >
                {t('console.content.categories.rename')}
              </button>
            </form>
          </li>
        ))}
      </ul>
      <form
        className="mt-4 flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({ title }, { onSuccess: () => setTitle('') });
        }}
      >
        <div className="grow">
          <TextField
            label={t('console.content.categories.new')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
        </div>
        <button type="submit" className="btn" disabled={save.isPending}>
          {t('console.content.categories.add')}
        </button>
      </form>
      <ActionError error={save.error} className="mt-2" />
    </section>
  );
}
