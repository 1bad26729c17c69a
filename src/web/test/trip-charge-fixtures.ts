import type { TripChargeView } from '../../shared/trip-charges';

/**
 * A red-light challan billed to booking 41's renter, as the console's charges list gives it:
 * unpaid, no evidence, no dispute, not written off. Tests change what they are about.
 */
export function makeBilledChallan(overrides: Partial<TripChargeView> = {}): TripChargeView {
  return {
    id: 7,
    kind: 'challan',
    status: 'billed',
    carId: 3,
    carName: 'Maruti Swift Dzire',
    registration: 'CG 07 AB 1234',
    branchId: 1,
    occurredAt: '2026-11-20T09:00:00.000Z',
    amountPaise: 50_000,
    feePaise: 10_000,
    totalPaise: 60_000,
    reference: 'CG2026112012345',
    place: 'GE Road, Raipur',
    offence: 'Red light jumped',
    note: '',
    bookingId: 41,
    customerName: 'Asha Verma',
    noticeEndsAt: '2026-11-26T09:00:00.000Z',
    invoiceNumber: 'INV/2026-27/00012',
    owedPaise: 60_000,
    evidence: [],
    recordedAt: '2026-11-23T09:00:00.000Z',
    dispute: null,
    disputeUntil: '2026-11-30T09:00:00.000Z',
    writeOff: null,
    ...overrides,
  };
}
