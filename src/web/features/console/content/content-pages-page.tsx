import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../../components/action-error';
import {
  EDITABLE_PAGE_NAMES,
  type ConsolePage,
  type EditablePageName,
} from '../../../../shared/console-content';
import { PageLoader } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { usePageTitle } from '../../../lib/use-page-title';
import { useEditablePage, useSavePage } from './console-content-api';
import { ContentTabs } from './content-tabs';
import { RichTextField } from '../../../components/rich-text-editor/rich-text-field';
import { SelectField } from '../shared/select-field';
import { LoadError } from '../shared/load-error';

/** /staff/content/pages: the three policy pages and the about text, in each language. */
export function ContentPagesPage() {
  const { t } = useTranslation();
  usePageTitle(t('console.content.pages.title'));
  const [name, setName] = useState<EditablePageName>('termandconditions');
  const page = useEditablePage(name);
  return (
    <section className="max-w-4xl">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{t('console.content.heading')}</h1>
      <ContentTabs />
      <SelectField
        label={t('console.content.pages.page')}
        value={name}
        onChange={(e) => setName(e.target.value as EditablePageName)}
      >
        {EDITABLE_PAGE_NAMES.map((n) => (
          <option key={n} value={n}>
            {t(`console.content.pages.names.${n}`)}
          </option>
        ))}
      </SelectField>
      {page.isPending ? (
        <PageLoader label={t('console.content.pages.loading')} />
      ) : page.isError ? (
        <LoadError error={page.error} onRetry={() => void page.refetch()} />
      ) : (
        <PageEditor key={`${name}-${page.data.updatedAt}`} page={page.data} />
      )}
    </section>
  );
}

function PageEditor({ page }: { page: ConsolePage }) {
  const { t } = useTranslation();
  const save = useSavePage(page.name);
  const [title, setTitle] = useState(page.title);
  const [bodyHtml, setBodyHtml] = useState(page.bodyHtml);
  return (
    <form
      className="mt-4 space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ title, bodyHtml });
      }}
    >
      <TextField
        label={t('console.content.pages.pageTitle')}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <RichTextField
        label={t('console.content.pages.pageText')}
        value={bodyHtml}
        onChange={setBodyHtml}
      />
      {page.name === 'RefundAndCancellation' && (
        <p className="text-sm text-slate-700">{t('console.content.pages.refundNote')}</p>
      )}
      <ActionError error={save.error} />
      {save.isSuccess && (
        <p role="status" className="text-sm text-green-800">
          {t('console.content.pages.saved')}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {t('console.content.pages.save')}
      </button>
    </form>
  );
}
