import { zodResolver } from '@hookform/resolvers/zod';
import { ActionError } from '../../../components/action-error';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  inviteStaffBodySchema,
  STAFF_ROLE_VALUES,
  type ConsoleMe,
} from '../../../../shared/console';
import { TextField } from '../../../components/text-field';
import { useMessage } from '../../../lib/use-message';
import { useConsoleBranches, useInviteStaff } from '../shared/console-team-api';
import { SelectField } from '../shared/select-field';

/** The form keeps the branch as text (a select's value); the schema turns it into a number. */
const formSchema = z.object({
  name: z.string(),
  email: z.string(),
  staffRole: z.enum(STAFF_ROLE_VALUES),
  branchId: z.string(),
});
type FormValues = z.infer<typeof formSchema>;

const toBody = (v: FormValues) => ({ ...v, branchId: v.branchId ? Number(v.branchId) : null });

export function InviteStaffForm({ me, onDone }: { me: ConsoleMe; onDone: (m: string) => void }) {
  const { t } = useTranslation();
  const message = useMessage();
  const branches = useConsoleBranches();
  const invite = useInviteStaff();
  const { register, handleSubmit, formState, reset, setError } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: '',
      email: '',
      staffRole: 'staff',
      branchId: me.branchId ? String(me.branchId) : '',
    },
  });
  const submit = handleSubmit((values) => {
    const parsed = inviteStaffBodySchema.safeParse(toBody(values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        setError(issue.path[0] as keyof FormValues, { message: issue.message });
      }
      return;
    }
    invite.mutate(parsed.data, {
      onSuccess: (member) => {
        reset();
        onDone(t('console.access.invite.sent', { email: member.email }));
      },
    });
  });
  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-2"
    >
      <TextField
        label={t('console.access.invite.name')}
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={t('console.access.invite.email')}
        type="email"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <SelectField label={t('console.access.invite.role')} {...register('staffRole')}>
        <option value="staff">{t('console.access.roles.staff')}</option>
        {me.staffRole === 'admin' && (
          <>
            <option value="manager">{t('console.access.roles.manager')}</option>
            <option value="admin">{t('console.access.invite.adminEveryBranch')}</option>
          </>
        )}
      </SelectField>
      <SelectField
        label={t('console.access.invite.branch')}
        error={
          formState.errors.branchId?.message
            ? message(formState.errors.branchId.message)
            : undefined
        }
        {...register('branchId')}
      >
        {me.staffRole === 'admin' && (
          <option value="">{t('console.access.invite.noBranch')}</option>
        )}
        {branches.data?.branches.map((b) => (
          <option key={b.id} value={b.id}>
            {b.name}
          </option>
        ))}
      </SelectField>
      <ActionError error={invite.error} className="sm:col-span-2" />
      <button type="submit" className="btn btn-primary sm:col-span-2" disabled={invite.isPending}>
        {invite.isPending ? t('console.access.invite.sending') : t('console.access.invite.send')}
      </button>
    </form>
  );
}
