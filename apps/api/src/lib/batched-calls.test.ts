import { describe, expect, it } from 'vitest';
import { batchedCalls } from './batched-calls.ts';

/** A run whose batches the test answers by hand, recording what each was given. */
function heldRun() {
  const batches: { inputs: string[]; answer: () => void; fail: (error: Error) => void }[] = [];
  const run = (inputs: string[]) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push({
        inputs,
        answer: () => resolve(inputs.map((input) => `done ${input}`)),
        fail: reject,
      });
    });
  return { run, batches };
}

const keyOf = (input: string) => input.split(':')[0] ?? input;
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('batched calls', () => {
  it('sends a call alone at once while a slot is free', async () => {
    const { run, batches } = heldRun();
    const call = batchedCalls(run, { keyOf, inFlight: 2, maxBatch: 10 });
    const first = call('a');
    const second = call('b');
    expect(batches.map((b) => b.inputs)).toEqual([['a'], ['b']]);
    batches[0]?.answer();
    batches[1]?.answer();
    expect(await first).toBe('done a');
    expect(await second).toBe('done b');
  });

  it('joins the calls that arrive while every slot is busy into the next batch, each answered its own', async () => {
    const { run, batches } = heldRun();
    const call = batchedCalls(run, { keyOf, inFlight: 1, maxBatch: 10 });
    const answers = ['a', 'b', 'c', 'd'].map((input) => call(input));
    expect(batches.map((b) => b.inputs)).toEqual([['a']]);
    batches[0]?.answer();
    await tick();
    expect(batches.map((b) => b.inputs)).toEqual([['a'], ['b', 'c', 'd']]);
    batches[1]?.answer();
    expect(await Promise.all(answers)).toEqual(['done a', 'done b', 'done c', 'done d']);
  });

  it('never puts two calls with one key in a batch, and keeps to the largest batch', async () => {
    const { run, batches } = heldRun();
    const call = batchedCalls(run, { keyOf, inFlight: 1, maxBatch: 2 });
    const answers = ['x:0', 'a:1', 'a:2', 'b:1', 'c:1'].map((input) => call(input));
    batches[0]?.answer();
    await tick();
    batches[1]?.answer();
    await tick();
    batches[2]?.answer();
    await tick();
    expect(batches.map((b) => b.inputs)).toEqual([['x:0'], ['a:1', 'b:1'], ['a:2', 'c:1']]);
    expect(await Promise.all(answers)).toHaveLength(5);
  });

  it('tries each call of a failed batch alone, so that only the bad one fails', async () => {
    const run = async (inputs: string[]) => {
      if (inputs.includes('bad')) throw new Error(`refused ${inputs.join(',')}`);
      return inputs.map((input) => `done ${input}`);
    };
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const call = batchedCalls(
      async (inputs: string[]) => {
        if (inputs.length === 1 && inputs[0] === 'first') await gate;
        return run(inputs);
      },
      { keyOf, inFlight: 1, maxBatch: 10 },
    );
    const first = call('first');
    const later = ['good', 'bad', 'fine'].map((input) => call(input).catch((error: Error) => error.message));
    release();
    expect(await first).toBe('done first');
    expect(await Promise.all(later)).toEqual(['done good', 'refused bad', 'done fine']);
  });
});
