/* schema.org objects for a page's JSON-LD (lib/page-head.tsx), their URLs absolute. */

const CONTEXT = 'https://schema.org'

/** Where a catalogue search goes, `{search_term_string}` standing for what is typed. */
export const SEARCH_TERM = '{search_term_string}'

/** The brand: its name, site, logo and how to reach it. */
export function organization(brand: {
  name: string
  url: string
  logo: string
  email: string
  telephone: string
}) {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: brand.name,
    url: brand.url,
    logo: brand.logo,
    email: brand.email,
    telephone: brand.telephone,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: brand.email,
      telephone: brand.telephone,
    },
  }
}

/** The site, with the search a search engine may offer in its results (`searchUrl` holds SEARCH_TERM). */
export function webSite(site: { name: string; url: string; language: string; searchUrl: string }) {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: site.name,
    url: site.url,
    inLanguage: site.language,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: site.searchUrl },
      'query-input': `required name=${SEARCH_TERM.slice(1, -1)}`,
    },
  }
}

/** The trail from the home page to a page, each step with its name and address. */
export function breadcrumbList(steps: { name: string; url: string }[]) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  }
}
