import { describe, expect, it } from 'vitest'
import { trayLabels } from './compare-labels'

describe('trayLabels', () => {
  it('keeps short names whole', () => {
    expect(trayLabels(['Luva Nitro', 'Óculos Vision'])).toEqual(['Luva Nitro', 'Óculos Vision'])
  })

  it('cuts long names in the middle, so names that differ at their end stay apart', () => {
    const labels = trayLabels([
      'Luva de Segurança Nitrílica Forrada Verde',
      'Luva de Segurança Nitrílica Forrada Azul',
    ])
    expect(labels).toEqual(['Luva de Segur…orrada Verde', 'Luva de Segur…Forrada Azul'])
    expect(labels.every((label) => label.length <= 26)).toBe(true)
  })

  it('shows whole the names whose cuts would read alike', () => {
    const names = [
      'Luva de Segurança Nitrílica A Forrada Verde',
      'Luva de Segurança Nitrílica B Forrada Verde',
    ]
    expect(trayLabels(names)).toEqual(names)
  })
})
