import { useTranslation } from 'react-i18next';
import { useConsoleBranches } from './console-team-api';
import { SelectField } from './select-field';

/** The branch a page shows; branch staff have one, admins choose. */
export function BranchPicker({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (branchId: number) => void;
}) {
  const { t } = useTranslation();
  const branches = useConsoleBranches();
  const list = branches.data?.branches ?? [];
  if (list.length <= 1) return null;
  return (
    <SelectField
      label={t('console.shared.branchPicker.label')}
      value={value ?? ''}
      onChange={(e) => onChange(Number(e.target.value))}
    >
      {list.map((b) => (
        <option key={b.id} value={b.id}>
          {b.name}
        </option>
      ))}
    </SelectField>
  );
}

/** The branch in use: the one chosen, else the staff member's, else the first listed. */
export function useBranchChoice(chosen: number | null) {
  const branches = useConsoleBranches();
  return chosen ?? branches.data?.branches[0]?.id ?? null;
}

/**
 * A list's branch filter for an admin: every branch (the empty value) or one. Branch staff see
 * their own branch's list and no filter.
 */
export function BranchFilter({
  label,
  everyBranch,
  value,
  onChange,
}: {
  label: string;
  everyBranch: string;
  value: string;
  onChange: (branchId: string) => void;
}) {
  const branches = useConsoleBranches();
  return (
    <SelectField label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{everyBranch}</option>
      {branches.data?.branches.map((b) => (
        <option key={b.id} value={String(b.id)}>
          {b.name}
        </option>
      ))}
    </SelectField>
  );
}
