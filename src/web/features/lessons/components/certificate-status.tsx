import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LessonProgress } from '../../../../shared/lesson-progress-api';
import { LESSON_SKILL_MARK } from '../../../../shared/lesson-skills';
import { certificatePdfUrl } from '../api/lessons-api';

/**
 * The package's training certificate: the download and its code once earned (shortfall null),
 * else what is missing: lessons still booked, lessons left to book (or, with every session used
 * and none taught, only more lessons), or skills below the mark.
 */
export function CertificateStatus({ progress }: { progress: LessonProgress }) {
  const { t } = useTranslation();
  const { shortfall, certificateCode: code } = progress;
  const sessionsLeft = progress.sessions - progress.sessionsUsed;
  const buyMore = (
    <Link to="/lessons" className="font-semibold text-brand-800 underline">
      {t('lessons.certificate.buyMore')}
    </Link>
  );
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <h4 className="font-semibold text-slate-900">{t('lessons.certificate.heading')}</h4>
      {shortfall === null ? (
        <div className="mt-1 space-y-2">
          <p className="text-sm text-green-900">{t('lessons.certificate.earned')}</p>
          <a href={certificatePdfUrl(progress.purchaseId)} className="btn btn-primary" download>
            {t('lessons.certificate.download')}
          </a>
          {code ? (
            <p className="text-sm text-slate-800">
              {t('lessons.certificate.code', { code })}{' '}
              <Link
                to={`/certificate/${encodeURIComponent(code)}`}
                className="font-semibold text-brand-800 underline"
              >
                {t('lessons.certificate.check')}
              </Link>
            </p>
          ) : (
            <p className="text-sm text-slate-600">{t('lessons.certificate.codeAfterDownload')}</p>
          )}
        </div>
      ) : shortfall === 'lessons_open' ? (
        <p className="mt-1 text-sm text-slate-700">{t('lessons.certificate.lessonsOpen')}</p>
      ) : shortfall === 'sessions_not_taught' && sessionsLeft > 0 ? (
        <p className="mt-1 text-sm text-slate-700">{t('lessons.certificate.bookTheRest')}</p>
      ) : shortfall === 'sessions_not_taught' ? (
        <p className="mt-1 text-sm text-slate-700">
          {t('lessons.certificate.noneTaught')} {buyMore}
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-700">
          {t('lessons.certificate.skillsBelow', { mark: LESSON_SKILL_MARK })} {buyMore}
        </p>
      )}
    </div>
  );
}
