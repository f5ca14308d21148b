// The payment provider boundary (ADR 021).

export type { Finish, PaymentFlows } from './payment-flows';
export { paymentsPlugin } from './payments.plugin';
export type { PaymentProvider, ProviderResult } from './provider';
export { createSandboxProvider } from './sandbox-provider';
export { createStripeProvider } from './stripe-provider';
