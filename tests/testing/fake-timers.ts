import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

/**
 * Switches the running test to Vitest's fake timers in a way Testing Library
 * and user-event keep working with, and returns a user whose pauses advance
 * them. Testing Library drains a `setTimeout(0)` after each event and advances
 * it only when it sees Jest's fake timers, so it gets Vitest's under that name.
 * `shouldAdvanceTime` lets the clock also run on its own (for a screen that
 * still has to load its code and data). tests/testing/setup.ts puts the real
 * timers back after every test.
 */
export function startFakeTimers({ shouldAdvanceTime = false } = {}) {
  vi.useFakeTimers({ shouldAdvanceTime });
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}
