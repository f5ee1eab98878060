import { Link } from 'react-router-dom';
import { call } from 'virtual:site-content';
import { ApplyLink } from '@/components/apply-link';
import { SampleContentBadge } from '@/components/sample-content-badge';
import { paths } from '@/config/paths';
import type { ProgrammeCall } from '@/config/site-content';
import { callState, isPast, type CallState } from '@/lib/programme-call';
import { requirements, scoring, specCall, type Programme } from '../data/programmes';
import { BackHomeLink } from './back-home-link';
import { PageHero } from './page-hero';
import { StatCards } from './stat-cards';

/** Where the call stands, above its calendar. */
function CallStatus({ call, state }: { call: ProgrammeCall; state: CallState }) {
  if (state === 'over') {
    return (
      <>
        <p className="mb-2">
          <span className="badge text-bg-secondary fs-6">{call.name} cerrada</span>{' '}
          <SampleContentBadge />
        </p>
        <p className="text-body-secondary mb-3">
          Estas fueron sus fechas. Cuando se abra una nueva convocatoria, la publicaremos aquí.
        </p>
      </>
    );
  }
  const { closes } = call.applications;
  return (
    <>
      <p className="mb-2">
        {state === 'open' ? (
          <span className="badge text-bg-success fs-6">Postulaciones abiertas</span>
        ) : (
          <span className="badge text-bg-secondary fs-6">Postulaciones cerradas</span>
        )}{' '}
        <SampleContentBadge />
      </p>
      <p className="text-body-secondary mb-3">
        {state === 'open' ? (
          <>
            {call.name}
            {closes && (
              <>
                . Puedes postular hasta el <time dateTime={closes.dateTime}>{closes.when}</time>
              </>
            )}
            .
          </>
        ) : (
          `${call.name}: por ahora no se reciben postulaciones.`
        )}
      </p>
    </>
  );
}

/**
 * A programme page (spec §1): the call's calendar, scoring, requirements,
 * duration and its own terms. The calendar is the content file's call or,
 * without one, the spec's, marked past once its dates are; "Postula tu pyme"
 * shows only while the content file's call has applications open.
 */
export function ProgrammePage({ programme }: { programme: Programme }) {
  const now = new Date();
  const shown = call ?? specCall;
  const state = callState(shown, now);
  return (
    <>
      <PageHero eyebrow={programme.tagline} title={programme.name} above={<BackHomeLink light />}>
        <p className="lead mb-0 hero-text">{programme.intro}</p>
      </PageHero>

      <div className="container-lg py-5 d-grid gap-5">
        {programme.extras.length > 0 && (
          <section aria-labelledby="numbers-title">
            <h2 id="numbers-title" className="h3 mb-3">
              El programa en números
            </h2>
            <StatCards stats={programme.extras} label="El programa en números" />
          </section>
        )}

        <div className="row gx-4 gy-5">
          <section aria-labelledby="timeline-title" className="col-lg-6">
            <h2 id="timeline-title" className="h3 mb-3">
              Calendario
            </h2>
            <CallStatus call={shown} state={state} />
            <ol className="timeline list-unstyled mb-0">
              {shown.timeline.map((entry, index) => {
                // Once the whole call is over the status says so; before, each past date does.
                const past = isPast(entry, now);
                return (
                  <li
                    key={`${String(index)}-${entry.what}`}
                    className={past ? 'timeline-item timeline-item-past' : 'timeline-item'}
                  >
                    <span
                      className={past ? 'fw-semibold d-block' : 'fw-semibold d-block text-primary'}
                    >
                      <time dateTime={entry.dateTime}>{entry.when}</time>
                      {entry.until && (
                        <>
                          {' al '}
                          <time dateTime={entry.until.dateTime}>{entry.until.when}</time>
                        </>
                      )}
                    </span>
                    <span>{entry.what}</span>
                    {past && state !== 'over' && (
                      <span className="d-block small text-body-secondary">Fecha pasada</span>
                    )}
                  </li>
                );
              })}
            </ol>
          </section>

          <div className="col-lg-6 d-grid gap-5 align-content-start">
            <section aria-labelledby="duration-title">
              <h2 id="duration-title" className="h3">
                Duración
              </h2>
              <p className="mb-0">
                La formación dura <strong>{programme.weeks} semanas</strong> y es gratuita para las
                pymes seleccionadas.
              </p>
            </section>

            <section aria-labelledby="requirements-title">
              <h2 id="requirements-title" className="h3">
                Requisitos para postular
              </h2>
              <ul className="mb-0 d-grid gap-2">
                {requirements.map((requirement) => (
                  <li key={requirement}>{requirement}</li>
                ))}
              </ul>
            </section>
          </div>
        </div>

        <section aria-labelledby="scoring-title">
          <h2 id="scoring-title" className="h3 mb-3">
            ¿Cómo se evalúa?
          </h2>
          <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-3 list-unstyled mb-0">
            {scoring.map((item) => (
              <li key={item.criterion} className="col">
                <div className="stat-card h-100 rounded-3 p-3">
                  <span className="d-block display-6 fw-bold text-primary">{item.weight}</span>
                  <h3 className="h6 mb-1">{item.criterion}</h3>
                  <p className="small mb-0">{item.detail}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        {programme.mentoring && (
          <section aria-labelledby="mentoring-title">
            <h2 id="mentoring-title" className="h3">
              Mentorías para {programme.mentoring.firms} empresas
            </h2>
            <p>
              Al terminar los talleres, {programme.mentoring.firms} empresas pasan a mentoría. Para
              ser seleccionada, tu empresa debe:
            </p>
            <ul className="d-grid gap-2">
              {programme.mentoring.conditions.map((condition) => (
                <li key={condition}>{condition}</li>
              ))}
            </ul>
            <p className="mb-0">{programme.mentoring.quota}</p>
          </section>
        )}

        <section className="cta-band rounded-4 p-4 text-center" aria-labelledby="apply-title">
          {state === 'open' ? (
            <>
              <h2 id="apply-title" className="h4">
                ¿Tu pyme cumple los requisitos?
              </h2>
              <p>Postula en pocos minutos. Es gratis.</p>
              <ApplyLink applications={shown.applications} className="btn btn-primary btn-lg" />
            </>
          ) : (
            <>
              <h2 id="apply-title" className="h4">
                Las postulaciones están cerradas
              </h2>
              <p>
                Cuando se abra una nueva convocatoria podrás postular desde aquí. Si ya postulaste,
                inicia sesión para seguir tu diagnóstico y tu formación.
              </p>
              <Link to={paths.login} className="btn btn-outline-primary btn-lg">
                Iniciar sesión
              </Link>
            </>
          )}
        </section>
      </div>
    </>
  );
}
