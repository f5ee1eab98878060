/**
 * Holds a demo-backend answer until the test lets it go: a handler awaits
 * `held`, the test checks what the screen shows while the call is on its way,
 * then calls `release()`. Replaces a fixed delay in the handler.
 */
export function holdAnswer() {
  const release: (() => void)[] = [];
  const held = new Promise<void>((resolve) => {
    release.push(resolve);
  });
  return {
    held,
    release: () => {
      for (const resolve of release) resolve();
    },
  };
}
