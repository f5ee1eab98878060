import { Link } from 'react-router-dom';
import { contact, social } from 'virtual:site-content';
import { ExternalLink } from '@/components/external-link';
import { SampleContentBadge } from '@/components/sample-content-badge';
import { paths } from '@/config/paths';
import { site } from '@/config/site';

/**
 * Footer of every page with navigation: policy link, contact data, social
 * links. The contact data and the networks come from the content file
 * (docs/deployment.md): what it does not give is not shown.
 */
export function SiteFooter() {
  const year = new Date().getFullYear();
  const { email, phone, address } = contact;
  const hasContact = email !== undefined || phone !== undefined || address !== undefined;
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
          {hasContact && (
            <div className="col-12 col-md-4">
              <h2 className="h6 text-uppercase fw-bold">Contacto</h2>
              <ul className="list-unstyled small mb-0">
                {email !== undefined && (
                  <li>
                    <a className="link-light" href={`mailto:${email}`}>
                      {email}
                    </a>
                  </li>
                )}
                {phone !== undefined && (
                  <li>
                    <a className="link-light" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
                      {phone}
                    </a>
                  </li>
                )}
                {address !== undefined && <li>{address}</li>}
              </ul>
            </div>
          )}
          {social.length > 0 && (
            <div className="col-12 col-md-4">
              <h2 className="h6 text-uppercase fw-bold">Síguenos</h2>
              <ul className="list-unstyled small mb-0">
                {social.map((network, index) => (
                  <li key={`${String(index)}-${network.name}`}>
                    <ExternalLink href={network.url} className="link-light">
                      {network.name}
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <p className="small mb-0 mt-4 border-top border-secondary pt-3 d-flex flex-wrap align-items-center gap-2">
          <span>
            © {year} {site.name}
          </span>
          <SampleContentBadge />
        </p>
      </div>
    </footer>
  );
}
