/** How the brand is reached: the contact page shows it, and the home page's structured data carries it. */
export const SITE_CONTACT = {
  email: 'contato@escudo.example',
  telephone: '0800 000 0000',
} as const

/** The brand's logo, as a path on the site. */
export const SITE_LOGO = '/favicon.svg'
