import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../testing/render'
import { InvalidCaLines, LineCaBadge } from './line-ca-badge'

describe("an estimate line's CA for the staff", () => {
  it('says why a CA is not valid: the registry, or the date; and counts such lines for the inbox', async () => {
    await renderWithProviders(
      <>
        <LineCaBadge line={{ caState: 'valido', caRegistryStatus: 'valido' }} />
        <LineCaBadge line={{ caState: 'vencendo', caRegistryStatus: null }} />
        <LineCaBadge line={{ caState: 'invalido', caRegistryStatus: 'vencido' }} />
        <LineCaBadge line={{ caState: 'invalido', caRegistryStatus: 'nao_encontrado' }} />
        <LineCaBadge line={{ caState: 'invalido', caRegistryStatus: 'valido' }} />
        <InvalidCaLines
          lines={[
            { caState: 'invalido', caRegistryStatus: 'vencido' },
            { caState: 'invalido', caRegistryStatus: null },
            { caState: 'valido', caRegistryStatus: null },
          ]}
        />
        <InvalidCaLines lines={[{ caState: 'valido', caRegistryStatus: null }]} />
      </>,
      { namespaces: ['admin-ops'] },
    )
    for (const text of [
      'CA válido',
      'CA vence em breve',
      'CA vencido no CAEPI',
      'CA fora do CAEPI',
      'CA vencido',
      '2 itens com CA não válido',
    ])
      expect(screen.getByText(text)).toBeDefined()
  })
})
