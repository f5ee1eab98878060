import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import {
  Button,
  FormGroup,
  Input,
  Label,
  Modal,
  ModalBody,
  ModalFooter,
  Spinner,
} from 'reactstrap';
import { selectProfile } from '@/api/session-slice';
import { DialogHeader } from '@/components/dialog-header';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { countOf, formatNumber } from '@/lib/numbers';
import { useAppDispatch, useAppSelector } from '@/lib/store-hooks';
import { fetchAllPymes, walkStopReason, type FetchAllProgress } from '../fetch-all-pymes';
import type { PymeListFilters } from '../pyme-filters';
import type { FetchAllResult } from '../workspace-query';
import {
  addressList,
  collectAddresses,
  mailGroups,
  MAX_ADDRESSES_PER_GROUP,
  type AddressSeparator,
  type CollectedAddresses,
  type MailMessage,
} from './follow-up-mail';
import { savedMessage, saveMessage, suggestedMessage } from './follow-up-message';

/** Rows a request while reading the view (the export's size). */
const READ_PAGE_SIZE = 100;

type Read =
  | { status: 'loading'; progress: FetchAllProgress | null }
  | { status: 'error' }
  | { status: 'cancelled' }
  | { status: 'done'; walk: FetchAllResult; collected: CollectedAddresses };

/**
 * Every pyme of `filters`, read once when the dialog opens (its content
 * mounts then) and again on `retry()`; closing the dialog stops the read.
 */
function useViewAddresses(filters: PymeListFilters) {
  const dispatch = useAppDispatch();
  const [attempt, setAttempt] = useState(0);
  const [read, setRead] = useState<Read>({ status: 'loading', progress: null });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    controller.current = abort;
    fetchAllPymes(dispatch, filters, {
      pageSize: READ_PAGE_SIZE,
      signal: abort.signal,
      onProgress: (progress) => {
        setRead({ status: 'loading', progress });
      },
    }).then(
      (walk) => {
        setRead({ status: 'done', walk, collected: collectAddresses(walk.pymes) });
      },
      (error: unknown) => {
        if (abort.signal.aborted) {
          setRead({ status: 'cancelled' });
          return;
        }
        console.error('No pudimos leer las pymes para el seguimiento', error);
        setRead({ status: 'error' });
      },
    );
    return () => {
      abort.abort();
    };
  }, [dispatch, filters, attempt]);

  return {
    read,
    cancel: () => {
      controller.current?.abort();
    },
    retry: () => {
      setRead({ status: 'loading', progress: null });
      setAttempt((current) => current + 1);
    },
  };
}

/** "Leímos 200 de 260 pymes: …": what the read left out and why, when it stopped short. */
function shortReadText(walk: FetchAllResult): string | null {
  if (!walk.stoppedEarly) return null;
  const reason = walkStopReason(walk);
  const here = walk.filteredHere;
  return here
    ? `Leímos ${formatNumber(here.read)} de ${formatNumber(here.total)} pymes de la lista, y ${formatNumber(walk.pymes.length)} de ellas son de esta vista: ${reason}. Puede haber más pymes de esta vista cuyas direcciones no están aquí.`
    : `Leímos ${formatNumber(walk.pymes.length)} de ${formatNumber(walk.total)} pymes de esta vista: ${reason}. Las direcciones de las demás no están aquí.`;
}

/** What was left out of the addresses, one sentence each. */
function leftOut({ withoutEmail, invalid, repeated }: CollectedAddresses): string[] {
  return [
    withoutEmail > 0 &&
      (withoutEmail === 1
        ? '1 pyme no tiene correo.'
        : `${formatNumber(withoutEmail)} pymes no tienen correo.`),
    invalid > 0 &&
      (invalid === 1
        ? '1 pyme tiene un correo que no es una dirección válida: no se incluye.'
        : `${formatNumber(invalid)} pymes tienen un correo que no es una dirección válida: no se incluyen.`),
    repeated > 0 &&
      (repeated === 1
        ? '1 pyme tiene el mismo correo que otra pyme de la lista: la dirección va una vez.'
        : `${formatNumber(repeated)} pymes tienen el mismo correo que otra pyme de la lista: cada dirección va una vez.`),
  ].filter((sentence): sentence is string => typeof sentence === 'string');
}

/** A part of the dialog with its heading. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border-top pt-3 mt-3">
      <h3 id={headingId} className="h5">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** "Separar las direcciones con": the comma of the standards, or Outlook for Windows' semicolon. */
