import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/spinner';
import { useFormat } from '../../../lib/use-format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useTodayBoard } from '../shared/console-availability-api';
import { useConsoleBranches } from '../shared/console-team-api';
import { BoardList } from './board-list';
import { DocumentsWaiting } from './documents-waiting';
import { BranchPicker, useBranchChoice } from '../shared/branch-picker';
import { LoadError } from '../shared/load-error';

/**
 * /staff: today's board of a branch — pickups still to hand over, returns due today, overdue
 * returns and documents waiting for review, each with its state and action.
 */
export function ConsoleHomePage() {
  const { t } = useTranslation();
  const format = useFormat();
  usePageTitle(t('console.availability.today.title'));
  const [chosen, setChosen] = useState<number | null>(null);
  const branchId = useBranchChoice(chosen);
  const branches = useConsoleBranches();
  const board = useTodayBoard(branchId);
  const name = branches.data?.branches.find((b) => b.id === branchId)?.name;
  return (
    <section className="max-w-5xl space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">
        {name
          ? t('console.availability.today.titleAt', { branch: name })
          : t('console.availability.today.title')}
        {board.data ? (
          <span className="ml-2 text-base font-normal text-slate-600">
            {format.date(new Date(`${board.data.date}T12:00:00+05:30`))}
          </span>
        ) : null}
      </h1>
      <BranchPicker value={branchId} onChange={setChosen} />
      {board.isPending ? (
        <PageLoader label={t('console.availability.today.loading')} />
      ) : board.isError ? (
        <LoadError error={board.error} onRetry={() => void board.refetch()} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-3">
          <BoardList
            title={t('console.availability.today.pickups')}
            entries={board.data.pickups}
            time="pickupAt"
            empty={t('console.availability.today.noPickups')}
          />
          <BoardList
            title={t('console.availability.today.returns')}
            entries={board.data.returns}
            time="dropAt"
            empty={t('console.availability.today.noReturns')}
          />
          <BoardList
            title={t('console.availability.today.overdue')}
            entries={board.data.overdue}
            time="dropAt"
            empty={t('console.availability.today.noOverdue')}
          />
          <DocumentsWaiting entries={board.data.documentsWaiting} />
        </div>
      )}
    </section>
  );
}
