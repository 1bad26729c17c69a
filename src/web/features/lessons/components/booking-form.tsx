import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  lessonPickupSchema,
  type LessonPickup,
  type LessonPurchase,
  type LessonTerms,
} from '../../../../shared/lesson-api';
import { ErrorAlert } from '../../../components/error-alert';
import { useFormat } from '../../../lib/use-format';
import { useMessage } from '../../../lib/use-message';
import { useBookLesson } from '../api/lessons-api';
import { useLessonError } from '../lib/use-lesson-error';
import { SlotPicker, type SlotChoice } from './slot-picker';

type Located = { latitude: number; longitude: number };
type Locating = 'idle' | 'busy' | 'done' | 'failed';

/**
 * Booking a lesson of a package I bought: a free slot of the week (any instructor or one by
 * name), pickup at the branch or at home (its address and the phone's location, checked by
 * the server against the branch's radius), then book.
 */
export function BookingForm({
  purchase,
  terms,
  onBooked,
}: {
  purchase: LessonPurchase;
  terms: LessonTerms | undefined;
  onBooked: (startsAt: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const translate = useMessage();
  const lessonError = useLessonError();
  const book = useBookLesson();
  const [choice, setChoice] = useState<SlotChoice>({ startsAt: null, instructorId: null });
  const [pickupKind, setPickupKind] = useState<'branch' | 'home'>('branch');
  const [address, setAddress] = useState('');
  const [located, setLocated] = useState<Located | null>(null);
  const [locating, setLocating] = useState<Locating>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const addressId = useId();
  const hindi = i18n.language.startsWith('hi');

  const locate = () => {
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocated({
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
        });
        setLocating('done');
      },
      () => setLocating('failed'),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!choice.startsAt) return setProblem(t('lessons.book.chooseSlot'));
    let pickup: LessonPickup = { kind: 'branch' };
    if (pickupKind === 'home') {
      const parsed = lessonPickupSchema.safeParse({
        kind: 'home',
        address,
        latitude: located?.latitude,
        longitude: located?.longitude,
      });
      if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? null);
      pickup = parsed.data;
    }
    book.mutate(
      {
        packageId: purchase.packageId,
        startsAt: choice.startsAt,
        ...(choice.instructorId ? { instructorId: choice.instructorId } : {}),
        pickup,
      },
      { onSuccess: (lesson) => onBooked(lesson.startsAt) },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <h3 className="text-lg font-semibold text-slate-900">
        {t('lessons.book.heading', { title: hindi ? purchase.titleHi : purchase.title })}
      </h3>
      {terms && (
        <p className="text-sm text-slate-700">
          {t('lessons.book.cutoff', { hours: terms.cancelCutoffHours })}
        </p>
      )}
      <SlotPicker packageId={purchase.packageId} value={choice} onChange={setChoice} />
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">{t('lessons.book.pickup')}</legend>
        <div className="mt-1 flex flex-col gap-2">
          <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name="pickup"
              className="size-5"
              checked={pickupKind === 'branch'}
              onChange={() => setPickupKind('branch')}
            />
            {t('lessons.book.atBranch')}
          </label>
          {terms?.homePickupOffered && (
            <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="pickup"
                className="size-5"
                checked={pickupKind === 'home'}
                onChange={() => setPickupKind('home')}
              />
              {t('lessons.book.atHome', { km: terms.homePickupRadiusKm })}
            </label>
          )}
        </div>
      </fieldset>
      {pickupKind === 'home' && (
        <div className="space-y-2">
          <label htmlFor={addressId} className="block text-sm font-semibold text-slate-800">
            {t('lessons.book.address')}
          </label>
          <textarea
            id={addressId}
            className="field"
            rows={3}
            autoComplete="street-address"
            value={address}
            onChange={(e) => setAddress(e.target.value)}
          />
          <button type="button" className="btn" disabled={locating === 'busy'} onClick={locate}>
            {t('lessons.book.useLocation')}
          </button>
          <p className="text-sm text-slate-700" role="status">
            {locating === 'busy' && t('lessons.book.locating')}
            {locating === 'done' && t('lessons.book.located')}
            {locating === 'failed' && t('lessons.book.locationFailed')}
          </p>
        </div>
      )}
      {problem && <ErrorAlert message={translate(problem)} />}
      {book.isError && <ErrorAlert message={lessonError(book.error)} />}
      <button type="submit" className="btn btn-primary w-full" disabled={book.isPending}>
        {book.isPending ? t('lessons.book.booking') : t('lessons.book.submit')}
      </button>
      {book.isSuccess && (
        <p role="status" className="text-sm font-semibold text-green-800">
          {t('lessons.book.booked', { when: format.dayTime(new Date(book.data.startsAt)) })}
        </p>
      )}
    </form>
  );
}
