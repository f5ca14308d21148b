/**
 * Money arithmetic shared by the API and the web app (ADR 020): integer minor units only. The fee
 * is computed in BigInt so that amount × basis points stays exact beyond 2^53.
 */

export * from './money-text';

/** The service fee on a released amount: rounded down to the cent, in the freelancer's favour. */
export function feeOf(amountCents: number, feeBps: number): number {
  return Number((BigInt(amountCents) * BigInt(feeBps)) / 10_000n);
}

/** What the freelancer receives of an amount: the amount less the fee, so share + fee = amount. */
export const shareOf = (amountCents: number, feeBps: number) => amountCents - feeOf(amountCents, feeBps);

/** "5" → 500, "2.5" → 250, "0.75" → 75 basis points; null for anything else. */
export function percentToBps(percent: string): number | null {
  const m = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(percent.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** 500 → "5", 250 → "2.5", 75 → "0.75". */
export function bpsToPercent(bps: number): string {
  const whole = Math.trunc(bps / 100);
  const frac = String(bps % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : String(whole);
}
