import { screen, within } from '@testing-library/react'
import type { ChemicalResult } from '@escudo/contracts'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../../testing/render'
import { ProductChemicals } from './product-chemicals'

const RESULTS: ChemicalResult[] = [
  {
    cas: '1310-73-2',
    name: 'Hidróxido de sódio 40 %',
    nameEn: 'Sodium hydroxide 40 %',
    letter: 'K',
    level: 6,
    breakthroughMinutes: null,
    degradation: 2.5,
    standard: 'EN 16523-1:2015',
  },
  {
    cas: '1336-21-6',
    name: 'Hidróxido de amônio 25 %',
    nameEn: 'Ammonium hydroxide 25 %',
    letter: 'O',
    level: 5,
    breakthroughMinutes: 250,
    degradation: null,
    standard: 'EN 16523-1:2015',
  },
  {
    cas: '64-17-5',
    name: 'Etanol',
    nameEn: null,
    letter: null,
    level: null,
    breakthroughMinutes: null,
    degradation: 12,
    standard: 'EN ISO 374-4:2019',
  },
]

const show = (language?: 'en') =>
  renderWithProviders(<ProductChemicals results={RESULTS} type="B" letters="KO" />, {
    namespaces: ['customer'],
    ...(language ? { language } : {}),
  })

const rowOf = (name: string) => screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!

describe('ProductChemicals', () => {
  it('shows each chemical with its CAS, level in words, minutes and degradation, in a captioned table', async () => {
    await show()
    const table = screen.getByRole('table', { name: /Resistência à permeação e degradação/ })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Produto químico', 'Nº CAS', 'Nível', 'Proteção', 'Ruptura', 'Degradação'])
    expect(
      within(rowOf('Hidróxido de amônio'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1336-21-6', '5', 'protege por mais de 4 h', '250 min', 'não ensaiado'])
    expect(
      within(rowOf('Hidróxido de sódio'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1310-73-2', '6', 'protege por mais de 8 h', '> 480 min', '2,5%'])
    expect(within(rowOf('Etanol')).getByText('sem ensaio de permeação')).toBeDefined()
    expect(screen.getByText('EN ISO 374-1 Tipo B')).toBeDefined()
    expect(screen.getByText('Letras no pictograma: KO')).toBeDefined()
  })

  it('speaks English, marking an untranslated name as Portuguese', async () => {
    await show('en')
    expect(screen.getByRole('table', { name: /Permeation and degradation resistance/ })).toBeDefined()
    expect(within(rowOf('Ammonium hydroxide')).getByText('protects for more than 4 h')).toBeDefined()
    expect(screen.getByText('Etanol').getAttribute('lang')).toBe('pt-BR')
    expect(screen.getByText('Sodium hydroxide 40 %').getAttribute('lang')).toBeNull()
  })
})
