import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
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
          label={t('console.settings.branch.address', { branch: branch.name })}
          error={e.address?.message}
          {...register('address')}
        />
        <TextField
          label={t('console.settings.branch.phone', { branch: branch.name })}
          type="tel"
          hint={t('console.settings.branch.phoneHint')}
          error={e.phone?.message}
          {...register('phone')}
        />
        <TextField
          label={t('console.settings.branch.mapLink', { branch: branch.name })}
          type="url"
          error={e.mapUrl?.message}
          {...register('mapUrl')}
        />
        <TextField
          label={t('console.settings.branch.openingHours', { branch: branch.name })}
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
          {pending
            ? t('console.settings.branch.saving')
            : t('console.settings.branch.save', { branch: branch.name })}
        </button>
      ) : (
        <p className="text-sm text-slate-600">{t('console.settings.branch.adminOnly')}</p>
      )}
    </form>
  );
}
