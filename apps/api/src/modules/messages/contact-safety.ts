import type { FlagReason } from '@skillora/shared';

const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/i;
/** "jane at gmail dot com", "jane [at] mail (dot) io". */
const SPELLED_EMAIL = /\b[\w.+-]+\s*[([]?\s*at\s*[)\]]?\s*[\w-]+\s*[([]?\s*dot\s*[)\]]?\s*[a-z]{2,6}\b/i;
/** Digit runs with the separators phone numbers are written with; checked by digit count below. */
const PHONE_CANDIDATE = /\+?\(?\d[\d\s().-]{5,}\d/g;
const DATE = /^\d{4}[./-]\d{1,2}[./-]\d{1,2}$|^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/;
const PAYMENT_APPS =
  /\b(?:paypal|venmo|zelle|cash\s?app|western\s+union|moneygram|payoneer|revolut|bitcoin|btc|crypto|usdt|ethereum|wire\s+transfer|bank\s+transfer|iban)\b/i;
const OUTSIDE =
  /\b(?:outside\s+(?:of\s+)?(?:skillora|the\s+(?:platform|site|app))|off\s+(?:of\s+)?(?:skillora|the\s+(?:platform|site|app))|pay\s+(?:you|me)\s+directly|directly\s+to\s+(?:me|you|my\s+account)|avoid\s+(?:the\s+)?(?:skillora\s+)?fees?)\b/i;

function hasPhone(text: string): boolean {
  for (const match of text.matchAll(PHONE_CANDIDATE)) {
    const candidate = match[0].trim();
    const digits = candidate.replace(/\D/g, '').length;
    if (digits >= 7 && digits <= 15 && !DATE.test(candidate)) return true;
  }
  return false;
}

/**
 * Why a message sent before a contract should be flagged (issue 16): it shares an e-mail address or
 * a phone number, or asks to pay outside Skillora. Errs towards flagging: a flag only shows a
 * warning and puts the message on the admins' list, it blocks nothing.
 */
export function findContactReasons(text: string): FlagReason[] {
  const reasons: FlagReason[] = [];
  if (EMAIL.test(text) || SPELLED_EMAIL.test(text)) reasons.push('email');
  if (hasPhone(text)) reasons.push('phone');
  if (PAYMENT_APPS.test(text) || OUTSIDE.test(text)) reasons.push('off_platform_payment');
  return reasons;
}
