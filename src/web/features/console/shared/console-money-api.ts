import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CollectBalanceBody,
  PaymentLinkResponse,
} from '../../../../shared/balance-collection';
import type { ReturnBody, ReturnQuote } from '../../../../shared/console-bookings';
import type {
  DepositHeld,
  DepositSettlementBody,
  DepositSettlementResponse,
} from '../../../../shared/deposit-settlement';
import type { GstRateBody, GstSettingsView } from '../../../../shared/gst-settings';
import type { LedgerSummary } from '../../../../shared/journal';
import type { GstDocumentSummary } from '../../../../shared/gst-documents';
import type { ClosedMonths } from '../../../../shared/closed-months';
import type { Gstr3b, Statements } from '../../../../shared/statements';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { refreshBooking, taxDocumentsKey } from './console-bookings-api';

const balanceKey = (id: number) => ['console', 'balance', id] as const;

/** What the customer of a returned booking still owes (from the journal). */
export function useBookingBalance(id: number, enabled: boolean) {
  return useQuery({
    queryKey: balanceKey(id),
    enabled,
    queryFn: ({ signal }) =>
      apiGet<{ bookingId: number; owedPaise: number }>(`/api/console/bookings/${id}/balance`, {
        signal,
      }),
  });
}

/** Mails the customer a link to pay the balance online (audited); the records reload. */
export function useSendPaymentLink(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<PaymentLinkResponse>(`/api/console/bookings/${id}/payment-link`, {
        method: 'POST',
      }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: balanceKey(id) });
      await refreshBooking(queryClient, id);
    },
  });
}

/** Records a balance taken at the counter; the balance and the booking reload either way. */
export function useCollectBalance(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CollectBalanceBody) =>
      apiRequest<{ owedPaise: number; collectedPaise: number; paymentId: number }>(
        `/api/console/bookings/${id}/collect-balance`,
        { method: 'POST', body },
      ),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: balanceKey(id) });
      await refreshBooking(queryClient, id);
    },
  });
}

/** A booking's GST documents, each with the console link to its PDF. */
export function useBookingTaxDocuments(id: number) {
  return useQuery({
    queryKey: taxDocumentsKey(id),
    queryFn: ({ signal }) =>
      apiGet<{ documents: GstDocumentSummary[] }>(`/api/console/bookings/${id}/tax-documents`, {
        signal,
      }),
  });
}

/** A course order's GST documents (admins), each with the console link to its PDF. */
export function useCourseOrderTaxDocuments(id: number) {
  return useQuery({
    queryKey: ['console', 'course-order-tax-documents', id],
    queryFn: ({ signal }) =>
      apiGet<{ documents: GstDocumentSummary[] }>(
        `/api/console/course-orders/${id}/tax-documents`,
        { signal },
      ),
  });
}

const depositKey = (id: number) => ['console', 'deposit', id] as const;

/** The deposit left after the return, waiting to be returned. */
export function useDepositHeld(id: number) {
  return useQuery({
    queryKey: depositKey(id),
    queryFn: ({ signal }) => apiGet<DepositHeld>(`/api/console/bookings/${id}/deposit`, { signal }),
  });
}

/** Returns the deposit in full or in part (the rest kept with a reason, and invoiced). */
export function useSettleDeposit(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DepositSettlementBody) =>
      apiRequest<DepositSettlementResponse>(`/api/console/bookings/${id}/deposit`, {
        method: 'POST',
        body,
      }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: depositKey(id) });
      await queryClient.invalidateQueries({ queryKey: taxDocumentsKey(id) });
    },
  });
}

/** The bill closing the return with these readings would give (nothing is written). */
export function useReturnQuote(id: number) {
  return useMutation({
    mutationFn: (body: ReturnBody) =>
      apiRequest<ReturnQuote>(`/api/console/bookings/${id}/return-quote`, {
        method: 'POST',
        body,
      }),
  });
}

/** The month from the journal (managers: their branch; admins: everything). */
export function useLedger(month: string) {
  return useQuery({
    queryKey: ['console', 'ledger', month],
    queryFn: ({ signal }) =>
      apiGet<LedgerSummary>(`/api/console/ledger?month=${encodeURIComponent(month)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

const gstKey = ['console', 'gst'] as const;

export function useGstSettings() {
  return useQuery({
    queryKey: gstKey,
    queryFn: ({ signal }) => apiGet<GstSettingsView>('/api/console/gst', { signal }),
  });
}

export function useSaveGstRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GstRateBody) =>
      apiRequest<GstSettingsView>('/api/console/gst/rates', { method: 'PUT', body }),
    onSuccess: (view) => queryClient.setQueryData(gstKey, view),
  });
}

/** A period's trial balance, profit and loss and balance sheet (decision 0052). */
export function useStatements(from: string, to: string) {
  return useQuery({
    queryKey: ['console', 'statements', from, to],
    queryFn: ({ signal }) =>
      apiGet<Statements>(`/api/console/statements?${new URLSearchParams({ from, to })}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GSTR-3B's summary of a month (admins: the whole registration's return). */
export function useGstr3b(month: string, enabled: boolean) {
  return useQuery({
    queryKey: ['console', 'gstr3b', month],
    enabled,
    queryFn: ({ signal }) =>
      apiGet<Gstr3b>(`/api/console/statements/gstr3b?month=${encodeURIComponent(month)}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

const closedMonthsKey = ['console', 'closed-months'] as const;

/** The months whose books are closed (admins; decision 0055). */
export function useClosedMonths(enabled: boolean) {
  return useQuery({
    queryKey: closedMonthsKey,
    enabled,
    queryFn: ({ signal }) => apiGet<ClosedMonths>('/api/console/closed-months', { signal }),
  });
}

export function useCloseMonth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (month: string) =>
      apiRequest<{ month: string; closedAt: string }>(`/api/console/closed-months/${month}`, {
        method: 'POST',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: closedMonthsKey }),
  });
}

export function useReopenMonth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ month, reason }: { month: string; reason: string }) =>
      apiRequest<{ month: string }>(`/api/console/closed-months/${month}/reopen`, {
        method: 'POST',
        body: { reason },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: closedMonthsKey }),
  });
}
