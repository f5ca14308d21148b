/**
 * Resolves once `condition` holds, checking every 10 ms; fails after `timeoutMs` naming `what`.
 * Tests wait for what they need to see instead of sleeping for a guessed time. The cap is generous —
 * a machine three times slower than usual still gets there — since a passing test never reaches it.
 */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  what = 'condition',
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
