/**
 * A screen's code could not be downloaded: most often the app was deployed
 * again and the old chunk is gone, or the connection dropped. Reloading the
 * page fetches the current version; React Router keeps a failed route module
 * failed, so nothing short of a reload can bring it back.
 */
export class ScreenLoadError extends Error {
  constructor(path: string, cause: unknown) {
    super(`The screen of ${path} could not be loaded.`, { cause });
    this.name = 'ScreenLoadError';
  }
}
