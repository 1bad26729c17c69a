import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMessage } from '../../../lib/use-message';
import { useBranchRules, useConsoleSettings, useSettingsChange } from './console-settings-api';
import { useConsoleMe } from '../shared/console-session-api';
import { BranchDetailsForm } from './branch-details-form';
import { BranchRulesForm } from './branch-rules-form';
import { CancellationScheduleForm } from './cancellation-schedule-form';
import { NamedListEditor, type NamedChange } from './named-list-editor';
import { PickupDropEditor, type PickupDropChange } from './pickup-drop-editor';
import { LoadError } from '../shared/load-error';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Where a list's add and change go: `/api/console/<path>` and `/api/console/<path>/:id`. */
const namedChange = (path: string, addPath: string, c: NamedChange) =>
  c.id === undefined
    ? { method: 'POST' as const, path: addPath, body: { name: c.name } }
    : {
        method: 'PUT' as const,
        path: `/api/console/${path}/${c.id}`,
        body: { name: c.name, isActive: c.isActive },
      };

const pickupDropChange = (c: PickupDropChange) =>
  c.id === undefined
    ? {
        method: 'POST' as const,
        path: `/api/console/branches/${c.branchId}/pickup-drop-options`,
        body: { name: c.name, ratePaise: c.ratePaise },
      }
    : {
        method: 'PUT' as const,
        path: `/api/console/pickup-drop-options/${c.id}`,
        body: { name: c.name, ratePaise: c.ratePaise, isActive: c.isActive },
      };

/**
 * /staff/settings: branch details, branch rules (managers too; decision 0029), pickup/drop options and their charges, the car lists and
 * the cancellation schedule. Branch staff manage their branch's pickup/drop options and read
 * the rest; admins change everything (decision 0017).
 */
export function ConsoleSettingsPage() {
  const { t } = useTranslation();
  const message = useMessage();
  usePageTitle(t('console.settings.page.title'));
  const me = useConsoleMe(true);
  const settings = useConsoleSettings();
  const rules = useBranchRules();
  const change = useSettingsChange();
  const [notice, setNotice] = useState<string | null>(null);
  const [target, setTarget] = useState<string | null>(null);
  if (settings.isPending || me.isPending || rules.isPending) {
    return <PageLoader label={t('console.settings.page.loading')} />;
  }
  if (settings.isError || me.isError || rules.isError) {
    const error = settings.error ?? me.error ?? rules.error;
    return <LoadError error={error} onRetry={() => void settings.refetch()} />;
  }
  const admin = me.data.staffRole === 'admin';
  const data = settings.data;
  const save = (key: string, done: string, c: Parameters<typeof change.mutate>[0]) => {
    setTarget(key);
    setNotice(null);
    change.mutate(c, { onSuccess: () => setNotice(done) });
  };
  const errorFor = (key: string) =>
    change.isError && target === key ? message(change.error.message) : null;
  const onNamed = (key: string, path: string, addPath: string) => (c: NamedChange) =>
    save(
      key,
      t('console.settings.page.savedItem', { name: c.name }),
      namedChange(path, addPath, c),
    );

  return (
    <div className="max-w-5xl space-y-10">
      <h1 className="text-2xl font-bold text-slate-900">{t('console.settings.page.title')}</h1>
      <div aria-live="polite">
        {notice && (
          <p role="status" className="rounded-2xl bg-green-50 p-3 text-green-900">
            {notice}
          </p>
        )}
        {change.isError && target?.startsWith('list') && (
          <p role="alert" className="rounded-2xl bg-red-50 p-3 text-red-800">
            {message(change.error.message)}
          </p>
        )}
      </div>
      <Section id="branches-heading" title={t('console.settings.page.branches')}>
        {data.branches.map((b) => (
          <BranchDetailsForm
            key={b.id}
            branch={b}
            editable={admin}
            pending={change.isPending}
            error={errorFor(`branch-${b.id}`)}
            onSave={(body) =>
              save(`branch-${b.id}`, t('console.settings.page.savedBranch', { name: b.name }), {
                method: 'PUT',
                path: `/api/console/branches/${b.id}`,
                body,
              })
            }
          />
        ))}
      </Section>
      <Section id="rules-heading" title={t('console.settings.page.rules')}>
        <p className="text-sm text-slate-600">{t('console.settings.page.rulesIntro')}</p>
        {rules.data.branches.map((r) => (
          <BranchRulesForm
            key={r.branchId}
            rules={r}
            pending={change.isPending}
            error={errorFor(`rules-${r.branchId}`)}
            onSave={(body) =>
              save(
                `rules-${r.branchId}`,
                t('console.settings.page.savedRules', { name: r.branchName }),
                {
                  method: 'PUT',
                  path: `/api/console/branches/${r.branchId}/rules`,
                  body,
                },
              )
            }
          />
        ))}
      </Section>
      <Section id="pickup-drop-heading" title={t('console.settings.page.pickupDrop')}>
        <p className="text-sm text-slate-600">{t('console.settings.page.pickupDropIntro')}</p>
        {data.branches.map((b) => (
          <PickupDropEditor
            key={b.id}
            branch={b}
            options={data.pickupDropOptions.filter((o) => o.branchId === b.id)}
            pending={change.isPending}
            onSave={(c) =>
              save(
                'list-pickup-drop',
                t('console.settings.page.savedItem', { name: c.name }),
                pickupDropChange(c),
              )
            }
          />
        ))}
      </Section>
      <Section id="categories-heading" title={t('console.settings.page.categories')}>
        <NamedListEditor
          kind="category"
          items={data.categories}
          editable={admin}
          pending={change.isPending}
          onSave={onNamed('list-category', 'categories', '/api/console/categories')}
        >
          {(category) => (
            <div className="ml-6">
              <NamedListEditor
                kind="subcategory"
                parent={category.name}
                items={data.categories.find((c) => c.id === category.id)?.subcategories ?? []}
                editable={admin}
                pending={change.isPending}
                onSave={onNamed(
                  'list-subcategory',
                  'subcategories',
                  `/api/console/categories/${category.id}/subcategories`,
                )}
              />
            </div>
          )}
        </NamedListEditor>
      </Section>
      <Section id="accessories-heading" title={t('console.settings.page.accessories')}>
        <NamedListEditor
          kind="accessory"
          items={data.accessories}
          editable={admin}
          pending={change.isPending}
          onSave={onNamed('list-accessory', 'accessories', '/api/console/accessories')}
        />
      </Section>
      <Section id="amenities-heading" title={t('console.settings.page.amenities')}>
        <NamedListEditor
          kind="amenity"
          items={data.amenities}
          editable={admin}
          pending={change.isPending}
          onSave={onNamed('list-amenity', 'amenities', '/api/console/amenities')}
        />
      </Section>
      <Section id="cancellation-heading" title={t('console.settings.page.cancellation')}>
        <CancellationScheduleForm
          rules={data.cancellationRules}
          editable={admin}
          pending={change.isPending}
          error={errorFor('schedule')}
          onSave={(body) =>
            save('schedule', t('console.settings.page.savedSchedule'), {
              method: 'PUT',
              path: '/api/console/cancellation-rules',
              body,
            })
          }
        />
      </Section>
    </div>
  );
}
