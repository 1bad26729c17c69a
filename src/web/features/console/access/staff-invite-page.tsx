import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { PASSWORD_MISMATCH_MESSAGE, passwordSchema } from '../../../../shared/auth';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { useMessage } from '../../../lib/use-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAcceptInvite } from '../shared/console-team-api';

const formSchema = z
  .object({ newPassword: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: PASSWORD_MISMATCH_MESSAGE,
    path: ['confirmPassword'],
  });

/** /staff/invite/:token: an invited staff member sets a password (outside the console shell). */
export function StaffInvitePage() {
  const { t } = useTranslation();
  const message = useMessage();
  usePageTitle(t('console.access.staffInvite.pageTitle'));
  const { token = '' } = useParams();
  const accept = useAcceptInvite();
  const { register, handleSubmit, formState, control } = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'newPassword' });
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">
        {t('console.access.staffInvite.heading')}
      </h1>
      {accept.isSuccess ? (
        <p role="status" className="mt-6 rounded-2xl bg-green-50 p-3 text-green-900">
          {message(accept.data.message)}{' '}
          <Link to="/staff" className="font-semibold underline">
            {t('console.access.staffInvite.open')}
          </Link>
        </p>
      ) : (
        <form
          noValidate
          className="mt-6 space-y-4"
          onSubmit={handleSubmit((v) => accept.mutate({ token, password: v.newPassword }))}
        >
          <NewPasswordFields
            password={password}
            newPassword={register('newPassword')}
            confirmPassword={register('confirmPassword')}
            errors={formState.errors}
            confirmLabel={t('console.access.staffInvite.confirmPassword')}
          />
          {accept.isError && (
            <p role="alert" className="text-sm text-red-700">
              {message(accept.error.message)}
            </p>
          )}
          <button type="submit" className="btn btn-primary w-full" disabled={accept.isPending}>
            {accept.isPending
              ? t('console.access.staffInvite.saving')
              : t('console.access.staffInvite.submit')}
          </button>
        </form>
      )}
    </main>
  );
}
