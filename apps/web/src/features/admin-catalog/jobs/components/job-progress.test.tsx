import { screen } from '@testing-library/react'
import { useTranslation } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../../testing/render'
import { JobProgress } from './job-progress'

/** A bulk action's or an import's bar, worded by its own text (`bulk.view.progress`, `imports.job.progress`). */
function Bar({ processed, total, textKey }: { processed: number; total: number; textKey: string }) {
  const { t } = useTranslation('admin-catalog')
  return (
    <JobProgress
      job={{ processed, total, status: 'running' }}
      label="progresso"
      text={(numbers) => t(textKey, numbers)}
    />
  )
}

const valueText = () => screen.getByRole('progressbar').getAttribute('aria-valuetext')

describe('a job progress text', () => {
  it.each([
    ['pt-BR', 'bulk.view.progress', 1, '1 de 1 produto'],
    ['pt-BR', 'bulk.view.progress', 0, '0 de 0 produtos'],
    ['pt-BR', 'bulk.view.progress', 3, '3 de 3 produtos'],
    ['pt-BR', 'imports.job.progress', 1, '1 de 1 linha'],
    ['pt-BR', 'imports.job.progress', 0, '0 de 0 linhas'],
    ['en', 'bulk.view.progress', 1, '1 of 1 product'],
    ['en', 'imports.job.progress', 0, '0 of 0 rows'],
  ] as const)('%s %s of %i agrees with its number', async (language, textKey, total, expected) => {
    await renderWithProviders(<Bar processed={total} total={total} textKey={textKey} />, {
      namespaces: ['admin-catalog'],
      language,
    })
    expect(valueText()).toBe(expected)
  })
})
