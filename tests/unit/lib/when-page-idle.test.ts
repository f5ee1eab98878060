import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenPageIdle } from '@/lib/when-page-idle';

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

afterEach(() => {
  // Back to jsdom's own getter.
  delete (document as { readyState?: DocumentReadyState }).readyState;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenPageIdle (issue 39)', () => {
  it("waits for the page's load event while the page is still loading", () => {
    vi.useFakeTimers();
    setReadyState('loading');
    const task = vi.fn();
    whenPageIdle(task);
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs in an idle callback, with a timeout, once the page has loaded', () => {
    const callbacks: IdleRequestCallback[] = [];
    const requestIdle = vi.fn((callback: IdleRequestCallback) => callbacks.push(callback));
    vi.stubGlobal('requestIdleCallback', requestIdle);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    setReadyState('complete');
    const task = vi.fn();
    whenPageIdle(task, 3000);
    expect(requestIdle).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 });
    expect(task).not.toHaveBeenCalled();
    callbacks[0]?.({ didTimeout: false, timeRemaining: () => 10 });
    expect(task).toHaveBeenCalledOnce();
  });

  it('never runs once cancelled', () => {
    vi.useFakeTimers();
    setReadyState('loading');
    const task = vi.fn();
    const cancel = whenPageIdle(task);
    cancel();
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
  });
});
