import { useId } from 'react';
import { reports } from 'virtual:site-content/library';
import { SampleContentBadge } from '@/components/sample-content-badge';
import type { LibraryReport } from '@/config/site-content';
import { PageHero } from '../components/page-hero';

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
          {report.format !== undefined && (
            <span className="small text-body-secondary">{report.format}</span>
          )}
          <a href={report.url} download className="btn btn-primary">
            Descargar <span className="visually-hidden">{report.title}</span>
          </a>
        </div>
      </div>
    </article>
  );
}

/**
 * `/library`: the reports, each with a download button (spec §2). They come
 * from the content file (docs/deployment.md); without them the page says
 * they will be published here.
 */
export function LibraryPage() {
  return (
    <>
      <PageHero eyebrow="Biblioteca" title="Informes y guías para tu pyme">
        <p className="lead mb-0 hero-text">
          Informes gratuitos sobre pymes, mujeres que emprenden y herramientas digitales.
        </p>
      </PageHero>
      <div className="container-lg py-5">
        {reports.length === 0 ? (
          <p className="fs-5 mb-0">
            Aún no hay informes publicados. Cuando los tengamos, los podrás descargar gratis desde
            aquí.
          </p>
        ) : (
          <>
            <SampleContentBadge className="mb-3" />
            <ul className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-4 list-unstyled mb-0">
              {reports.map((report, index) => (
                <li key={`${String(index)}-${report.url}`} className="col">
                  <ReportCard report={report} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </>
  );
}
