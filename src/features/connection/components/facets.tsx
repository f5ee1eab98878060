import type { ReactNode } from 'react';
import type { ResourceDetections, ResourceName } from '@/api/edge/detections';
import { readListKey, resourceOfEndpoint } from '@/api/edge/resources';
import type { FilterSupport, ProvenFilter } from '@/api/filter-support';
import { countOf, formatNumber } from '@/lib/numbers';
import {
  listShapeDetails,
  listShapeWords,
  mediaWords,
  momentWords,
  unknownYet,
  type Addition,
  type Facet,
  type ResourceTexts,
} from '../connection-texts';

/** What the page knows of one resource: the edge's detections and the filters proven. */
export interface ResourceFacts {
  resource: ResourceName;
  texts: ResourceTexts;
  detections: ResourceDetections | undefined;
  /** Every filter of ours the store knows proven (all endpoints). */
  proven: readonly ProvenFilter[];
}

/** "No sabemos todavía", with when the app learns it. */
function Unknown({ when }: { when?: string }) {
  return (
    <span className="text-body-secondary">
      {unknownYet}
      {when ? ` (${when})` : ''}.
    </span>
  );
}

function Entries({ children }: { children: ReactNode }) {
  return <ul className="list-unstyled mb-0 d-grid gap-1">{children}</ul>;
}

function Lists({ lists }: { lists: ResourceDetections['lists'] }) {
  const keys = Object.keys(lists).sort();
  if (keys.length === 0) return <Unknown />;
  return (
    <Entries>
      {keys.map((key) => {
        const shape = lists[key];
        if (!shape) return null;
        const { endpoint, pageAsked } = readListKey(key);
        return (
          <li key={key}>
            <code className="text-break">{endpoint}</code>{' '}
            {pageAsked ? 'pidiendo una página (limit):' : 'sin pedir página (sin limit):'}{' '}
            <strong>{listShapeWords[shape]}</strong>{' '}
            <span className="text-body-secondary">{listShapeDetails[shape]}</span>
          </li>
        );
      })}
    </Entries>
  );
}

function Names({ names }: { names: ResourceDetections['names'] }) {
  const fields = Object.keys(names).sort();
  if (fields.length === 0) return <Unknown />;
  return (
    <Entries>
      {fields.map((field) => (
        <li key={field}>
          <code>{field}</code>: el servidor lo llama <code>{names[field]}</code>
        </li>
      ))}
    </Entries>
  );
}

/** Whether the server answers a call of ours, in words. */
function callWords(support: 'honoured' | 'ignored'): string {
  return support === 'honoured'
    ? 'el servidor la responde'
    : 'el servidor no la tiene: la aplicación hace lo mismo con lo que da la especificación';
}

/** Whether the server applies a filter of ours, in words. */
function filterWords(support: FilterSupport): string {
  return support === 'honoured'
    ? 'el servidor lo aplica'
    : 'el servidor no lo aplica: la aplicación filtra las filas en el navegador';
}

function AdditionEntry({ addition, facts }: { addition: Addition; facts: ResourceFacts }) {
  if (addition.kind === 'call') {
    const support = facts.detections?.additions?.[addition.key];
    return (
      <li>
        {addition.label} (<code className="text-break">{addition.key}</code>):{' '}
        {support ? <strong>{callWords(support)}</strong> : <Unknown when={addition.whenKnown} />}
      </li>
    );
  }
  const support = facts.proven.find(
    (known) => known.endpoint === addition.endpoint && known.filter === addition.filter,
  )?.support;
  return (
    <li>
      {addition.label} (<code>{addition.filter}</code> en{' '}
      <code className="text-break">{addition.endpoint}</code>):{' '}
      {support ? <strong>{filterWords(support)}</strong> : <Unknown when={addition.whenKnown} />}
    </li>
  );
}

/** The additions of ours the page names for `facts`, and any other the app learned of. */
function additionsOf(facts: ResourceFacts): Addition[] {
  const named = [...(facts.texts.additions ?? [])];
  const isNamed = (candidate: Addition) =>
    named.some((addition) =>
      addition.kind === 'call' && candidate.kind === 'call'
        ? addition.key === candidate.key
        : addition.kind === 'filter' &&
          candidate.kind === 'filter' &&
          addition.endpoint === candidate.endpoint &&
          addition.filter === candidate.filter,
    );
  const learned: Addition[] = [
    ...Object.keys(facts.detections?.additions ?? {}).map((key): Addition => ({
      kind: 'call',
      key,
      label: 'Llamada',
      whenKnown: '',
    })),
    ...facts.proven
      .filter((known) => resourceOfEndpoint(known.endpoint) === facts.resource)
      .map((known): Addition => ({
        kind: 'filter',
        endpoint: known.endpoint,
        filter: known.filter,
        label: 'Filtro',
        whenKnown: '',
      })),
  ];
  return [...named, ...learned.filter((addition) => !isNamed(addition))];
}

