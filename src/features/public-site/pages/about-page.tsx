import { organisations } from 'virtual:site-content/organisations';
import { ExternalLink } from '@/components/external-link';
import { SampleContentBadge } from '@/components/sample-content-badge';
import { programmeNumbers } from '../data/programme-numbers';
import { PageHero } from '../components/page-hero';
import { StatCards } from '../components/stat-cards';

/**
 * `/aboutus`: who runs the programme and the programme in numbers (spec §1).
 * The organisations come from the content file (docs/deployment.md); without
 * them the page says who runs it as the spec does, naming nobody.
 */
export function AboutPage() {
  return (
    <>
      <PageHero eyebrow="Nosotros" title="Quiénes hacemos Pymes Digitales">
        <p className="lead mb-0 hero-text">
          Una alianza entre gremios, empresarias y especialistas para que las pymes chilenas crezcan
          en digital.
        </p>
      </PageHero>
      <div className="container-lg py-5 d-grid gap-5">
        <section aria-labelledby="who-title">
          <h2 id="who-title" className="h2 mb-4">
            Quiénes impulsan el programa
          </h2>
          {organisations.length === 0 ? (
            <p className="fs-5 mb-0">
              El programa lo impulsan una asociación gremial y una organización de mujeres
              empresarias, junto a un socio consultor, con financiamiento de la banca de desarrollo.
            </p>
          ) : (
            <>
              <SampleContentBadge className="mb-3" />
              <ul className="row row-cols-1 row-cols-md-2 g-4 list-unstyled mb-0">
                {organisations.map((organisation, index) => (
                  <li key={`${String(index)}-${organisation.name}`} className="col">
                    <div className="stat-card h-100 rounded-3 p-4">
                      <h3 className="h5">{organisation.name}</h3>
                      <p className="mb-0">{organisation.role}</p>
                      {organisation.url !== undefined && (
                        <p className="mb-0 mt-2">
                          <ExternalLink href={organisation.url}>
                            Sitio web
                            <span className="visually-hidden"> de {organisation.name}</span>
                          </ExternalLink>
                        </p>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
        <section aria-labelledby="numbers-title">
          <h2 id="numbers-title" className="h2 mb-4">
            El programa en números
          </h2>
          <StatCards stats={programmeNumbers} label="El programa en números" />
        </section>
      </div>
    </>
  );
}
