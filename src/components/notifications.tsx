import {
  createContext,
  use,
  useCallback,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type ReactNode,
} from 'react';

/**
 * A status message after a save: green for success, red for an error,
 * yellow for a save sent that no answer confirmed (issue 45).
 */
export interface Notice {
  tone: 'success' | 'warning' | 'danger';
  text: string;
}

/** Shows a notice in the app's notice area. */
export type Notify = (notice: Notice) => void;

/** How long a success notice stays (errors stay until closed). */
const SUCCESS_TIMEOUT_MS = 6000;
/** Notices shown at once; a new one pushes the oldest out. */
const MAX_VISIBLE = 3;

const NotifyContext = createContext<Notify | null>(null);

interface ShownNotice extends Notice {
  id: number;
}

function NoticeToast({ notice, onClose }: { notice: ShownNotice; onClose: (id: number) => void }) {
  // A success notice waits while the pointer is over it or the focus is in it.
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const expire = useEffectEvent(() => {
    onClose(notice.id);
  });

  const waits = notice.tone === 'success' && !hovered && !focused;
  useEffect(() => {
    if (!waits) return;
    const timer = setTimeout(() => {
      expire();
    }, SUCCESS_TIMEOUT_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [waits]);

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- hovering only pauses the timer, as focusing does for the keyboard
    <div
      className={`toast show notice-toast text-bg-${notice.tone} border-0`}
      role={notice.tone === 'danger' ? 'alert' : undefined}
      onMouseEnter={() => {
        setHovered(true);
      }}
      onMouseLeave={() => {
        setHovered(false);
      }}
      onFocus={() => {
        setFocused(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="d-flex align-items-start">
        <div className="toast-body flex-grow-1">{notice.text}</div>
        <button
          type="button"
          className={`btn-close ${notice.tone === 'warning' ? '' : 'btn-close-white '}flex-shrink-0 m-2`}
          aria-label="Cerrar aviso"
          onClick={() => {
            onClose(notice.id);
          }}
        />
      </div>
    </div>
  );
}

/**
 * Gives `useNotify()` to the app and shows its notices in one fixed area
 * (bottom right; the whole bottom on phones). The area is a polite live region
 * present from the start, so screen readers announce each notice; an error is
 * also an alert. Success notices go after 6 s, errors stay until closed, and at
 * most three are shown.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<ShownNotice[]>([]);
  const lastId = useRef(0);

  const notify = useCallback<Notify>((notice) => {
    lastId.current += 1;
    const shown = { ...notice, id: lastId.current };
    setNotices((current) => [...current, shown].slice(-MAX_VISIBLE));
  }, []);

  const close = useCallback((id: number) => {
    setNotices((current) => current.filter((notice) => notice.id !== id));
  }, []);

  return (
    <NotifyContext value={notify}>
      {children}
      <div className="notice-area" aria-live="polite" aria-atomic="false">
        {notices.map((notice) => (
          <NoticeToast key={notice.id} notice={notice} onClose={close} />
        ))}
      </div>
    </NotifyContext>
  );
}

/** The function that shows a notice, e.g. `notify({ tone: 'success', text: 'Pyme eliminada.' })`. */
export function useNotify(): Notify {
  const notify = use(NotifyContext);
  if (notify === null) {
    throw new Error('useNotify() needs a <NotificationsProvider> above it in the tree.');
  }
  return notify;
}
