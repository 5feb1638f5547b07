import { useTranslation } from 'react-i18next'
import type { CaRegistryImport } from '../api/ca-registry'

/** A reason the server stored: a message key and its values, or the pt-BR words of an older import. */
export type CaRegistryMessage = NonNullable<CaRegistryImport['failure']>

/**
 * Words a stored reason in the reader's language (`caRegistry.messages`); an import recorded before message
 * keys has only the server's Portuguese words, shown as they are.
 */
export function useCaRegistryMessage() {
  const { t } = useTranslation('admin-catalog')
  return ({ code, params, text }: CaRegistryMessage): string =>
    code === null
      ? (text ?? '')
      : t([`caRegistry.messages.${code}`, 'caRegistry.messages.unknown'], { ...params, code })
}
