import { Suspense } from 'react';
import { lazyNamed } from '@/lib/lazy-named';
import type { SavedViewsConfig } from './saved-views';

/**
 * The saved views' control (reactstrap's Dropdown with Popper, the store) is
 * not part of a list's first download: its code arrives right after the
 * list, and meanwhile the header shows its two buttons' look.
 */
const SavedViews = lazyNamed(() => import('./saved-views'), 'SavedViews');

function SavedViewsPlaceholder() {
  // Not buttons: nothing to press yet, and no focus to lose when the control replaces them.
  return (
    <>
      <span className="btn btn-outline-secondary dropdown-toggle" aria-hidden="true">
        Vistas
      </span>
      <span className="btn btn-outline-secondary disabled" aria-hidden="true">
        Guardar vista
      </span>
    </>
  );
}

/** `ListPage`'s saved views (saved-views.tsx), loaded after the list. */
export function SavedViewsSlot(props: SavedViewsConfig) {
  return (
    <Suspense fallback={<SavedViewsPlaceholder />}>
      <SavedViews {...props} />
    </Suspense>
  );
}
