import { useForm, type UseFormRegister, type FieldErrors } from 'react-hook-form';
import {
  learnerLicenceBodySchema,
  type LearnerLicence,
  type LearnerLicenceBody,
} from '../../shared/learner-licence';
import { TextField } from './text-field';

type Values = { licenceNumber: string; issuedOn: string; expiresOn: string };

/**
 * A learner's licence form's state (the learner's own page and the desk's): the shared rules
 * checked before anything is sent, each problem shown beside its field; `onValid` gets the body.
 */
export function useLearnerLicenceForm(
  licence: LearnerLicence | null,
  onValid: (body: LearnerLicenceBody) => void,
) {
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    defaultValues: licence ?? { licenceNumber: '', issuedOn: '', expiresOn: '' },
  });
  const onSubmit = handleSubmit((values) => {
    const parsed = learnerLicenceBodySchema.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Values | undefined;
        if (field) setError(field, { message: issue.message });
      }
      return;
    }
    onValid(parsed.data);
  });
  return { register, errors: formState.errors, onSubmit };
}

/** The licence's number and its issue and expiry dates, each labelled in the caller's words. */
export function LearnerLicenceFields({
  register,
  errors,
  words,
  datesClassName,
}: {
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  words: { number: string; numberHint: string; issuedOn: string; expiresOn: string };
  /** A wrapper for the two dates (a grid on the learner's page); none: side by side as given. */
  datesClassName?: string;
}) {
  const dates = (
    <>
      <TextField
        type="date"
        label={words.issuedOn}
        error={errors.issuedOn?.message}
        {...register('issuedOn')}
      />
      <TextField
        type="date"
        label={words.expiresOn}
        error={errors.expiresOn?.message}
        {...register('expiresOn')}
      />
    </>
  );
  return (
    <>
      <TextField
        label={words.number}
        hint={words.numberHint}
        autoComplete="off"
        autoCapitalize="characters"
        error={errors.licenceNumber?.message}
        {...register('licenceNumber')}
      />
      {datesClassName ? <div className={datesClassName}>{dates}</div> : dates}
    </>
  );
}
