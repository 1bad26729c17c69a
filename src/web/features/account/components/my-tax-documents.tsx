import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { Spinner } from '../../../components/spinner';
import { useTaxDocuments } from '../../../components/tax-document-links';
import { errorMessage } from '../../../lib/api-client';
import { useFormat } from '../../../lib/use-format';
import { AccountTable } from './account-table';
import { SectionCard } from './section-card';

const HEADERS = ['number', 'document', 'amount', 'date', 'file'] as const;

/** My GST documents (receipt vouchers, tax invoices, credit notes, refund vouchers) as PDFs. */
export function MyTaxDocuments() {
  const { t } = useTranslation();
  const format = useFormat();
  const docs = useTaxDocuments();
  return (
    <SectionCard title={t('account.taxDocuments.title')}>
      {docs.isPending ? (
        <Spinner label={t('account.taxDocuments.loading')} className="py-8" />
      ) : docs.isError ? (
        <ErrorAlert message={errorMessage(docs.error)} onRetry={() => void docs.refetch()} />
      ) : docs.data.documents.length === 0 ? (
        <p className="text-sm text-slate-700">{t('account.taxDocuments.none')}</p>
      ) : (
        <AccountTable headings={HEADERS.map((h) => t(`account.taxDocuments.headers.${h}`))}>
          {docs.data.documents.map((d) => {
            // The server's title is English: the page names the type in its language.
            const title = t(`common.taxDocuments.types.${d.docType}`);
            return (
              <tr key={d.id} className="border-b border-slate-100">
                <td className="px-2 py-2">{d.number}</td>
                <td className="px-2 py-2">
                  {title}
                  {d.voided && (
                    <span className="ml-1 text-xs text-red-700">
                      ({t('account.taxDocuments.voided')})
                    </span>
                  )}
                </td>
                <td className="px-2 py-2">{format.rupees(d.totalPaise + d.reimbursedPaise)}</td>
                <td className="px-2 py-2">{format.dateTime(new Date(d.issuedAt))}</td>
                <td className="px-2 py-2">
                  <a
                    className="font-semibold text-brand-800 underline"
                    href={d.pdfUrl}
                    download
                    aria-label={t('account.taxDocuments.downloadLabel', {
                      title,
                      number: d.number,
                    })}
                  >
                    {t('account.taxDocuments.download')}
                  </a>
                </td>
              </tr>
            );
          })}
        </AccountTable>
      )}
    </SectionCard>
  );
}
