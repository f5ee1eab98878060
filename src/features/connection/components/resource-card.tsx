import { useId } from 'react';
import { Button, Card, CardBody } from 'reactstrap';
import { isApiError } from '@/api/api-error';
import type { ApiRequest } from '@/api/api-request';
import { probeRequest, useProbeResourceQuery, type ProbedResource } from '../connection-api';
import { FacetValue, facetsOf, type ResourceFacts } from './facets';
import { facetTitles } from '../connection-texts';

/** The request as a support person would type it: `api/pymes/pyme/?limit=1&offset=0`. */
function requestText({ url, params = {} }: ApiRequest): string {
  const query = new URLSearchParams(
    Object.entries(params).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, String(value)]],
    ),
  ).toString();
  return query ? `${url}?${query}` : url;
}

/** Why a probe failed, in words. */
function failureWords(error: unknown): string {
  if (!isApiError(error)) return 'la consulta falló';
  switch (error.status) {
    case 'NETWORK_ERROR':
      return 'no hubo respuesta (sin conexión, o el servidor no contesta o no permite la consulta desde esta dirección)';
    case 'TIMEOUT':
      return 'el servidor no respondió a tiempo';
    case 'BAD_RESPONSE':
      return 'el servidor respondió algo que la aplicación no entiende';
    default:
      return `el servidor respondió con el código ${String(error.status)}`;
  }
}

/** The page's one small read of a resource the app had not used yet, and how it went. */
function Probe({ resource, name }: { resource: ProbedResource; name: string }) {
  const probe = useProbeResourceQuery(resource);
  const request = <code className="text-break">GET {requestText(probeRequest(resource))}</code>;
  if (probe.isError) {
    return (
      <div className="alert alert-warning py-2 mb-3" role="alert">
        <p className="mb-2">
          No pudimos consultar al servidor ({request}): {failureWords(probe.error)}. Lo que falta de
          este recurso sigue sin saberse.
        </p>
        <Button
          color="primary"
          size="sm"
          outline
          disabled={probe.isFetching}
          onClick={() => {
            void probe.refetch();
          }}
        >
          Reintentar <span className="visually-hidden">la consulta de {name.toLowerCase()}</span>
        </Button>
      </div>
    );
  }
  if (probe.isSuccess) {
    return (
      <p className="small text-body-secondary mb-3">
        Esta página consultó una fila de su lista: {request}.
      </p>
    );
  }
  return (
    <p className="small text-body-secondary mb-3 d-flex align-items-center gap-2">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      <span>Consultando al servidor: {request}…</span>
    </p>
  );
}

/** Everything the page knows of one resource, as a card of term and value rows. */
export function ResourceCard({
  facts,
  probe,
}: {
  facts: ResourceFacts;
  /** The resource to probe when the app had not used it yet as the page opened. */
  probe?: ProbedResource | undefined;
}) {
  const headingId = useId();
  const { texts } = facts;
  return (
    <Card tag="section" aria-labelledby={headingId}>
      <CardBody>
        <h3 id={headingId} className="h5 mb-1">
          {texts.name}
        </h3>
        <p className="small text-body-secondary mb-3 text-break">{texts.endpoints}</p>
        {probe && <Probe resource={probe} name={texts.name} />}
        <dl className="mb-0">
          {facetsOf(facts).map((facet) => (
            <div key={facet} className="row gx-3 mb-2">
              <dt className="col-sm-4 col-lg-3">{facetTitles[facet]}</dt>
              <dd className="col-sm-8 col-lg-9 mb-0">
                <FacetValue facet={facet} facts={facts} />
              </dd>
            </div>
          ))}
        </dl>
        <p className="small text-body-secondary mt-2 mb-0">{texts.learnedWhen}</p>
      </CardBody>
    </Card>
  );
}
