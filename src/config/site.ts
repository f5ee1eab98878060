/**
 * The site's own name and tagline, which appear across the site (bar,
 * footer, titles, link previews). The organisation's contact data, networks
 * and the rest of its content come from the deployer's content file
 * (docs/deployment.md, "The organisation's content"), never from here.
 */
export const site = {
  name: 'Pymes Digitales',
  tagline: 'Transformación digital para pymes lideradas por mujeres',
} as const;
