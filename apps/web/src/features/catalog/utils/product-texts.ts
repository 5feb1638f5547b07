/* The catalogue's texts in the page's language: the shared per-field choice (decision 035), in `lib` since the
 * CA lookup's product links make the same choice. */
export { pageText, usePageText, type PageText } from '../../../lib/page-text'
