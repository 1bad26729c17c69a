/** A file kept as evidence: a photo or a PDF, opened where it is stored. */
export interface EvidenceFile {
  id: number;
  url: string;
  mimeType: string;
}

/**
 * A charge's evidence as links that open each file in a new tab, named by the caller from its
 * number and whether it is a PDF ("Photo 1", "PDF 2"), in the page's language.
 */
export function EvidenceLinks({
  files,
  labelOf,
  listLabel,
}: {
  files: readonly EvidenceFile[];
  labelOf: (number: number, isPdf: boolean) => string;
  /** What the list holds, for screen readers ("Evidence"). */
  listLabel: string;
}) {
  if (files.length === 0) return null;
  return (
    <ul aria-label={listLabel} className="flex flex-wrap gap-x-4 gap-y-1">
      {files.map((f, i) => (
        <li key={f.id}>
          <a
            href={f.url}
            target="_blank"
            rel="noreferrer"
            className="inline-block py-1 font-semibold text-brand-800 underline"
          >
            {labelOf(i + 1, f.mimeType === 'application/pdf')}
          </a>
        </li>
      ))}
    </ul>
  );
}
