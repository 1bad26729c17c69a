import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSearchParamsEditor } from '../../../lib/use-search-params-editor';
import { BranchPicker, useBranchChoice } from '../shared/branch-picker';
import { LessonInstructors } from './lesson-instructors';
import { LessonPackages } from './lesson-packages';
import { LessonTermsForm } from './lesson-terms-form';

/**
 * /staff/lessons/setup?branch=1: a manager's lesson packages, practical instructors and lesson
 * terms of their branch (an admin chooses the branch), decisions 0046 to 0048.
 */
export function LessonSetupPage() {
  const { t } = useTranslation();
  usePageTitle(t('console.lessons.setup.title'));
  const [params, editParams] = useSearchParamsEditor();
  const branchId = useBranchChoice(Number(params.get('branch')) || null);
  return (
    <section className="max-w-4xl space-y-8">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="flex-1 text-2xl font-bold text-slate-900">
          {t('console.lessons.setup.title')}
        </h1>
        <Link className="text-sm font-semibold text-brand-800 underline" to="/staff/lessons">
          {t('console.lessons.setup.back')}
        </Link>
      </div>
      <BranchPicker
        value={branchId}
        onChange={(id) => editParams((next) => next.set('branch', String(id)), { replace: true })}
      />
      {branchId === null ? (
        <PageLoader label={t('console.lessons.setup.loading')} />
      ) : (
        <>
          <LessonPackages key={`p${branchId}`} branchId={branchId} />
          <LessonInstructors key={`i${branchId}`} branchId={branchId} />
          <LessonTermsForm key={`t${branchId}`} branchId={branchId} />
        </>
      )}
    </section>
  );
}
