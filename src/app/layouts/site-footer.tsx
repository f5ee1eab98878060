import { Link } from 'react-router-dom';
import { ExternalLink } from '@/components/external-link';
import { paths } from '@/config/paths';
import { site } from '@/config/site';

/** Footer of every page with navigation: policy link, contact data, social links. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer bg-dark text-white mt-auto">
      <div className="container-lg py-4">
        <div className="row gy-4">
          <div className="col-12 col-md-4">
            <p className="h5 fw-bold mb-2">{site.name}</p>
            <p className="mb-2 small">{site.tagline}</p>
            <Link to={paths.terms} className="link-light">
              Política de privacidad y términos
            </Link>
          </div>
          <div className="col-12 col-md-4">
            <h2 className="h6 text-uppercase fw-bold">Contacto</h2>
            <ul className="list-unstyled small mb-0">
              <li>
                <a className="link-light" href={`mailto:${site.contact.email}`}>
                  {site.contact.email}
                </a>
              </li>
              <li>
                <a className="link-light" href={`tel:${site.contact.phone.replace(/\s/g, '')}`}>
                  {site.contact.phone}
                </a>
              </li>
              <li>{site.contact.address}</li>
            </ul>
          </div>
          <div className="col-12 col-md-4">
            <h2 className="h6 text-uppercase fw-bold">Síguenos</h2>
            <ul className="list-unstyled small mb-0">
              {site.social.map((network) => (
                <li key={network.name}>
                  <ExternalLink href={network.url} className="link-light">
                    {network.name}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <p className="small mb-0 mt-4 border-top border-secondary pt-3">
          © {year} {site.name}
        </p>
      </div>
    </footer>
  );
}
