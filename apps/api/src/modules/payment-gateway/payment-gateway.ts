import type { PaymentsConfig } from '../../config.ts';
import { flutterwaveGateway } from './flutterwave.client.ts';
import type { PaymentGateway } from './gateway.ts';
import { paystackGateway } from './paystack.client.ts';

const gateways = new WeakMap<PaymentsConfig, PaymentGateway>();

/** The configured provider's client (one per config), or undefined when the school takes no online payments. */
export function paymentGatewayFor(payments: PaymentsConfig): PaymentGateway | undefined {
  if (payments.provider === null) return undefined;
  let gateway = gateways.get(payments);
  if (!gateway) {
    gateway =
      payments.provider === 'paystack'
        ? paystackGateway({ ...payments.paystack, timeoutMs: payments.timeoutMs })
        : flutterwaveGateway({ ...payments.flutterwave, timeoutMs: payments.timeoutMs });
    gateways.set(payments, gateway);
  }
  return gateway;
}
