import { organisations, programmeNumbers } from '../data/organisations';
import { PageHero } from '../components/page-hero';
import { StatCards } from '../components/stat-cards';

/** `/aboutus`: who runs the programme and the programme in numbers (spec §1). */
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
          <ul className="row row-cols-1 row-cols-md-2 g-4 list-unstyled mb-0">
            {organisations.map((organisation) => (
              <li key={organisation.name} className="col">
                <div className="stat-card h-100 rounded-3 p-4">
                  <h3 className="h5">{organisation.name}</h3>
                  <p className="mb-0">{organisation.role}</p>
                </div>
              </li>
            ))}
          </ul>
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
