import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CounterCustomer } from '../../../../shared/counter-booking';
import type { LessonPurchase } from '../../../../shared/lesson-api';
import type { LessonCalendar } from '../../../../shared/lesson-console';
import { istDate } from '../../../../shared/time';
import { CounterCustomerStep } from '../bookings/counter-customer-step';
import { useLearnerLicence } from './console-lessons-api';
import { WalkInLicenceStep } from './walk-in-licence-step';
import { WalkInPackageStep } from './walk-in-package-step';
import { WalkInSlotStep } from './walk-in-slot-step';

/**
 * The desk books a lesson for a learner at the counter (decisions 0046 and 0048): finds them
 * by e-mail or mobile as the counter booking finds a customer (or opens their account), books
 * from a package they bought or sells them one, records their learner's licence when none valid
 * is on file, then a day, an instructor or any, and one of the free times the server computes.
 */
export function WalkInLessonForm({
  calendar,
  day,
  onBooked,
}: {
  calendar: LessonCalendar;
  day: string;
  onBooked: (notice: string) => void;
}) {
  const { t } = useTranslation();
  const [learner, setLearner] = useState<CounterCustomer | null>(null);
  return (
    <section
      aria-labelledby="walk-in-heading"
      className="space-y-4 rounded-2xl bg-white p-4 shadow-sm"
    >
      <h2 id="walk-in-heading" className="text-lg font-bold text-slate-900">
        {t('console.lessons.walkIn.heading')}
      </h2>
      <p className="text-sm text-slate-600">{t('console.lessons.walkIn.needs')}</p>
      {learner ? (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <p className="grow font-semibold text-slate-900">
              {t('console.lessons.walkIn.chosen', { name: learner.name })}
            </p>
            <button type="button" className="btn btn-outline" onClick={() => setLearner(null)}>
              {t('console.lessons.walkIn.change')}
            </button>
          </div>
          <LearnerSteps
            key={learner.id}
            calendar={calendar}
            day={day}
            learner={learner}
            onBooked={onBooked}
          />
        </>
      ) : (
        <CounterCustomerStep
          headingLevel={3}
          words={{
            heading: t('console.lessons.walkIn.learnerStep.heading'),
            contact: t('console.lessons.walkIn.learnerStep.contact'),
            find: t('console.lessons.walkIn.learnerStep.find'),
            looking: t('console.lessons.walkIn.learnerStep.looking'),
            notFound: t('console.lessons.walkIn.learnerStep.notFound'),
            choose: (name) => t('console.lessons.walkIn.learnerStep.choose', { name }),
          }}
          onChosen={setLearner}
        />
      )}
    </section>
  );
}

/**
 * The learner's package (one they bought, or one sold now), then their licence, then the slot:
 * each once the one before is done. The package comes first because a learner is the desk's
 * (its branch's) once they hold one of its packages: their licence is read after that.
 */
function LearnerSteps({
  calendar,
  day,
  learner,
  onBooked,
}: {
  calendar: LessonCalendar;
  day: string;
  learner: CounterCustomer;
  onBooked: (notice: string) => void;
}) {
  const [purchase, setPurchase] = useState<LessonPurchase | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <WalkInPackageStep
        calendar={calendar}
        learner={learner}
        chosen={purchase}
        onChosen={(chosen, sold) => {
          setPurchase(chosen);
          setNotice(sold ?? null);
        }}
      />
      {notice && (
        <p role="status" className="rounded-2xl bg-green-50 p-3 text-green-900">
          {notice}
        </p>
      )}
      {purchase && (
        <LicenceThenSlot
          key={purchase.id}
          calendar={calendar}
          day={day}
          learner={learner}
          purchase={purchase}
          onBooked={onBooked}
        />
      )}
    </>
  );
}

function LicenceThenSlot({
  calendar,
  day,
  learner,
  purchase,
  onBooked,
}: {
  calendar: LessonCalendar;
  day: string;
  learner: CounterCustomer;
  purchase: LessonPurchase;
  onBooked: (notice: string) => void;
}) {
  const licence = useLearnerLicence(learner.id);
  const onFile = licence.data?.licence ?? null;
  // No lesson on the road without a licence valid today; each lesson's day is the server's check.
  const valid = onFile !== null && onFile.expiresOn >= istDate(new Date());
  return (
    <>
      <WalkInLicenceStep learner={learner} licence={licence} valid={valid} />
      {valid && (
        <WalkInSlotStep
          calendar={calendar}
          day={day}
          learner={learner}
          purchase={purchase}
          onBooked={onBooked}
        />
      )}
    </>
  );
}
