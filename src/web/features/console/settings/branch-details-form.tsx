import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  branchDetailsBodySchema,
  type BranchDetails,
  type BranchDetailsBody,
} from '../../../../shared/console-settings';
import { TextField } from '../../../components/text-field';

/** One branch's address, phone, map link and opening hours (admins edit, staff read). */
export function BranchDetailsForm({
  branch,
  editable,
  pending,
  error,
  onSave,
}: {
  branch: BranchDetails;
  editable: boolean;
  pending: boolean;
  error: string | null;
  onSave: (body: BranchDetailsBody) => void;
}) {
  const { register, handleSubmit, formState } = useForm<BranchDetailsBody>({
    resolver: zodResolver(branchDetailsBodySchema),
    values: {
      address: branch.address,
      phone: branch.phone,
      mapUrl: branch.mapUrl,
      openingHours: branch.openingHours,
    },
  });
  const e = formState.errors;
  const headingId = `branch-${branch.id}`;
  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={handleSubmit(onSave)}
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm"
    >
      <h3 id={headingId} className="font-bold text-slate-900">
        {branch.name}
      </h3>
      <fieldset disabled={!editable} className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={`${branch.name} address`}
          error={e.address?.message}
          {...register('address')}
        />
        <TextField
          label={`${branch.name} phone`}
          type="tel"
          hint="A national number is read as Indian."
          error={e.phone?.message}
          {...register('phone')}
        />
        <TextField
          label={`${branch.name} map link`}
          type="url"
          error={e.mapUrl?.message}
          {...register('mapUrl')}
        />
        <TextField
          label={`${branch.name} opening hours`}
          error={e.openingHours?.message}
          {...register('openingHours')}
        />
      </fieldset>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {editable ? (
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? 'Saving…' : `Save ${branch.name}`}
        </button>
      ) : (
        <p className="text-sm text-slate-600">Only an admin can change a branch&apos;s details.</p>
      )}
    </form>
  );
}
