import { useState } from 'react';
import { ConfirmButton } from '../shared/confirm-dialog';
import { PageLoader } from '../../../components/spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { STAFF_ROLE_LABELS } from '../../../../shared/console';
import { useConsoleMe } from '../shared/console-session-api';
import { useSetStaffActive, useTeam } from '../shared/console-team-api';
import { InviteStaffForm } from './invite-staff-form';
import { LoadError } from '../shared/load-error';

const STATE_LABEL = { active: 'Active', invited: 'Invited', deactivated: 'Deactivated' } as const;

/** /staff/team: staff of the branch (every branch for an admin); invite and deactivate. */
export function ConsoleTeamPage() {
  usePageTitle('Team');
  const me = useConsoleMe(true);
  const team = useTeam();
  const setActive = useSetStaffActive();
  const [notice, setNotice] = useState<string | null>(null);
  if (team.isPending || me.isPending) return <PageLoader label="Loading the team…" />;
  if (team.isError || me.isError) {
    const error = team.error ?? me.error;
    return <LoadError error={error} onRetry={() => void team.refetch()} />;
  }
  return (
    <section className="max-w-4xl space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">Team</h1>
      {notice && (
        <p role="status" className="rounded-2xl bg-green-50 p-3 text-green-900">
          {notice}
        </p>
      )}
      <ul className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm">
        {team.data.staff.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center gap-3 p-4">
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-slate-900">{s.name}</p>
              <p className="text-sm text-slate-600">
                {s.email} · {STAFF_ROLE_LABELS[s.staffRole]}
                {s.branchName ? `, ${s.branchName}` : ''} · {STATE_LABEL[s.state]}
                {s.deactivatedByAdmin ? ' by an admin' : ''}
              </p>
            </div>
            {s.id !== me.data.id && (
              <ConfirmButton
                label={s.state === 'deactivated' ? `Reactivate ${s.name}` : `Deactivate ${s.name}`}
                className="btn bg-white text-slate-800 ring-1 ring-slate-300 ring-inset"
                disabled={setActive.isPending}
                tone={s.state === 'deactivated' ? 'neutral' : 'danger'}
                title={
                  s.state === 'deactivated' ? `Reactivate ${s.name}?` : `Deactivate ${s.name}?`
                }
                confirmLabel={
                  s.state === 'deactivated' ? `Reactivate ${s.name}` : `Deactivate ${s.name}`
                }
                pendingLabel="Saving…"
                pending={setActive.isPending}
                error={setActive.error}
                onOpen={() => setActive.reset()}
                onConfirm={(done) =>
                  setActive.mutate(
                    { id: s.id, active: s.state === 'deactivated' },
                    {
                      onSuccess: (m) => {
                        done();
                        setNotice(`${m.name} is now ${STATE_LABEL[m.state].toLowerCase()}.`);
                      },
                    },
                  )
                }
              >
                {s.state === 'deactivated'
                  ? `${s.name} (${s.email}) can sign in to the console again.`
                  : `${s.name} (${s.email}) is signed out everywhere and can no longer sign in to the console.`}
              </ConfirmButton>
            )}
          </li>
        ))}
      </ul>
      <h2 className="text-xl font-bold text-slate-900">Invite a staff member</h2>
      <InviteStaffForm me={me.data} onDone={setNotice} />
    </section>
  );
}
