import { SelectField } from './select-field';

/**
 * A list filter: a labelled select whose first choice (`anyLabel`, value '') means "no filter".
 * `onChoose` gets the chosen value as text.
 */
export function FilterSelect({
  label,
  value,
  onChoose,
  anyLabel,
  options,
}: {
  label: string;
  value: string;
  onChoose: (value: string) => void;
  anyLabel: string;
  options: readonly { value: string | number; label: string }[] | undefined;
}) {
  return (
    <SelectField label={label} value={value} onChange={(e) => onChoose(e.target.value)}>
      <option value="">{anyLabel}</option>
      {options?.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </SelectField>
  );
}
