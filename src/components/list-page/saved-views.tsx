import './saved-views.css';
import { Fragment, Suspense, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Link, useHref, useLocation } from 'react-router-dom';
import { Button, Dropdown, DropdownItem, DropdownMenu, DropdownToggle } from 'reactstrap';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useNotify } from '@/components/notifications';
import { lazyNamed } from '@/lib/lazy-named';
import {
  addView,
  cleanName,
  hasViewParams,
  parseSavedViews,
  readSavedViews,
  readStoredText,
  removeView,
  sameParams,
  sortedViews,
  viewParamsOf,
  viewNameProblem,
  viewQuery,
  writeSavedViews,
  type ReadyView,
  type SavedView,
  type ViewParams,
  type ViewStorage,
  type WriteProblem,
} from './saved-views-store';

export type { ReadyView };

// The save form (Formik's dialog, yup) and the link dialog load when first wanted.
const loadDialogs = () => import('./saved-view-dialogs');
const SaveViewDialog = lazyNamed(loadDialogs, 'SaveViewDialog');
const ViewLinkDialog = lazyNamed(loadDialogs, 'ViewLinkDialog');

/** How a list offers saved views (the `views` of `ListPage`). */
export interface SavedViewsConfig {
  /**
   * The `localStorage` key of this user's views of this list, e.g.
   * `pymes-views:<user uuid>`: each user of the browser has her own.
   */
  storageKey: string;
  /** The views the list offers to everybody, first in the menu. */
  ready?: readonly ReadyView[];
}

/** The browser's storage, or null where reading it throws (storage disabled). */
function browserStorage(): ViewStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Same-tab writes; other tabs' come as `storage` events. */
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function stored() {
  for (const listener of listeners) listener();
}

const problemText: Record<WriteProblem, string> = {
  quota:
    'El navegador no tiene espacio para guardar vistas. Elimina vistas que ya no uses o libera espacio del sitio e inténtalo de nuevo.',
  unavailable:
    'Este navegador no deja guardar vistas (el almacenamiento del sitio está desactivado o lleno).',
};

/**
 * One user's saved views of one list, read from `localStorage` and updated
 * when they change here or in another tab. Writes re-read the stored list
 * first, so a view saved meanwhile in another tab is kept.
 */
function useSavedViews(storageKey: string) {
  const text = useSyncExternalStore(subscribe, () => readStoredText(browserStorage(), storageKey));
  const views = useMemo(() => parseSavedViews(text), [text]);

  const change = (update: (views: SavedView[]) => SavedView[]): WriteProblem | null => {
    const storage = browserStorage();
    const result = writeSavedViews(
      storage,
      storageKey,
      update(readSavedViews(storage, storageKey)),
    );
    if (!result.ok) return result.problem;
    stored();
    return null;
  };

  return {
    views,
    save: (name: string, params: ViewParams) =>
      change((latest) => addView(latest, { name, params })),
    remove: (id: string) => change((latest) => removeView(latest, id)),
  };
}

function LinkIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
      <path d="M4.715 6.542 3.343 7.914a3 3 0 1 0 4.243 4.243l1.828-1.829A3 3 0 0 0 8.586 5.5L8 6.086a1 1 0 0 0-.154.199 2 2 0 0 1 .861 3.337L6.88 11.45a2 2 0 1 1-2.83-2.83l.793-.792a4 4 0 0 1-.128-1.287z" />
      <path d="M6.586 4.672A3 3 0 0 0 7.414 9.5l.775-.776a2 2 0 0 1-.896-3.346L9.12 3.55a2 2 0 1 1 2.83 2.83l-.793.792c.112.42.155.855.128 1.287l1.372-1.372a3 3 0 1 0-4.243-4.243z" />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
      <path d="M5.5 5.5A.5.5 0 0 1 6 6v6a.5.5 0 0 1-1 0V6a.5.5 0 0 1 .5-.5m2.5 0a.5.5 0 0 1 .5.5v6a.5.5 0 0 1-1 0V6a.5.5 0 0 1 .5-.5m3 .5a.5.5 0 0 0-1 0v6a.5.5 0 0 0 1 0z" />
      <path d="M14.5 3a1 1 0 0 1-1 1H13v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V4h-.5a1 1 0 0 1-1-1V2a1 1 0 0 1 1-1H6a1 1 0 0 1 1-1h2a1 1 0 0 1 1 1h3.5a1 1 0 0 1 1 1zM4.118 4 4 4.059V13a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1V4.059L11.882 4zM2.5 3h11V2h-11z" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
      <path d="M13.854 3.646a.5.5 0 0 1 0 .708l-7 7a.5.5 0 0 1-.708 0l-3.5-3.5a.5.5 0 1 1 .708-.708L6.5 10.293l6.646-6.647a.5.5 0 0 1 .708 0" />
    </svg>
  );
}

