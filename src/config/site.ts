/**
 * Texts and links of the organisation that appear across the site (footer,
 * brand). Replace them here; no component holds them.
 */
export const site = {
  name: 'Pymes Digitales',
  tagline: 'Transformación digital para pymes lideradas por mujeres',
  contact: {
    email: 'contacto@pymesdigitales.cl',
    phone: '+56 2 2345 6789',
    address: 'Av. Libertador Bernardo O’Higgins 1234, Santiago, Chile',
  },
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/' },
    { name: 'Instagram', url: 'https://www.instagram.com/' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/' },
  ],
} as const;
