import { badRequest } from '../http-errors.js';
import {
  GatewaySignatureError,
  type GatewayResult,
  type PaymentGateway,
} from './payment-gateway.js';

/** The gateway's checked return; a forged or broken signature answers 400, never a 500. */
export function verifiedReturn(
  gateway: PaymentGateway,
  params: Record<string, string>,
): GatewayResult {
  try {
    return gateway.verifyReturn(params);
  } catch (error) {
    if (error instanceof GatewaySignatureError) throw badRequest(error.message);
    throw error;
  }
}