function Additions({ facts }: { facts: ResourceFacts }) {
  const additions = additionsOf(facts);
  if (additions.length === 0) return <Unknown />;
  return (
    <Entries>
      {additions.map((addition) => (
        <AdditionEntry
          key={addition.kind === 'call' ? addition.key : `${addition.endpoint}?${addition.filter}`}
          addition={addition}
          facts={facts}
        />
      ))}
    </Entries>
  );
}

/**
 * The filters the app applied to the rows itself: those the edge counted
 * (rows read, rows kept), and the filters of ours proven ignored, which the
 * app applies without counting here.
 */
function FiltersHere({ facts }: { facts: ResourceFacts }) {
  const counted = facts.detections?.filtersHere ?? {};
  const keys = Object.keys(counted).sort();
  const uncounted = facts.proven.filter(
    (known) =>
      known.support === 'ignored' &&
      resourceOfEndpoint(known.endpoint) === facts.resource &&
      !Object.hasOwn(counted, `${known.endpoint}?${known.filter}`),
  );
  if (keys.length === 0 && uncounted.length === 0) {
    return <span>Ninguno hasta ahora en esta sesión.</span>;
  }
  return (
    <Entries>
      {keys.map((key) => {
        const at = key.lastIndexOf('?');
        const counts = counted[key];
        if (!counts) return null;
        return (
          <li key={key}>
            <code>{key.slice(at + 1)}</code> en{' '}
            <code className="text-break">{key.slice(0, at)}</code>: {formatNumber(counts.kept)} de{' '}
            {countOf(counts.rows, 'fila leída', 'filas leídas')}{' '}
            {counts.kept === 1 ? 'cumple' : 'cumplen'} el filtro (la última vez)
          </li>
        );
      })}
      {uncounted.map((known) => (
        <li key={`${known.endpoint}?${known.filter}`}>
          <code>{known.filter}</code> en <code className="text-break">{known.endpoint}</code>: la
          aplicación lo aplica en el navegador
        </li>
      ))}
    </Entries>
  );
}

/** The facets shown for a resource: the ones that apply to it, and any the app learned of. */
export function facetsOf(facts: ResourceFacts): Facet[] {
  const known = facts.detections;
  const proven = facts.proven.filter(
    (filter) => resourceOfEndpoint(filter.endpoint) === facts.resource,
  );
  const learned: Facet[] = [
    ...(known && Object.keys(known.lists).length > 0 ? (['lists'] as const) : []),
    ...(known && Object.keys(known.names).length > 0 ? (['names'] as const) : []),
    ...(known?.moments ? (['moments'] as const) : []),
    ...(known?.media ? (['media'] as const) : []),
    ...(known?.additions || proven.length > 0 ? (['additions'] as const) : []),
    ...((known && Object.keys(known.filtersHere).length > 0) ||
    proven.some((filter) => filter.support === 'ignored')
      ? (['filtersHere'] as const)
      : []),
  ];
  const all: readonly Facet[] = ['lists', 'names', 'moments', 'media', 'additions', 'filtersHere'];
  return all.filter((facet) => facts.texts.facets.includes(facet) || learned.includes(facet));
}

/** What the page says of one facet of a resource. */
export function FacetValue({ facet, facts }: { facet: Facet; facts: ResourceFacts }) {
  const known = facts.detections;
  switch (facet) {
    case 'lists':
      return <Lists lists={known?.lists ?? {}} />;
    case 'names':
      return <Names names={known?.names ?? {}} />;
    case 'moments':
      return known?.moments ? <span>{momentWords[known.moments]}</span> : <Unknown />;
    case 'media':
      return known?.media ? <span>{mediaWords[known.media]}</span> : <Unknown />;
    case 'additions':
      return <Additions facts={facts} />;
    case 'filtersHere':
      return <FiltersHere facts={facts} />;
  }
}
