import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FastagImportReport } from '../../../../shared/fastag-import';
import { apiRequest } from '../../../lib/api-client';
import { TRIP_CHARGES_KEY } from './trip-charges-api';

export const FASTAG_IMPORT_URL = '/api/console/trip-charges/fastag';

/** Sends a FASTag statement (multipart field `file`): the server charges its tolls at once. */
export function useImportFastag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return apiRequest<FastagImportReport>(FASTAG_IMPORT_URL, { method: 'POST', body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRIP_CHARGES_KEY }),
  });
}
