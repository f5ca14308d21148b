import { describe, expect, it } from 'vitest';
import { keyToClaim, outsideRequest, type RequestKey, withRequestKey } from './request-key';

const keyOf = (header: string): RequestKey => ({
  userId: 'u1',
  header,
  fingerprint: 'POST /api/x {}',
  status: 201,
  claimed: false,
});

/** A promise and the function that settles it, for handlers that finish when a test says. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const claimedHeader = () => keyToClaim()?.key.key ?? null;

describe('the request key', () => {
  it('is in reach across awaits in its handler, and nowhere else', async () => {
    expect(claimedHeader()).toBeNull();
    const seen = await withRequestKey(keyOf('k-1'), async () => {
      await new Promise((resolve) => setImmediate(resolve));
      const inHandler = claimedHeader();
      const inHandlers = outsideRequest(claimedHeader);
      return { inHandler, inHandlers };
    });
    expect(seen).toEqual({ inHandler: 'k-1', inHandlers: null });
    expect(claimedHeader()).toBeNull();
  });

  it('stays in reach of a request still running when another keyed request ends', async () => {
    const firstEnds = gate();
    const secondMayGoOn = gate();
    const first = withRequestKey(keyOf('first'), async () => {
      await firstEnds.opened;
      return claimedHeader();
    });
    const second = withRequestKey(keyOf('second'), async () => {
      await secondMayGoOn.opened;
      return claimedHeader();
    });
    firstEnds.open();
    expect(await first).toBe('first');
    secondMayGoOn.open();
    expect(await second).toBe('second');
  });

  it('is out of reach of work the handler left running after it ended', async () => {
    const leftRunning = gate();
    let late: Promise<string | null> | undefined;
    await withRequestKey(keyOf('k-2'), async () => {
      late = leftRunning.opened.then(claimedHeader);
    });
    leftRunning.open();
    // Once no keyed request is running the storage is off, and such work is no request's.
    expect(await late).toBeNull();
  });
});
