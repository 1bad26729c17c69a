import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../../components/action-error';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { FastagImportReportView } from './fastag-import-report';
import { useImportFastag } from './fastag-import-api';

/**
 * Imports a FASTag statement (issue 36 item 3, decision 0057): staff choose the bank's CSV,
 * confirm (it charges renters), and read what became of each line.
 */
export function FastagImportPanel() {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [asking, setAsking] = useState(false);
  const [missing, setMissing] = useState(false);
  const importing = useImportFastag();

  const ask = () => {
    setMissing(!file);
    if (!file) return input.current?.focus();
    importing.reset();
    setAsking(true);
  };
  const confirm = (chosen: File) =>
    importing.mutate(chosen, {
      onSuccess: () => {
        setAsking(false);
        setFile(null);
        if (input.current) input.current.value = '';
      },
    });

  return (
    <section
      aria-labelledby={`${inputId}-heading`}
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm"
    >
      <h2 id={`${inputId}-heading`} className="text-lg font-bold text-slate-900">
        {t('console.fastagImport.heading')}
      </h2>
      <p className="text-sm text-slate-700">{t('console.fastagImport.intro')}</p>
      <div>
        <label htmlFor={inputId} className="mb-1 block text-sm font-semibold text-slate-800">
          {t('console.fastagImport.file')}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={`${inputId}-hint${missing ? ` ${inputId}-error` : ''}`}
          aria-invalid={missing}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setMissing(false);
          }}
          className="block max-w-full text-sm"
        />
        <p id={`${inputId}-hint`} className="mt-1 text-sm text-slate-600">
          {t('console.fastagImport.fileHint')}
        </p>
        {missing && (
          <p id={`${inputId}-error`} className="mt-1 text-sm text-red-700">
            {t('console.fastagImport.choose')}
          </p>
        )}
      </div>
      <button
        type="button"
        className="btn btn-primary"
        onClick={ask}
        disabled={importing.isPending}
      >
        {importing.isPending
          ? t('console.fastagImport.confirm.importing')
          : t('console.fastagImport.submit')}
      </button>
      {asking && file && (
        <ConfirmDialog
          title={t('console.fastagImport.confirm.title', { file: file.name })}
          confirmLabel={t('console.fastagImport.confirm.confirm')}
          pendingLabel={t('console.fastagImport.confirm.importing')}
          tone="neutral"
          pending={importing.isPending}
          error={importing.error}
          onConfirm={() => confirm(file)}
          onClose={() => setAsking(false)}
        >
          <p>{t('console.fastagImport.confirm.body')}</p>
        </ConfirmDialog>
      )}
      {!asking && <ActionError error={importing.error} />}
      {importing.data && <FastagImportReportView report={importing.data} />}
    </section>
  );
}
