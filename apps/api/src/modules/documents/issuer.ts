import type { BillingParty } from './schema';

/**
 * The platform's own billing details, printed as the issuer of every document. They come from the
 * configuration (PLATFORM_* variables), which is the same for every app a process builds, so the
 * documents plugin sets them once here rather than threading them through every money move (ADR 034).
 */
let platform: BillingParty = {
  legalName: 'Skillora Ltd',
  addressLines: ['1 Market Street'],
  city: 'London',
  postalCode: 'EC1A 1AA',
  country: 'GB',
  taxId: null,
};

export function setPlatformDetails(details: BillingParty): void {
  platform = details;
}

export const platformDetails = (): BillingParty => platform;

/** What a document shows for a user who has saved no billing details: their name, "—" for the rest. */
export const NO_DETAIL = '—';
export const fallbackParty = (name: string): BillingParty => ({
  legalName: name,
  addressLines: [NO_DETAIL],
  city: NO_DETAIL,
  postalCode: NO_DETAIL,
  country: NO_DETAIL,
  taxId: null,
});
