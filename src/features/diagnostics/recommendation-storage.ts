/**
 * The "recommendation cleared" flag survives a reload in the same tab
 * (sessionStorage), and is forgotten when the session ends.
 */
const KEY = 'pymes-digitales-recommendation-cleared';

export function readRecommendationCleared(): boolean {
  try {
    return sessionStorage.getItem(KEY) === 'true';
  } catch {
    return false;
  }
}

export function storeRecommendationCleared(): void {
  try {
    sessionStorage.setItem(KEY, 'true');
  } catch {
    // Storage refused (private mode, quota): the flag lasts until the next reload.
  }
}

export function forgetRecommendationCleared(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored then.
  }
}
