import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackgroundPace } from './background-pace.ts';

/** A pace on a clock the test moves, and whether a yield has handed the loop back yet. */
function pacedAt(start = 1_000) {
  let clock = start;
  const pace = new BackgroundPace(() => clock);
  const watch = (promise: Promise<void>) => {
    const state = { done: false };
    void promise.then(() => {
      state.done = true;
    });
    return state;
  };
  return { pace, watch, advance: (ms: number) => (clock += ms) };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

afterEach(() => vi.useRealTimers());

describe('BackgroundPace', () => {
  it('counts people as active for a quarter second after a request', () => {
    const { pace, advance } = pacedAt();
    expect(pace.peopleActive()).toBe(false);
    pace.noteRequest();
    advance(249);
    expect(pace.peopleActive()).toBe(true);
    advance(1);
    expect(pace.peopleActive()).toBe(false);
  });

  it('alone, hands the loop back for one turn and goes on at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const { pace } = pacedAt();
    await pace.yieldAfter(40);
    // Reached without moving the faked timers: no pause was taken.
  });

  it('beside requests, pauses as long as the stretch of work that came before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const { pace, watch } = pacedAt();
    pace.noteRequest();
    const paused = watch(pace.yieldAfter(30));
    await vi.advanceTimersByTimeAsync(29);
    expect(paused.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await flush();
    expect(paused.done).toBe(true);
  });

  it('never pauses longer than a second at once, however long the work ran', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const { pace, watch } = pacedAt();
    pace.noteRequest();
    const paused = watch(pace.yieldAfter(30_000));
    await vi.advanceTimersByTimeAsync(999);
    expect(paused.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await flush();
    expect(paused.done).toBe(true);
  });
});
