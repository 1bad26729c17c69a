import { useState } from 'react';
import { ActionError } from '../../../components/action-error';
import { TextField } from '../../../components/text-field';
import { useCategories, useSaveCategory } from './console-content-api';

/** Blog categories: each can be renamed, and a new one added. */
export function CategoryManager() {
  const categories = useCategories();
  const save = useSaveCategory();
  const [title, setTitle] = useState('');
  return (
    <section aria-labelledby="categories-heading" className="mt-10 max-w-xl">
      <h2 id="categories-heading" className="text-lg font-bold text-slate-900">
        Categories
      </h2>
      {categories.isPending && <p className="text-sm text-slate-700">Loading categories…</p>}
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
                  label={`Name of “${c.title}” (${c.postCount} ${c.postCount === 1 ? 'post' : 'posts'})`}
                  name="title"
                  defaultValue={c.title}
                />
              </div>
              <button
                type="submit"
                className="btn"
                disabled={save.isPending}
                aria-label={`Rename “${c.title}”`}
              >
                Rename
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
            label="New category"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
        </div>
        <button type="submit" className="btn" disabled={save.isPending}>
          Add category
        </button>
      </form>
      <ActionError error={save.error} className="mt-2" />
    </section>
  );
}
