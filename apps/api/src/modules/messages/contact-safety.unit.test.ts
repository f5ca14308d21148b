import { describe, expect, it } from 'vitest';
import { findContactReasons } from './contact-safety';

describe('findContactReasons', () => {
  it.each([
    ['Write to me at jane.doe+work@gmail.com', ['email']],
    ['jane at gmail dot com', ['email']],
    ['Call me on +1 (415) 555-0132', ['phone']],
    ['my number is 07700 900123', ['phone']],
    ['Can you pay me via PayPal?', ['off_platform_payment']],
    ['Let us do this outside Skillora to avoid the fees', ['off_platform_payment']],
    ['Just pay me directly, 0612345678', ['phone', 'off_platform_payment']],
  ])('flags %j', (text, reasons) => {
    expect(findContactReasons(text)).toEqual(reasons);
  });

  it.each([
    'Hi! Could you share examples of similar sites?',
    'The first milestone is due 2026-03-01, budget $1500 for 3 weeks.',
    'I can start on 12/05/2026 and finish by 20.06.2026',
    'Version 2.1.3 of the design, 45 pages',
    'We will pay through SafePay on Skillora as usual',
  ])('does not flag %j', (text) => {
    expect(findContactReasons(text)).toEqual([]);
  });
});
