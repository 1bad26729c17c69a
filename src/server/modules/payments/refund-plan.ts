/** A successful rent or extension payment a refund can go back through. */
export interface RefundSource {
  method: string;
  amountPaise: number;
  gatewayPaymentId: string | null;
}

/** One refund row: through the gateway (back to `gatewayPaymentId`) or paid by staff (null). */
export interface RefundPiece {
  method: string;
  amountPaise: number;
  gatewayPaymentId: string | null;
}

/**
 * Splits a refund over the payments it came from, oldest first, never more than each one's
 * amount. Payments taken by `gatewayMethod` are refunded one by one through the gateway;
 * everything else (UPI / bank transfer, another gateway, money not matched to a payment)
 * becomes one piece that staff pay by bank transfer, with `fallbackMethod` when no
 * payment names its method.
 */
export function planRefund(
  amountPaise: number,
  sources: readonly RefundSource[],
  gatewayMethod: string,
  fallbackMethod: string,
): RefundPiece[] {
  let remaining = amountPaise;
  const pieces: RefundPiece[] = [];
  let manualPaise = 0;
  let manualMethod: string | undefined;
  for (const source of sources) {
    if (remaining <= 0) break;
    const take = Math.min(remaining, source.amountPaise);
    if (take <= 0) continue;
    remaining -= take;
    if (source.method === gatewayMethod && source.gatewayPaymentId) {
      pieces.push({
        method: source.method,
        amountPaise: take,
        gatewayPaymentId: source.gatewayPaymentId,
      });
    } else {
      manualPaise += take;
      manualMethod ??= source.method;
    }
  }
  manualPaise += remaining;
  if (manualPaise > 0) {
    pieces.push({
      method: manualMethod ?? fallbackMethod,
      amountPaise: manualPaise,
      gatewayPaymentId: null,
    });
  }
  return pieces;
}
