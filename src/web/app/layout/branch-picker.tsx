import { useId, type ChangeEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useCatalogue } from '../../lib/catalogue';
import { carsInCityPath } from '../../lib/paths';

/**
 * The header's search slot. For now a compact branch select that opens the car list of the
 * branch's city; a later issue grows it into the branch, date and time search form.
 */
export function BranchPicker() {
  const selectId = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const catalogue = useCatalogue();
  const branches = catalogue.data?.branches ?? [];

  const currentCity = pathname === '/cars' ? (searchParams.get('cityid') ?? '') : '';
  const selected = branches.find((branch) => String(branch.cityId) === currentCity);

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const branch = branches.find((b) => String(b.id) === event.target.value);
    if (branch) void navigate(carsInCityPath(branch.cityId));
  };

  const placeholder = catalogue.isPending
    ? 'Loading branches…'
    : catalogue.isError
      ? 'Branches unavailable'
      : 'Choose a branch';

  return (
    <div className="flex items-center gap-3">
      <label htmlFor={selectId} className="shrink-0 text-sm font-semibold text-white">
        Branch
      </label>
      <select
        id={selectId}
        value={selected ? String(selected.id) : ''}
        onChange={onChange}
        disabled={branches.length === 0}
        className="field max-w-xs py-2"
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {branches.map((branch) => (
          <option key={branch.id} value={branch.id}>
            {branch.name}
          </option>
        ))}
      </select>
    </div>
  );
}
