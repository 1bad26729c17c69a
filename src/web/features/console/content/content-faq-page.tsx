import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleFaq, FaqBody } from '../../../../shared/console-content';
import { ActionError } from '../../../components/action-error';
import { ConfirmButton } from '../shared/confirm-dialog';
import { PageLoader } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { usePageTitle } from '../../../lib/use-page-title';
import { useConsoleFaqs, useFaqChange } from './console-content-api';
import { ContentTabs } from './content-tabs';
import { RichTextField } from '../../../components/rich-text-editor/rich-text-field';
import { LoadError } from '../shared/load-error';

const NEW_FAQ: FaqBody = { topic: '', question: '', answerHtml: '', sortOrder: 0 };

/** /staff/content/faq: questions and answers in display order; add, edit, remove. */
export function ContentFaqPage() {
  const { t } = useTranslation();
  usePageTitle(t('console.content.faq.title'));
  const faqs = useConsoleFaqs();
  return (
    <section className="max-w-4xl">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{t('console.content.heading')}</h1>
      <ContentTabs />
      <FaqEditor faq={null} />
      {faqs.isPending ? (
        <PageLoader label={t('console.content.faq.loading')} />
      ) : faqs.isError ? (
        <LoadError error={faqs.error} onRetry={() => void faqs.refetch()} />
      ) : (
        <ol className="mt-6 space-y-4">
          {faqs.data.faqs.map((f) => (
            <li key={`${f.id}-${f.question}-${f.sortOrder}`}>
              <FaqEditor faq={f} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function FaqEditor({ faq }: { faq: ConsoleFaq | null }) {
  const { t } = useTranslation();
  const change = useFaqChange();
  const [v, setV] = useState<FaqBody>(faq ?? NEW_FAQ);
  const name = faq
    ? t('console.content.faq.questionNamed', { id: faq.id })
    : t('console.content.faq.newQuestion');
  return (
    <form
      className="space-y-3 rounded-2xl bg-white p-5 shadow-sm"
      onSubmit={(e) => {
        e.preventDefault();
        change.mutate({ id: faq?.id, body: v }, { onSuccess: () => !faq && setV(NEW_FAQ) });
      }}
    >
      <h2 className="text-lg font-bold text-slate-900">
        {faq ? faq.question : t('console.content.faq.add')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-[1fr_8rem]">
        <TextField
          label={t('console.content.faq.topic', { name })}
          value={v.topic}
          onChange={(e) => setV({ ...v, topic: e.target.value })}
        />
        <TextField
          label={t('console.content.faq.order', { name })}
          type="number"
          min={0}
          value={v.sortOrder}
          onChange={(e) => setV({ ...v, sortOrder: Number(e.target.value) })}
        />
      </div>
      <TextField
        label={t('console.content.faq.question', { name })}
        value={v.question}
        onChange={(e) => setV({ ...v, question: e.target.value })}
      />
      <RichTextField
        label={t('console.content.faq.answer', { name })}
        value={v.answerHtml}
        onChange={(html) => setV({ ...v, answerHtml: html })}
      />
      <ActionError error={change.error} />
      <div className="flex gap-2">
        <button type="submit" className="btn btn-primary" disabled={change.isPending}>
          {faq ? t('console.content.save') : t('console.content.faq.addButton')}
        </button>
        {faq && (
          <ConfirmButton
            label={t('console.content.faq.remove', { name })}
            disabled={change.isPending}
            title={t('console.content.faq.removeTitle', { question: faq.question })}
            confirmLabel={t('console.content.faq.removeConfirm')}
            pendingLabel={t('console.content.removing')}
            pending={change.isPending}
            error={change.error}
            onOpen={() => change.reset()}
            onConfirm={(done) => change.mutate({ id: faq.id }, { onSuccess: done })}
          >
            {t('console.content.faq.removeBody')}
          </ConfirmButton>
        )}
      </div>
    </form>
  );
}
