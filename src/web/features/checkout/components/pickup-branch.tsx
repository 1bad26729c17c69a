import { useTranslation } from 'react-i18next';
import { BranchContact } from '../../../components/branch-contact';
import { useCatalogue } from '../../../lib/catalogue';
import { useBranchName } from '../../../lib/use-branch-name';

/** Where the customer collects the car: the car's branch with its address, phone and hours. */
export function PickupBranch({ branchId }: { branchId: number }) {
  const { t } = useTranslation();
  const branchName = useBranchName();
  const branch = useCatalogue().data?.branches.find((b) => b.id === branchId);
  if (!branch) return null;
  return (
    <section
      aria-labelledby="pickup-branch-heading"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="pickup-branch-heading" className="mb-3 font-bold text-slate-900">
        {t('common.branch.pickupAt', { city: branchName(branch.name) })}
      </h2>
      <BranchContact city={branch.name} branch={branch} />
    </section>
  );
}
