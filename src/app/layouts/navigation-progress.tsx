import { useNavigation } from 'react-router-dom';

/**
 * While the next screen's code is on its way (React Router keeps the current
 * screen until it arrives) a thin bar runs along the top of the window and
 * screen readers hear "Cargando la página…", so a click never seems ignored.
 * The bar fades in only after a moment, so fast navigations do not flash it.
 */
export function NavigationProgress() {
  const loading = useNavigation().state !== 'idle';
  return (
    <div role="status" className="navigation-progress-status">
      {loading && (
        <>
          <span className="navigation-progress" aria-hidden="true" />
          <span className="visually-hidden">Cargando la página…</span>
        </>
      )}
    </div>
  );
}
