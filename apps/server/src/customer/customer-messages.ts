import type { Bilingual } from '../lib/errors'

/**
 * The favourites' and comments' refusals, the customer's routes and the staff's alike, in both languages a reader
 * may have (`users.locale`): the error handler answers each signed-in reader in theirs, pt-BR by default.
 */
export const customerMessages = {
  productMissing: (idOrSlug: string): Bilingual => ({
    'pt-BR': `Produto ${idOrSlug} não encontrado.`,
    en: `Product ${idOrSlug} not found.`,
  }),
  favoriteMissing: (id: string): Bilingual => ({
    'pt-BR': `Favorito ${id} não encontrado.`,
    en: `Favourite ${id} not found.`,
  }),
  commentMissing: (id: string): Bilingual => ({
    'pt-BR': `Comentário ${id} não encontrado.`,
    en: `Comment ${id} not found.`,
  }),
  commentExists: {
    'pt-BR': 'Você já comentou este produto. Edite o seu comentário em vez de criar outro.',
    en: 'You have already commented on this product. Edit your comment instead of writing another.',
  } satisfies Bilingual,
}
