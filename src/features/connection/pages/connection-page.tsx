import { useMemo, useState } from 'react';
import { detections, useDetections } from '@/api/edge/detections';
import { provenFilters, selectFilterSupportState } from '@/api/filter-support';
import { countOf } from '@/lib/numbers';
import { useAppSelector } from '@/lib/store-hooks';
import { connectionApi, isProbed, probedResources, type ProbedResource } from '../connection-api';
import { resourceOrder, resourceTexts } from '../connection-texts';
import { ResourceCard } from '../components/resource-card';
import { ServerFacts } from '../components/server-facts';

/** How many of the page's probes have an answer, and how many of those failed. */
function useProbesSettled(probes: readonly ProbedResource[]) {
  const settled = useAppSelector(
    (state) =>
      probes.filter((resource) => {
        const probe = connectionApi.endpoints.probeResource.select(resource)(state);
        return probe.isSuccess || probe.isError;
      }).length,
  );
  const failed = useAppSelector(
    (state) =>
      probes.filter(
        (resource) => connectionApi.endpoints.probeResource.select(resource)(state).isError,
      ).length,
  );
  return { settled, failed };
}

/** Where the page's reads stand, announced as they change. */
function ProbesStatus({ probes }: { probes: readonly ProbedResource[] }) {
  const { settled, failed } = useProbesSettled(probes);
  const total = probes.length;
  let text: string;
  if (total === 0) {
    text =
      'No hizo falta consultar nada: la aplicación ya había leído en esta sesión cada lista que esta página puede consultar.';
  } else if (settled < total) {
    text = `Consultando al servidor: ${String(settled)} de ${countOf(total, 'recurso', 'recursos')}…`;
  } else if (failed === 0) {
    text = `Consulta terminada: ${countOf(total, 'recurso respondió', 'recursos respondieron')}.`;
  } else {
    text = `Consulta terminada: ${countOf(failed, 'recurso no respondió', 'recursos no respondieron')} de ${String(total)}; cada uno dice por qué y ofrece «Reintentar».`;
  }
  return (
    <p role="status" className="d-flex align-items-center gap-2">
      {settled < total && (
        <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
      )}
      <span>{text}</span>
    </p>
  );
}

/**
 * "Conexión con el servidor" (super admins, issue 45): what the app learned
 * of the backend it is connected to in this session, per resource, read
 * from the edge's detections (src/api/edge/detections.ts) and the filters
 * proven (src/api/filter-support.ts). For each list the app can read and
 * had not used yet when the page opened, one GET of one row, read by the
 * edge like any answer; nothing that changes data.
 */
export function ConnectionPage() {
  const known = useDetections();
  // Decided once, as the page opens: what the app had not seen yet.
  const [probes] = useState(() =>
    probedResources.filter((resource) => detections().resources[resource] === undefined),
  );
  const filterSupport = useAppSelector(selectFilterSupportState);
  const proven = useMemo(() => provenFilters(filterSupport), [filterSupport]);

  return (
    <>
      <h1 className="h2">Conexión con el servidor</h1>
      <p>
        Lo que la aplicación ha aprendido en esta sesión del servidor al que está conectada: cómo
        responde donde la especificación deja más de una lectura, qué propuestas nuestras respeta y
        qué filtros aplica la aplicación por su cuenta. Es para quien instala la aplicación y para
        soporte. Se olvida al recargar la página.
      </p>
      <p>
        Para las listas que la aplicación aún no había leído, esta página hace una sola consulta
        pequeña por recurso (una lectura GET de una fila); nunca envía nada que cambie datos.
      </p>
      <ProbesStatus probes={probes} />
      <ServerFacts server={known.server} />
      <section aria-labelledby="conexion-recursos">
        <h2 id="conexion-recursos" className="h4">
          Cada recurso de la API
        </h2>
        <div className="d-grid gap-3">
          {resourceOrder.map((resource) => (
            <div key={resource}>
              <ResourceCard
                facts={{
                  resource,
                  texts: resourceTexts[resource],
                  detections: known.resources[resource],
                  proven,
                }}
                probe={isProbed(resource) && probes.includes(resource) ? resource : undefined}
              />
            </div>
          ))}
        </div>
      </section>
    </>
  );
}
