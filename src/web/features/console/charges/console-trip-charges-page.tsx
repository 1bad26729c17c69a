import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MANAGER_ROLES } from '../../../../shared/console';
import type { RecordTripChargeResponse } from '../../../../shared/trip-charges';
import { PageLoader } from '../../../components/spinner';
import { useMessage } from '../../../lib/use-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { BranchFilter } from '../shared/branch-picker';
import { useConsoleMe } from '../shared/console-session-api';
import { LoadError } from '../shared/load-error';
import { FastagImportPanel } from './fastag-import-panel';
import { RecordTripChargeForm } from './record-trip-charge-form';
import { TripChargeEvidenceUpload } from './trip-charge-evidence-upload';
import { TripChargeItem } from './trip-charge-item';
import { TripChargesReportSection } from './trip-charges-report-section';
import { useTripCharges } from './trip-charges-api';

/**
 * /staff/trip-charges (issue 36): tolls, traffic challans and damage found after a car came
 * back. Staff record one against the car's registration and the moment it arose; the server
 * charges the renter who had the car then, or keeps it as the business's own cost. Below, the
 * charges recorded, newest first (an admin picks the branch; branch staff see their own).
 * Managers and admins also get the report of charges by kind (issue 36 item 5).
 */
export function ConsoleTripChargesPage() {
  const { t } = useTranslation();
  usePageTitle(t('console.tripCharges.title'));
  const me = useConsoleMe(true);
  const isAdmin = me.data?.staffRole === 'admin';
  const isManager = me.data ? MANAGER_ROLES.includes(me.data.staffRole) : false;
  const [branchId, setBranchId] = useState('');
  const [recorded, setRecorded] = useState<RecordTripChargeResponse | null>(null);
  const charges = useTripCharges(branchId);
  // The new charge as the list now has it (its evidence counted), else as it was recorded.
  const latest = recorded && charges.data?.charges.find((c) => c.id === recorded.id);
  return (
    <section className="max-w-4xl space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">{t('console.tripCharges.title')}</h1>
      <p className="text-slate-700">{t('console.tripCharges.intro')}</p>
      <RecordTripChargeForm onRecorded={setRecorded} />
      {recorded && (
        <RecordedCharge charge={recorded} evidenceCount={(latest || recorded).evidence.length} />
      )}
      <FastagImportPanel />
      {isManager && <TripChargesReportSection branchId={branchId} />}
      <h2 className="pt-2 text-xl font-bold text-slate-900">
        {t('console.tripCharges.list.heading')}
      </h2>
      {isAdmin && (
        <BranchFilter
          label={t('console.tripCharges.list.branch')}
          everyBranch={t('console.tripCharges.list.everyBranch')}
          value={branchId}
          onChange={setBranchId}
        />
      )}
      {charges.isPending ? (
        <PageLoader label={t('console.tripCharges.list.loading')} />
      ) : charges.isError ? (
        <LoadError error={charges.error} onRetry={() => void charges.refetch()} />
      ) : charges.data.charges.length === 0 ? (
        <p className="text-slate-700">{t('console.tripCharges.list.none')}</p>
      ) : (
        <ul className="space-y-3">
          {charges.data.charges.map((c) => (
            <TripChargeItem key={c.id} charge={c} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** What the server said of the charge just recorded, and where its evidence goes. */
function RecordedCharge({
  charge,
  evidenceCount,
}: {
  charge: RecordTripChargeResponse;
  evidenceCount: number;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  return (
    <div className="space-y-2 rounded-2xl border border-green-200 bg-green-50 p-4">
      <p role="status" className="font-semibold text-green-900">
        {message(charge.message)}
      </p>
      <TripChargeEvidenceUpload
        key={charge.id}
        chargeId={charge.id}
        filesSoFar={evidenceCount}
        label={t('console.tripCharges.evidence.uploadNew', { id: charge.id })}
      />
    </div>
  );
}