function SeparatorChoice({
  value,
  onChange,
}: {
  value: AddressSeparator;
  onChange: (separator: AddressSeparator) => void;
}) {
  const name = useId();
  const options: { value: AddressSeparator; label: string }[] = [
    { value: ',', label: 'Comas (Gmail, Apple Mail, Thunderbird y la mayoría)' },
    { value: ';', label: 'Punto y coma (Outlook para Windows)' },
  ];
  return (
    <fieldset className="mb-3">
      <legend className="fs-6 fw-semibold mb-1">Separar las direcciones con</legend>
      {options.map((option) => (
        <FormGroup check key={option.value} className="mb-1">
          <Input
            id={`${name}-${option.value === ',' ? 'coma' : 'punto-y-coma'}`}
            type="radio"
            name={name}
            checked={value === option.value}
            onChange={() => {
              onChange(option.value);
            }}
          />
          <Label check for={`${name}-${option.value === ',' ? 'coma' : 'punto-y-coma'}`}>
            {option.label}
          </Label>
        </FormGroup>
      ))}
    </fieldset>
  );
}

type Copy = { status: 'idle' } | { status: 'copied'; count: number } | { status: 'refused' };

/** "Copiar correos", and the addresses selected in a box when the browser refuses the clipboard. */
function CopyAddresses({
  addresses,
  separator,
}: {
  addresses: readonly string[];
  separator: AddressSeparator;
}) {
  const [copy, setCopy] = useState<Copy>({ status: 'idle' });
  const [copiedWith, setCopiedWith] = useState(separator);
  const box = useRef<HTMLTextAreaElement>(null);
  const boxId = useId();
  const text = addressList(addresses, separator);
  // A copy made with the other separator is not what the page says now.
  const shown: Copy = copiedWith === separator ? copy : { status: 'idle' };

  useEffect(() => {
    if (shown.status !== 'refused') return;
    box.current?.focus();
    box.current?.select();
  }, [shown.status]);

  const copyAll = async () => {
    setCopiedWith(separator);
    try {
      await navigator.clipboard.writeText(text);
      setCopy({ status: 'copied', count: addresses.length });
    } catch {
      // No clipboard (a page served over http) or the browser said no.
      setCopy({ status: 'refused' });
    }
  };

  return (
    <>
      <Button
        color="primary"
        outline
        onClick={() => {
          void copyAll();
        }}
      >
        Copiar correos
      </Button>
      <p role="status" aria-live="polite" className="small mt-2 mb-0">
        {shown.status === 'copied' &&
          `Copiamos ${countOf(shown.count, 'dirección', 'direcciones')}, separadas por ${separator === ',' ? 'comas' : 'punto y coma'}: pégalas en el campo CCO (copia oculta) de tu correo.`}
        {shown.status === 'refused' &&
          'El navegador no nos dejó copiar. Las direcciones están seleccionadas en el cuadro de abajo: cópialas con Ctrl+C (⌘+C en un Mac).'}
      </p>
      {shown.status === 'refused' && (
        <FormGroup className="mt-2 mb-0">
          <Label for={boxId}>Direcciones de correo</Label>
          <Input
            innerRef={box}
            id={boxId}
            type="textarea"
            readOnly
            rows={4}
            value={text}
            onFocus={(event) => {
              event.currentTarget.select();
            }}
          />
        </FormGroup>
      )}
    </>
  );
}

/** The subject and body the admin writes, and "Restablecer el texto sugerido". */
function MessageFields({
  message,
  suggested,
  onChange,
}: {
  message: MailMessage;
  suggested: MailMessage;
  onChange: (message: MailMessage) => void;
}) {
  const subjectId = useId();
  const bodyId = useId();
  const edited = message.subject !== suggested.subject || message.body !== suggested.body;
  return (
    <>
      <FormGroup>
        <Label for={subjectId}>Asunto</Label>
        <Input
          id={subjectId}
          value={message.subject}
          onChange={(event) => {
            onChange({ ...message, subject: event.target.value });
          }}
        />
      </FormGroup>
      <FormGroup className="mb-2">
        <Label for={bodyId}>Mensaje</Label>
        <Input
          id={bodyId}
          type="textarea"
          rows={10}
          value={message.body}
          onChange={(event) => {
            onChange({ ...message, body: event.target.value });
          }}
        />
      </FormGroup>
      {edited && (
        <Button
          color="link"
          className="px-0"
          onClick={() => {
            onChange({ ...message, subject: suggested.subject, body: suggested.body });
          }}
        >
          Restablecer el texto sugerido
        </Button>
      )}
    </>
  );
}

