import { useId } from 'react';
import { PageHero } from '../components/page-hero';
import { libraryReports, type LibraryReport } from '../data/library-reports';

function ReportCard({ report }: { report: LibraryReport }) {
  const titleId = useId();
  return (
    <article className="card h-100 shadow-sm" aria-labelledby={titleId}>
      <div className="card-body d-flex flex-column">
        <h2 id={titleId} className="h5">
          {report.title}
        </h2>
        <p className="flex-grow-1">{report.description}</p>
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <span className="small text-body-secondary">{report.format}</span>
          <a href={report.file} download className="btn btn-primary">
            Descargar <span className="visually-hidden">{report.title}</span>
          </a>
        </div>
      </div>
    </article>
  );
}

/** `/library`: the reports, each with a download button (spec §2). */
export function LibraryPage() {
  return (
    <>
      <PageHero eyebrow="Biblioteca" title="Informes y guías para tu pyme">
        <p className="lead mb-0 hero-text">
          Descarga gratis nuestros informes sobre pymes, mujeres que emprenden y herramientas
          digitales.
        </p>
      </PageHero>
      <div className="container-lg py-5">
        <ul className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-4 list-unstyled mb-0">
          {libraryReports.map((report) => (
            <li key={report.file} className="col">
              <ReportCard report={report} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
