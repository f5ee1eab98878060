/**
 * What a crawler or a link preview (WhatsApp, Facebook, LinkedIn, X) reads of
 * each public page. Crawlers do not run JavaScript: the production build
 * writes one HTML file per page with these texts in its <head>
 * (scripts/vite-page-html.ts), and nginx serves each page its own file
 * (deploy/nginx/default.conf.template).
 *
 * Plain data with no React in it: the build plugin imports it into the Vite
 * configuration, and scripts/make-og-images.mjs draws the preview images from
 * it. The titles repeat those of src/app/routing/route-table.ts (which the app
 * sets as `${title} | ${site.name}`); tests/unit/config/page-meta.test.ts
 * checks they agree and that every public page of the table is here.
 *
 * To change a page's description or image, edit its entry below (then run
 * `node scripts/make-og-images.mjs` if a programme page's title changed).
 */
import { site } from './site.js';

/** A preview image: a 1200×630 PNG under public/images/og/. */
export interface OgImage {
  /** File name without extension: public/images/og/<name>.png. */
  name: string;
  /** The card's large text (scripts/make-og-images.mjs): the page's title. */
  heading: string;
  /** The card's line under the heading. */
  caption?: string;
}

export interface PageMeta {
  /** The route's path, as in src/config/paths.ts (no parameters). */
  path: string;
  /** The route table's title, before " | Pymes Digitales". */
  title: string;
  /** For <meta name="description"> and og:description: Spanish, at most 160 characters. */
  description: string;
  image: OgImage;
}

/** Width and height of every preview image (the size Facebook and LinkedIn ask for). */
export const ogImageSize = { width: 1200, height: 630 } as const;

/** Where the preview images are, under public/ and on the site. */
export const ogImageFolder = '/images/og';

/**
 * The site's absolute address when the build has no VITE_SITE_URL
 * (docs/decisions.md, "Each public page its own HTML").
 */
export const defaultSiteUrl = 'https://pymesdigitales.cl';

/** og:locale: Spanish as written in Chile. */
export const ogLocale = 'es_CL';

/** The image of the pages that have none of their own. */
export const siteImage: OgImage = {
  name: 'site',
  heading: site.tagline,
};

/** What a preview image shows (og:image:alt): the card's texts. */
export function ogImageAlt(image: OgImage): string {
  return `${site.name}: ${image.heading}${image.caption ? `. ${image.caption}` : ''}`;
}

/** The document title the app sets for a route (src/app/routing/route-screen.tsx). */
export function documentTitle(title: string): string {
  return `${title} | ${site.name}`;
}

/** The public pages of the route table that crawlers see, in the table's order. */
export const pageMeta: readonly PageMeta[] = [
  {
    path: '/',
    title: 'Inicio',
    description:
      'Programa gratuito de transformación digital para pymes chilenas, en especial las lideradas por mujeres: diagnóstico de madurez digital y formación.',
    image: {
      name: 'home',
      heading: 'Lleva tu pyme al mundo digital',
      caption: 'Programa gratuito de diagnóstico y formación digital',
    },
  },
  {
    path: '/aboutus',
    title: 'Nosotros',
    description:
      'Quiénes hacemos Pymes Digitales: gremios, empresarias y especialistas. 300 pymes reciben formación y las 50 mejor evaluadas, asesoría o mentoría.',
    image: {
      name: 'aboutus',
      heading: 'Nosotros',
      caption: 'Quiénes hacemos Pymes Digitales',
    },
  },
  {
    path: '/library',
    title: 'Biblioteca',
    description:
      'La biblioteca de Pymes Digitales: informes y guías gratuitos para tu pyme sobre mujeres que emprenden, herramientas digitales y gestión.',
    image: {
      name: 'library',
      heading: 'Biblioteca',
      caption: 'Informes y guías para tu pyme',
    },
  },
  {
    path: '/terms-and-conditions',
    title: 'Términos y condiciones',
    description:
      'Términos de uso y política de privacidad de Pymes Digitales: para qué usamos tus datos, cuánto tiempo los guardamos y cómo pedir verlos o borrarlos.',
    image: siteImage,
  },
  {
    path: '/mujeresempresarias',
    title: 'Programa Mujeres Empresarias',
    description:
      'Seis semanas de formación digital gratuita para pymes lideradas por mujeres: vende en línea y ordena tus números. Fechas, requisitos y cómo postular.',
    image: {
      name: 'mujeresempresarias',
      heading: 'Programa Mujeres Empresarias',
      caption: 'Formación digital gratuita para pymes lideradas por mujeres',
    },
  },
  {
    path: '/compite',
    title: 'Programa COMPITE',
    description:
      'Cinco semanas de talleres y consultoría para que tu pyme compita en digital: 2 participantes por empresa y mentoría para 40 empresas de 8 regiones.',
    image: {
      name: 'compite',
      heading: 'Programa COMPITE',
      caption: 'Consultoría y talleres para que tu pyme compita en digital',
    },
  },
  {
    path: '/login',
    title: 'Iniciar sesión',
    description:
      'Ingresa con el correo de tu pyme para responder tu diagnóstico digital y seguir tus líneas de formación en Pymes Digitales.',
    image: siteImage,
  },
  {
    path: '/register',
    title: 'Registro',
    description:
      'Postula tu pyme al programa gratuito de transformación digital: crea tu cuenta con tus datos y los de tu empresa, en tres pasos.',
    image: siteImage,
  },
  {
    path: '/resetPassword',
    title: 'Recuperar contraseña',
    description:
      '¿Olvidaste tu contraseña de Pymes Digitales? Escribe el correo con el que te registraste y te enviaremos un enlace para crear una nueva.',
    image: siteImage,
  },
  {
    path: '/registered',
    title: 'Registro exitoso',
    description:
      'Tu postulación a Pymes Digitales fue recibida: revisa tu bandeja de entrada para confirmar tu cuenta e iniciar sesión.',
    image: siteImage,
  },
  {
    path: '/successPassword',
    title: 'Cambio de contraseña exitosa',
    description: 'Hemos cambiado la contraseña de tu cuenta de Pymes Digitales.',
    image: siteImage,
  },
  {
    path: '/successEmail',
    title: 'Email enviado',
    description:
      'Te enviamos un correo desde Pymes Digitales: revisa tu bandeja de entrada y sigue el enlace.',
    image: siteImage,
  },
  {
    path: '/sendEmailToken',
    title: 'Reenviar enlace de validación',
    description:
      '¿El enlace para confirmar tu cuenta de Pymes Digitales expiró o ya fue usado? Escribe tu correo y te enviaremos uno nuevo.',
    image: siteImage,
  },
];

/** Every preview image, once: the site's and each page's own. */
export function ogImages(): OgImage[] {
  const byName = new Map<string, OgImage>([[siteImage.name, siteImage]]);
  for (const page of pageMeta) byName.set(page.image.name, page.image);
  return [...byName.values()];
}

/** The path of a page's built HTML file in the build folder (`mujeresempresarias/index.html`). */
export function pageHtmlFile(path: string): string {
  // The site's root keeps index.html for the single-page app's fallback
  // (docs/decisions.md): the home page's own file sits next to it.
  return path === '/' ? 'index.home.html' : `${path.slice(1)}/index.html`;
}
