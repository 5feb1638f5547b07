/**
 * Opens another address as a new page (the other language's page: its router has another basename). A function
 * of its own so tests can see where the page went without leaving it.
 */
export const goTo = (href: string) => {
  window.location.assign(href)
}
