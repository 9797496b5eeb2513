/**
 * Joins calls that arrive while earlier ones are in flight into one call of many. A burst of small
 * writes (a test day's autosaves) then costs the database one statement and one commit per batch,
 * not per call; a call that finds a free slot goes at once, alone, so nothing waits while the
 * portal is quiet. Inputs with the same key never share a batch (one statement may change a row
 * only once). When a batch fails, each of its calls is tried alone, so one bad input fails only
 * its own caller.
 */
export function batchedCalls<In, Out>(
  run: (inputs: In[]) => Promise<Out[]>,
  { keyOf, inFlight, maxBatch }: { keyOf: (input: In) => string; inFlight: number; maxBatch: number },
): (input: In) => Promise<Out> {
  type Waiting = { input: In; resolve: (out: Out) => void; reject: (error: unknown) => void };
  let waiting: Waiting[] = [];
  let running = 0;

  const settle = async (batch: Waiting[]) => {
    try {
      const outs = await run(batch.map((call) => call.input));
      for (const [i, call] of batch.entries()) call.resolve(outs[i] as Out);
    } catch (error) {
      if (batch.length === 1) batch[0]?.reject(error);
      else
        await Promise.all(
          batch.map((call) => run([call.input]).then(([out]) => call.resolve(out as Out), call.reject)),
        );
    }
  };

  const next = () => {
    while (running < inFlight && waiting.length > 0) {
      const keys = new Set<string>();
      const batch: Waiting[] = [];
      const left: Waiting[] = [];
      for (const call of waiting) {
        const key = keyOf(call.input);
        if (batch.length < maxBatch && !keys.has(key)) {
          keys.add(key);
          batch.push(call);
        } else left.push(call);
      }
      waiting = left;
      running += 1;
      void settle(batch).finally(() => {
        running -= 1;
        next();
      });
    }
  };

  return (input) =>
    new Promise<Out>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      next();
    });
}