/** "Grupo 1 de 3 (50 correos)": one `mailto:` link per group, marked once opened. */
function GroupLinks({
  addresses,
  message,
}: {
  addresses: readonly string[];
  message: MailMessage;
}) {
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const grouped = mailGroups(addresses, message);
  if (!grouped.fits) {
    return (
      <p role="alert" className="text-danger mb-0">
        El asunto y el mensaje son demasiado largos para abrirse desde un enlace de correo:
        acórtalos en al menos {countOf(grouped.excess, 'carácter', 'caracteres')} (en el enlace, una
        letra con tilde, un espacio o un salto de línea ocupan más de uno). También puedes copiar
        las direcciones y pegar el mensaje en tu programa de correo.
      </p>
    );
  }
  const { groups } = grouped;
  return (
    <>
      <p className="small text-body-secondary">
        {groups.length === 1
          ? 'El enlace abre un mensaje nuevo'
          : `Cada enlace abre un mensaje nuevo con hasta ${formatNumber(MAX_ADDRESSES_PER_GROUP)} direcciones`}{' '}
        en tu programa de correo, con las direcciones en CCO (copia oculta) y el campo «Para» vacío:
        ninguna pyme ve las direcciones de las otras.{' '}
        {groups.length > 1 &&
          'Ábrelos uno por uno: los programas de correo no aceptan enlaces más largos. '}
        Revisa cada mensaje y envíalo desde tu programa.
      </p>
      <ol className="list-unstyled mb-0">
        {groups.map((group, index) => (
          <li key={group.url} className="d-flex flex-wrap align-items-center gap-2 mb-2">
            <a
              href={group.url}
              className="btn btn-outline-primary"
              onClick={() => {
                setOpened((current) => new Set(current).add(group.url));
              }}
            >
              Grupo {formatNumber(index + 1)} de {formatNumber(groups.length)} (
              {countOf(group.addresses.length, 'correo', 'correos')})
            </a>
            {opened.has(group.url) && <span className="small text-success">Abierto</span>}
          </li>
        ))}
      </ol>
    </>
  );
}

