/**
 * Runs `task` once the page has finished loading (its images included) and
 * the main thread is idle: for work the page may need next but not now, such
 * as the code of the screen a button opens (issue 39). Returns a cancel.
 * Without `requestIdleCallback` (Safari, jsdom) a zero timeout after `load`
 * stands in for it.
 */
export function whenPageIdle(task: () => void, timeoutMs = 5000): () => void {
  let cancelled = false;
  let idleId: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (!cancelled) task();
  };
  const afterLoad = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') {
      idleId = requestIdleCallback(run, { timeout: timeoutMs });
    } else {
      timer = setTimeout(run, 0);
    }
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', afterLoad);
    if (idleId !== undefined && typeof cancelIdleCallback === 'function') {
      cancelIdleCallback(idleId);
    }
    clearTimeout(timer);
  };
}
