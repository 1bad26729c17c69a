import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_BYTES } from '../../../../shared/account';
import { EVIDENCE_TOO_LARGE_MESSAGE, MAX_EVIDENCE_FILES } from '../../../../shared/trip-charges';
import { IMAGE_OR_PDF_TYPE_MESSAGE, IMAGE_OR_PDF_TYPES } from '../../../../shared/uploads';
import { FileUpload } from '../../../components/file-upload';
import { evidenceUploadUrl, TRIP_CHARGES_KEY } from './trip-charges-api';

/**
 * Photos or PDFs of a charge's evidence (the challan, the toll statement, the damage), each
 * uploaded at once with its progress, as the handover photos are; at most six per charge.
 */
export function TripChargeEvidenceUpload({
  chargeId,
  label,
  filesSoFar,
}: {
  chargeId: number;
  /** Names the charge: "Add evidence to charge #12". */
  label: string;
  filesSoFar: number;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const full = filesSoFar >= MAX_EVIDENCE_FILES;
  return (
    <div>
      <FileUpload
        label={label}
        multiple
        disabled={full}
        method="POST"
        url={evidenceUploadUrl(chargeId)}
        accept={IMAGE_OR_PDF_TYPES}
        typeMessage={IMAGE_OR_PDF_TYPE_MESSAGE}
        maxBytes={UPLOAD_MAX_BYTES}
        tooLargeMessage={EVIDENCE_TOO_LARGE_MESSAGE}
        onUploaded={() => queryClient.invalidateQueries({ queryKey: TRIP_CHARGES_KEY })}
      />
      <p className="mt-1 text-sm text-slate-600">
        {full
          ? t('console.tripCharges.evidence.full', { max: MAX_EVIDENCE_FILES })
          : t('console.tripCharges.evidence.hint', { max: MAX_EVIDENCE_FILES })}
      </p>
    </div>
  );
}