/** What the dialog shows once the view is read: the counts, the copy, the message and the links. */
function ReadResult({
  walk,
  collected,
  message,
  suggested,
  onMessageChange,
  summaryRef,
}: {
  walk: FetchAllResult;
  collected: CollectedAddresses;
  message: MailMessage;
  suggested: MailMessage;
  onMessageChange: (message: MailMessage) => void;
  /** The count's paragraph, which takes the focus when the read ends under it. */
  summaryRef: RefObject<HTMLParagraphElement | null>;
}) {
  const short = shortReadText(walk);
  const { addresses } = collected;
  const pymes = countOf(collected.pymes, 'pyme', 'pymes');
  const notes = leftOut(collected);
  return (
    <>
      {short && (
        <p role="alert" className="alert alert-warning">
          {short}
        </p>
      )}
      <p ref={summaryRef} tabIndex={-1} className="fs-5 mb-2">
        <strong>{countOf(addresses.length, 'dirección de correo', 'direcciones de correo')}</strong>{' '}
        de {pymes} {short ? (collected.pymes === 1 ? 'leída' : 'leídas') : 'de esta vista'}
        {short && !walk.filteredHere
          ? ` (de ${countOf(walk.total, 'pyme', 'pymes')} de esta vista)`
          : ''}
        .
      </p>
      {notes.length > 0 && (
        <ul className="small text-body-secondary mb-3">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      {addresses.length === 0 ? (
        <p className="mb-0">No hay direcciones a las que escribir.</p>
      ) : (
        <>
          <SeparatorChoice
            value={message.separator}
            onChange={(separator) => {
              onMessageChange({ ...message, separator });
            }}
          />
          <Part title="Copiar las direcciones">
            <CopyAddresses addresses={addresses} separator={message.separator} />
          </Part>
          <Part title="Escribir a estas pymes">
            <MessageFields message={message} suggested={suggested} onChange={onMessageChange} />
            <GroupLinks addresses={addresses} message={message} />
          </Part>
        </>
      )}
    </>
  );
}

/** The dialog's body: the read of the view and, once read, the result. Mounts when the dialog opens. */
function FollowUpContent({
  filters: filtersWhenOpened,
  message,
  suggested,
  onMessageChange,
}: {
  filters: PymeListFilters;
  message: MailMessage;
  suggested: MailMessage;
  onMessageChange: (message: MailMessage) => void;
}) {
  // The view as it was when the dialog opened: the page builds a new filters object each render.
  const [filters] = useState(filtersWhenOpened);
  const { read, cancel, retry } = useViewAddresses(filters);
  const retryButton = useRef<HTMLButtonElement>(null);
  const summary = useRef<HTMLParagraphElement>(null);

  // When the read ends, the focus (on Cancelar, now gone) goes to what came
  // instead: the count, or the button that reads again.
  useEffect(() => {
    if (read.status === 'loading') return;
    const active = document.activeElement;
    if (active === null || active === document.body || !active.isConnected) {
      (retryButton.current ?? summary.current)?.focus();
    }
  }, [read.status]);

  return (
    <>
      <p className="alert alert-info">
        <strong>Esta app no envía correos.</strong> Copia las direcciones o abre con ellas un
        mensaje en tu propio programa de correo; lo revisas y lo envías tú, desde tu cuenta.
      </p>
      {read.status === 'loading' && (
        <div className="d-flex flex-wrap align-items-center gap-3 py-3">
          <span role="status" aria-live="polite" className="d-inline-flex align-items-center gap-2">
            <Spinner size="sm" aria-hidden="true" />
            {read.progress
              ? `Leyendo… ${formatNumber(read.progress.loaded)} de ${countOf(read.progress.total, 'pyme', 'pymes')}`
              : 'Leyendo las pymes de esta vista…'}
          </span>
          <Button color="secondary" outline onClick={cancel}>
            Cancelar
          </Button>
        </div>
      )}
      <div>
        {read.status === 'error' && (
          <>
            <p role="alert" className="mb-2">
              No pudimos leer las pymes de esta vista.
            </p>
            <Button innerRef={retryButton} color="primary" outline onClick={retry}>
              Reintentar
            </Button>
          </>
        )}
        {read.status === 'cancelled' && (
          <>
            <p role="status" className="mb-2">
              Lectura cancelada: no hay direcciones.
            </p>
            <Button innerRef={retryButton} color="primary" outline onClick={retry}>
              Volver a leer
            </Button>
          </>
        )}
        {read.status === 'done' && (
          <ReadResult
            walk={read.walk}
            collected={read.collected}
            message={message}
            suggested={suggested}
            onMessageChange={onMessageChange}
            summaryRef={summary}
          />
        )}
      </div>
    </>
  );
}

/** The props of the follow-up dialog. */
export interface FollowUpDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The list's search and filters: the dialog reads every pyme they select when it opens. */
  filters: PymeListFilters;
}

/**
 * "Seguimiento por correo" (issue 38): reads every pyme of the view with the
 * export's bounded walk (100 a request; progress and Cancelar; Reintentar
 * after a failure; "… de N" and why when it stopped short), collects the
 * entrepreneurs' e-mails (each once; it tells how many pymes have none), and
 * offers "Copiar correos" and "Escribir a estas pymes": `mailto:` links in
 * groups of at most 50 addresses and 1 800 characters, addresses in BCC,
 * with a subject and body the admin edits (kept in this browser per
 * account). The app sends no e-mail.
 */
export function FollowUpDialog({ isOpen, onClose, filters }: FollowUpDialogProps) {
  const titleId = useId();
  const userUuid = useAppSelector(selectProfile)?.user.uuid;
  const [suggested] = useState(() =>
    suggestedMessage(site.name, `${window.location.origin}${paths.login}`),
  );
  const [message, setMessage] = useState<MailMessage>(
    () => (userUuid ? savedMessage(userUuid) : null) ?? suggested,
  );

  const changeMessage = (next: MailMessage) => {
    setMessage(next);
    if (!userUuid) return;
    const asSuggested =
      next.subject === suggested.subject &&
      next.body === suggested.body &&
      next.separator === suggested.separator;
    saveMessage(userUuid, asSuggested ? null : next);
  };

  return (
    <Modal
      isOpen={isOpen}
      toggle={onClose}
      trapFocus
      scrollable
      size="lg"
      labelledBy={titleId}
      fade={false}
    >
      <DialogHeader id={titleId} onClose={onClose}>
        Seguimiento por correo
      </DialogHeader>
      <ModalBody>
        <FollowUpContent
          filters={filters}
          message={message}
          suggested={suggested}
          onMessageChange={changeMessage}
        />
      </ModalBody>
      <ModalFooter>
        <Button color="secondary" onClick={onClose}>
          Cerrar
        </Button>
      </ModalFooter>
    </Modal>
  );
}
