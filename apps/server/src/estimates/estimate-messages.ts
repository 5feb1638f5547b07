import type { Bilingual } from '../lib/errors'

/**
 * The estimates' refusals built in more than one place, in both languages a reader may have (`users.locale`):
 * the error handler answers each signed-in reader in theirs, pt-BR by default. The status refusals are in
 * `state-machine.ts`, the CA refusal in `ca-refusal.ts`.
 */
export const estimateMessages = {
  missing: (id: string): Bilingual => ({
    'pt-BR': `Orçamento ${id} não encontrado.`,
    en: `Estimate ${id} not found.`,
  }),
  productNotInCatalogue: {
    'pt-BR': 'Produto não encontrado no catálogo.',
    en: 'Product not found in the catalogue.',
  } satisfies Bilingual,
}