/** A view as the menu shows it: ready ones with today's parameters. */
interface ShownView {
  id: string;
  name: string;
  params: ViewParams;
}

/**
 * A list's saved views (issue 38), configured by the list: "Vistas", a menu
 * of the list's ready views and the user's own, each a link to the list with
 * exactly that view's query (the current one marked, `aria-current`); for a
 * saved view "Copiar enlace" (the absolute link to the clipboard, or shown
 * selected when the browser refuses) and "Eliminar" (behind a question); and
 * "Guardar vista", which names the current search and filters (everything
 * in the query but `pagina`). The views are kept in `localStorage` under the
 * list's per-user key (saved-views-store.ts).
 */
export function SavedViews({ storageKey, ready = [] }: SavedViewsConfig) {
  const notify = useNotify();
  const location = useLocation();
  const listHref = useHref({ pathname: location.pathname });
  const { views, save, remove } = useSavedViews(storageKey);
  // A ready view's dates count from the day the list was opened.
  const [today] = useState(() => new Date());
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [linkShown, setLinkShown] = useState<{ name: string; url: string } | null>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  // The view asked about stays named while the question fades out.
  const [asked, setAsked] = useState<SavedView | null>(null);
  const [askOpen, setAskOpen] = useState(false);
  const ids = useId();
  // The dialogs' code is fetched on first use, then they stay mounted (to fade out).
  const [dialogsWanted, setDialogsWanted] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const current = useMemo(
    () => viewParamsOf(new URLSearchParams(location.search)),
    [location.search],
  );
  const readyViews: ShownView[] = useMemo(
    () => ready.map((view) => ({ ...view, params: viewParamsOf(view.params(today)) })),
    [ready, today],
  );
  const savedViews = useMemo(() => sortedViews(views), [views]);
  const hasParams = hasViewParams(current);
  const currentView = hasParams
    ? [...readyViews, ...savedViews].find((view) => sameParams(view.params, current))
    : undefined;

  const focusToggle = () => {
    toggleRef.current?.focus();
  };
  const hrefOf = (view: ShownView) => ({
    pathname: location.pathname,
    search: `?${viewQuery(view.params)}`,
  });
  const urlOf = (view: ShownView) =>
    new URL(`${listHref}?${viewQuery(view.params)}`, window.location.href).href;

  const copyLink = async (view: SavedView) => {
    const url = urlOf(view);
    try {
      // Absent where the page is not a secure context; refused without permission.
      if (typeof navigator.clipboard === 'undefined') throw new Error('Sin portapapeles');
      await navigator.clipboard.writeText(url);
      notify({ tone: 'success', text: `Enlace de «${view.name}» copiado.` });
    } catch {
      setDialogsWanted(true);
      setLinkShown({ name: view.name, url });
      setLinkOpen(true);
    }
  };

  const saveCurrent = (name: string): string | null => {
    const problem = save(name, current);
    if (problem) return problemText[problem];
    setSaving(false);
    notify({ tone: 'success', text: `Vista «${cleanName(name)}» guardada en este navegador.` });
    return null;
  };

  const askRemove = (view: SavedView) => {
    setAsked(view);
    setAskOpen(true);
  };

  const removeAsked = () => {
    if (!asked) return;
    const problem = remove(asked.id);
    if (problem) notify({ tone: 'danger', text: problemText[problem] });
    else notify({ tone: 'success', text: `Vista «${asked.name}» eliminada.` });
    setAskOpen(false);
  };

  const saveReason = !hasParams
    ? 'Busca o filtra la lista para guardar una vista.'
    : currentView
      ? `Esta vista ya está en «${currentView.name}».`
      : null;
  const reasonId = `${ids}-razon`;

  const viewLink = (view: ShownView, className?: string) => {
    const isCurrent = currentView?.id === view.id;
    return (
      <DropdownItem
        tag={Link}
        to={hrefOf(view)}
        aria-current={isCurrent ? 'true' : undefined}
        className={`d-flex align-items-center gap-2 ${isCurrent ? 'fw-semibold' : ''} ${className ?? ''}`}
      >
        <span className="saved-views-check">{isCurrent && <CheckIcon />}</span>
        {view.name}
      </DropdownItem>
    );
  };

  return (
    <>
      <Dropdown
        isOpen={open}
        toggle={() => {
          setOpen((wasOpen) => !wasOpen);
        }}
      >
        <DropdownToggle caret color="secondary" outline innerRef={toggleRef}>
          Vistas
          {currentView && (
            <>
              : <span className="saved-views-current">{currentView.name}</span>
            </>
          )}
        </DropdownToggle>
        <DropdownMenu end className="saved-views-menu">
          <div role="group" aria-labelledby={`${ids}-listas`}>
            <div id={`${ids}-listas`} role="presentation" className="dropdown-header">
              Vistas predefinidas
            </div>
            {readyViews.map((view) => (
              <Fragment key={view.id}>{viewLink(view)}</Fragment>
            ))}
          </div>
          <div role="separator" className="dropdown-divider" />
          <div role="presentation" className="dropdown-header">
            Mis vistas
          </div>
          {savedViews.length === 0 && (
            <p className="dropdown-item-text small text-body-secondary mb-0">
              Aún no has guardado vistas. Busca o filtra la lista y pulsa «Guardar vista».
            </p>
          )}
          {savedViews.map((view) => (
            <div key={view.id} role="group" aria-label={view.name} className="d-flex">
              {viewLink(view, 'flex-grow-1')}
              <DropdownItem
                className="saved-views-tool"
                aria-label={`Copiar enlace de «${view.name}»`}
                title="Copiar enlace"
                onClick={() => void copyLink(view)}
              >
                <LinkIcon />
              </DropdownItem>
              <DropdownItem
                className="saved-views-tool text-danger"
                aria-label={`Eliminar «${view.name}»`}
                title="Eliminar"
                onClick={() => {
                  askRemove(view);
                }}
              >
                <TrashIcon />
              </DropdownItem>
            </div>
          ))}
        </DropdownMenu>
      </Dropdown>
      <Button
        color="secondary"
        outline
        disabled={saveReason !== null}
        aria-describedby={saveReason ? reasonId : undefined}
        title={saveReason ?? undefined}
        onPointerEnter={() => void loadDialogs()}
        onFocus={() => void loadDialogs()}
        onClick={() => {
          setDialogsWanted(true);
          setSaving(true);
        }}
      >
        Guardar vista
      </Button>
      {saveReason && (
        <span id={reasonId} className="visually-hidden">
          {saveReason}
        </span>
      )}

      {dialogsWanted && (
        <Suspense fallback={null}>
          <SaveViewDialog
            isOpen={saving}
            onClose={() => {
              setSaving(false);
            }}
            onClosed={focusToggle}
            nameProblem={(name) =>
              viewNameProblem(
                name,
                [...readyViews, ...savedViews].map((view) => view.name),
              )
            }
            onSave={saveCurrent}
          />
          <ViewLinkDialog
            isOpen={linkOpen}
            link={linkShown}
            onClose={() => {
              setLinkOpen(false);
            }}
            onClosed={focusToggle}
          />
        </Suspense>
      )}
      <ConfirmDialog
        isOpen={askOpen}
        message={`¿Eliminar la vista «${asked?.name ?? ''}»?`}
        confirmLabel="Eliminar"
        onConfirm={removeAsked}
        onCancel={() => {
          setAskOpen(false);
        }}
        onClosed={focusToggle}
      >
        Se borra de este navegador. Los enlaces que ya compartiste siguen abriendo la misma lista.
      </ConfirmDialog>
    </>
  );
}
