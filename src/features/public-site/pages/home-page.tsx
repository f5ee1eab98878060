import { Link } from 'react-router-dom';
import { ApplyLink, openApplications } from '@/components/apply-link';
import { paths } from '@/config/paths';
import { site } from '@/config/site';

const whatWeDo = [
  {
    title: 'Diagnóstico digital',
    text: 'Respondes un diagnóstico por etapas y conoces el nivel digital de tu pyme: qué haces bien y qué te conviene mejorar.',
  },
  {
    title: 'Formación a tu medida',
    text: 'Con tus respuestas te asignamos una línea de formación: ventas en línea, finanzas, marketing o herramientas para el día a día.',
  },
  {
    title: 'Mentorías y redes',
    text: 'Las pymes mejor evaluadas reciben asesoría estratégica y se reúnen con grandes empresas que buscan proveedoras.',
  },
] as const;

const steps = [
  { title: 'Postula tu pyme', text: 'Crea tu cuenta con tus datos y los de tu empresa.' },
  { title: 'Confirma tu correo', text: 'Te enviamos un enlace para validar tu cuenta.' },
  { title: 'Responde el diagnóstico', text: 'Son etapas cortas: avanzas a tu ritmo.' },
  { title: 'Sigue tu formación', text: 'Entra a tus cursos desde “Líneas de Formación”.' },
] as const;

/**
 * `/`: the programme in one page, with a clear way to log in and, while the
 * content file's call has applications open, to apply.
 */
export function HomePage() {
  const applications = openApplications();
  return (
    <>
      <section className="page-hero text-white">
        <div className="container-lg py-5">
          <div className="row align-items-center g-4">
            <div className="col-lg-6">
              <p className="text-uppercase fw-semibold small mb-2">{site.tagline}</p>
              <h1 className="display-5 fw-bold">Lleva tu pyme al mundo digital</h1>
              <p className="lead hero-text">
                Un programa gratuito para pymes chilenas, especialmente las lideradas por mujeres:
                un diagnóstico de tu madurez digital y formación pensada para tu negocio.
              </p>
              <div className="d-flex flex-column flex-sm-row flex-wrap gap-2 mt-4">
                {applications && (
                  <ApplyLink
                    applications={applications}
                    className="btn btn-light btn-lg fw-semibold text-primary text-nowrap"
                  />
                )}
                <Link
                  to={paths.login}
                  className={
                    applications
                      ? 'btn btn-outline-light btn-lg text-nowrap'
                      : 'btn btn-light btn-lg fw-semibold text-primary text-nowrap'
                  }
                >
                  Iniciar sesión
                </Link>
              </div>
              <p className="small mt-3 mb-0">
                ¿Ya postulaste? Inicia sesión para responder tu diagnóstico y seguir tu formación.
              </p>
            </div>
            <div className="col-lg-6 text-center">
              <img
                src="/images/hero.svg"
                alt="Ilustración de una emprendedora vendiendo en línea desde su computador"
                width={560}
                height={420}
                className="img-fluid rounded-4"
                fetchPriority="high"
              />
            </div>
          </div>
        </div>
      </section>

      <div className="container-lg py-5 d-grid gap-5">
        <section aria-labelledby="purpose-title" className="row g-4 align-items-center">
          <div className="col-lg-5">
            <h2 id="purpose-title" className="h2">
              Nuestro propósito
            </h2>
          </div>
          <div className="col-lg-7">
            <p className="fs-5 mb-0">
              Que ninguna pyme se quede atrás en la transformación digital. Queremos que las
              emprendedoras de todo Chile vendan más, trabajen con menos esfuerzo y lleguen a nuevos
              clientes usando herramientas digitales.
            </p>
          </div>
        </section>

        <section aria-labelledby="what-title">
          <h2 id="what-title" className="h2 mb-4">
            Qué hacemos
          </h2>
          <ul className="row row-cols-1 row-cols-md-3 g-4 list-unstyled mb-0">
            {whatWeDo.map((item) => (
              <li key={item.title} className="col">
                <div className="stat-card h-100 rounded-3 p-4">
                  <h3 className="h5">{item.title}</h3>
                  <p className="mb-0">{item.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="how-title">
          <h2 id="how-title" className="h2 mb-4">
            Cómo lo hacemos
          </h2>
          <ol className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-4 list-unstyled mb-0 steps">
            {steps.map((step, index) => (
              <li key={step.title} className="col">
                <span className="step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className="h5 mt-2">{step.title}</h3>
                <p className="mb-0">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="programmes-title">
          <h2 id="programmes-title" className="h2 mb-4">
            Nuestros programas
          </h2>
          <div className="row row-cols-1 row-cols-md-2 g-4">
            <div className="col">
              <div className="stat-card h-100 rounded-3 p-4">
                <h3 className="h5">Programa Mujeres Empresarias</h3>
                <p>Seis semanas de formación digital para pymes lideradas por mujeres.</p>
                <Link to={paths.mujeresEmpresarias}>Conoce el programa Mujeres Empresarias</Link>
              </div>
            </div>
            <div className="col">
              <div className="stat-card h-100 rounded-3 p-4">
                <h3 className="h5">Programa COMPITE</h3>
                <p>Cinco semanas de talleres y consultoría, con mentorías para 40 empresas.</p>
                <Link to={paths.compite}>Conoce el programa COMPITE</Link>
              </div>
            </div>
          </div>
        </section>

        <section className="cta-band rounded-4 p-4 p-md-5 text-center" aria-labelledby="cta-title">
          <h2 id="cta-title" className="h3">
            Tu pyme puede dar el salto digital
          </h2>
          {applications ? (
            <p>Postular es gratis y lo haces en línea, desde aquí.</p>
          ) : (
            <p>
              Las postulaciones están cerradas por ahora. Cuando se abra una nueva convocatoria
              podrás postular gratis desde aquí.
            </p>
          )}
          <div className="d-flex flex-column flex-sm-row justify-content-center gap-2">
            {applications && (
              <ApplyLink applications={applications} className="btn btn-primary btn-lg" />
            )}
            <Link to={paths.aboutUs} className="btn btn-outline-primary btn-lg">
              Quiénes somos
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
