/**
 * Runs one vendor call under `signal` and settles with it, or rejects with the signal's reason the moment the
 * signal aborts, whichever comes first. The vendor SDKs sleep between retries without watching the signal (a long
 * Retry-After would otherwise outlive a cancellation or deadline), and they add an 'abort' listener to every
 * signal they are given without removing it: so `start` gets its own child signal, aborted with the parent while
 * the call runs and never linked after, which keeps listeners from piling up on a long-lived signal. A call that
 * loses the race is left to settle on its own (its child signal is aborted, so it sends nothing more).
 */
export async function untilAborted<T>(signal: AbortSignal, start: (signal: AbortSignal) => PromiseLike<T>): Promise<T> {
  signal.throwIfAborted();
  const child = new AbortController();
  let onAbort: () => void = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => {
      child.abort(signal.reason);
      reject(signal.reason as Error);
    };
  });
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    const pending = Promise.resolve(start(child.signal));
    pending.catch(() => {}); // it may lose the race; its rejection is then of no interest
    return await Promise.race([pending, aborted]);
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}
