import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../shared/confirm-dialog';
import { PageLoader } from '../../../components/spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useConsoleMe } from '../shared/console-session-api';
import { useSetStaffActive, useTeam } from '../shared/console-team-api';
import { InviteStaffForm } from './invite-staff-form';
import { LoadError } from '../shared/load-error';

/** /staff/team: staff of the branch (every branch for an admin); invite and deactivate. */
export function ConsoleTeamPage() {
  const { t } = useTranslation();
  usePageTitle(t('console.access.team.title'));
  const me = useConsoleMe(true);
  const team = useTeam();
  const setActive = useSetStaffActive();
  const [notice, setNotice] = useState<string | null>(null);
  if (team.isPending || me.isPending)
    return <PageLoader label={t('console.access.team.loading')} />;
  if (team.isError || me.isError) {
    const error = team.error ?? me.error;
    return <LoadError error={error} onRetry={() => void team.refetch()} />;
  }
  return (
    <section className="max-w-4xl space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">{t('console.access.team.title')}</h1>
      {notice && (
        <p role="status" className="rounded-2xl bg-green-50 p-3 text-green-900">
          {notice}
        </p>
      )}
      <ul className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm">
        {team.data.staff.map((s) => {
          const state = t(`console.access.team.states.${s.state}`);
          return (
            <li key={s.id} className="flex flex-wrap items-center gap-3 p-4">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900">{s.name}</p>
                <p className="text-sm text-slate-600">
                  {s.email} · {t(`console.access.roles.${s.staffRole}`)}
                  {s.branchName ? `, ${s.branchName}` : ''} ·{' '}
                  {s.deactivatedByAdmin ? t('console.access.team.byAdmin', { state }) : state}
                </p>
              </div>
              {s.id !== me.data.id && (
                <ConfirmButton
                  label={
                    s.state === 'deactivated'
                      ? t('console.access.team.reactivate', { name: s.name })
                      : t('console.access.team.deactivate', { name: s.name })
                  }
                  className="btn bg-white text-slate-800 ring-1 ring-slate-300 ring-inset"
                  disabled={setActive.isPending}
                  tone={s.state === 'deactivated' ? 'neutral' : 'danger'}
                  title={
                    s.state === 'deactivated'
                      ? t('console.access.team.reactivateTitle', { name: s.name })
                      : t('console.access.team.deactivateTitle', { name: s.name })
                  }
                  confirmLabel={
                    s.state === 'deactivated'
                      ? t('console.access.team.reactivate', { name: s.name })
                      : t('console.access.team.deactivate', { name: s.name })
                  }
                  pendingLabel={t('console.access.team.saving')}
                  pending={setActive.isPending}
                  error={setActive.error}
                  onOpen={() => setActive.reset()}
                  onConfirm={(done) =>
                    setActive.mutate(
                      { id: s.id, active: s.state === 'deactivated' },
                      {
                        onSuccess: (m) => {
                          done();
                          setNotice(t(`console.access.team.now.${m.state}`, { name: m.name }));
                        },
                      },
                    )
                  }
                >
                  {s.state === 'deactivated'
                    ? t('console.access.team.reactivateBody', { name: s.name, email: s.email })
                    : t('console.access.team.deactivateBody', { name: s.name, email: s.email })}
                </ConfirmButton>
              )}
            </li>
          );
        })}
      </ul>
      <h2 className="text-xl font-bold text-slate-900">{t('console.access.team.invite')}</h2>
      <InviteStaffForm me={me.data} onDone={setNotice} />
    </section>
  );
}
