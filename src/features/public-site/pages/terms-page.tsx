import { Link } from 'react-router-dom';
import { contact } from 'virtual:site-content';
import { paths } from '@/config/paths';
import { privacyPolicy } from '@/config/privacy-policy';
import { site } from '@/config/site';
import { BackHomeLink } from '../components/back-home-link';

/** `/terms-and-conditions`: the terms and the privacy policy (spec §1). */
export function TermsPage() {
  return (
    <div className="container-lg py-5 terms-page">
      <BackHomeLink />
      <h1 className="display-6 fw-bold mb-4">Términos y condiciones</h1>

      <section aria-labelledby="use-title" className="mb-5">
        <h2 id="use-title" className="h3">
          Uso de la plataforma
        </h2>
        <p>
          {site.name} es una plataforma gratuita para que las pymes postulen al programa de
          transformación digital, respondan su diagnóstico y sigan las líneas de formación que se
          les asignen. Al registrarte declaras que los datos que entregas son verdaderos y que
          tienes autorización para representar a tu empresa.
        </p>
        <p>
          Cada cuenta es personal. Cuida tu contraseña y avísanos si crees que alguien más entró a
          tu cuenta. Podemos suspender cuentas que entreguen datos falsos o usen la plataforma para
          fines distintos al programa.
        </p>
        <p className="mb-0">
          Postular no asegura un cupo: la selección sigue las bases de cada programa.
        </p>
      </section>

      <section aria-labelledby="rules-title" className="mb-5">
        <h2 id="rules-title" className="h3">
          Bases de los programas
        </h2>
        <p>
          El calendario, los requisitos para postular y cómo se evalúa a las pymes están en la
          página de cada programa:
        </p>
        <ul className="mb-0">
          <li>
            <Link to={paths.mujeresEmpresarias}>Bases del Programa Mujeres Empresarias</Link>
          </li>
          <li>
            <Link to={paths.compite}>Bases del Programa COMPITE</Link>
          </li>
        </ul>
      </section>

      <section aria-labelledby="privacy-title">
        <h2 id="privacy-title" className="h3">
          {privacyPolicy.title}
        </h2>
        <p>{privacyPolicy.intro}</p>
        <ul>
          {privacyPolicy.statements.map((statement) => (
            <li key={statement}>{statement}</li>
          ))}
        </ul>
        <p className={contact.email === undefined ? 'mb-0' : undefined}>
          No vendemos ni compartimos tus datos con terceros fuera del programa.
        </p>
        {contact.email !== undefined && (
          <p className="mb-0">
            Para ejercer tus derechos escríbenos a{' '}
            <a href={`mailto:${contact.email}`}>{contact.email}</a>.
          </p>
        )}
      </section>
    </div>
  );
}
