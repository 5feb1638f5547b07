import { ImportDocument, type ImportAttributes } from '@escudo/contracts'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { REFRESH_TOKEN_KEY } from '../../../lib/session/refresh-token-storage'
import type { Language } from '../../../lib/i18n'
import { authAnswer, errorAnswer, installFakeApi, type FakeResponse } from '../../../testing/fake-api'
import { renderApp } from '../../../testing/render-app'
import { recordSavedFiles } from '../../../testing/saved-files'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const START = 'POST /api/v1/admin/imports'
const DRY_ID = '11111111-1111-4111-8111-111111111111'
const REAL_ID = '22222222-2222-4222-8222-222222222222'
const OTHER_ID = '33333333-3333-4333-8333-333333333333'

/** An imports document as the server answers it (checked against the contract). */
function anImport(id: string, overrides: Partial<ImportAttributes> = {}, status = 200): FakeResponse {
  const attributes: ImportAttributes = {
    status: 'queued',
    dryRun: true,
    createOptions: false,
    fileName: 'produtos.csv',
    format: 'csv',
    total: 3,
    processed: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    refused: 0,
    errors: [],
    failure: null,
    createdAt: '2026-11-26T01:00:00.000Z',
    startedAt: null,
    finishedAt: null,
    ...overrides,
  }
  const body = ImportDocument.parse({
    data: { type: 'imports', id, attributes },
    links: { self: `/api/v1/admin/imports/${id}`, report: `/api/v1/admin/imports/${id}/report` },
  })
  return { status, body }
}

const simulated = (overrides: Partial<ImportAttributes> = {}) => ({
  status: 'done' as const,
  processed: 3,
  created: 1,
  updated: 1,
  refused: 1,
  errors: [{ row: 3, column: 'Categoria', message: 'Opção desconhecida: "luvas".' }],
  ...overrides,
})

/** Staff signed in, on `path`, with the import routes answered by `routes`. */
async function openImport(
  routes: Parameters<typeof installFakeApi>[0],
  path = '/admin/produtos/importar',
  language: Language = 'pt-BR',
) {
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-stored')
  const fake = installFakeApi({
    'POST /api/v1/auth/refresh': authAnswer({ role: 'admin', name: 'Equipe Escudo' }),
    ...routes,
  })
  const app = await renderApp(path, { language })
  const title = language === 'en' ? 'Import spreadsheet' : 'Importar planilha'
  await screen.findByRole('heading', { level: 1, name: title })
  return { fake, ...app }
}

const sheet = () => new File(['Referência;Nome\nEP-1;Luva\n'], 'produtos.csv', { type: 'text/csv' })
/** The field's button, which the label names and the errors describe, and the file input it opens. */
const fileButton = () => screen.getByLabelText(/^Planilha/)
const fileInput = (name = 'file') =>
  document.querySelector<HTMLInputElement>(`input[type="file"][name="${name}"]`)!
const choose = (input: HTMLElement, file: File) => fireEvent.change(input, { target: { files: [file] } })
const counts = () =>
  Object.fromEntries(
    within(screen.getByRole('region', { name: /Simulação|Importação/ }))
      .getAllByRole('definition')
      .map((dd) => [dd.previousElementSibling!.textContent, dd.textContent]),
  )

describe('spreadsheet import', () => {
  it('simulates the chosen file and shows what would change, with each refused row', async () => {
    const { fake, location } = await openImport({
      [START]: anImport(DRY_ID, { createOptions: true }, 202),
      [`GET /api/v1/admin/imports/${DRY_ID}`]: anImport(DRY_ID, simulated({ createOptions: true })),
    })
    choose(fileInput(), sheet())
    fireEvent.click(screen.getByRole('checkbox', { name: /Criar opções que faltam/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Simular (não grava nada)' }))

    await waitFor(() => expect(location()).toBe(`/admin/produtos/importar/${DRY_ID}`))
    const form = fake.callsTo(START)[0]!.body as FormData
    expect(form.get('dryRun')).toBe('true')
    expect(form.get('createOptions')).toBe('true')
    expect(form.has('file')).toBe(true)
    expect(form.has('archive')).toBe(false)
    // The keyboard follows the job just started.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Simulação'))

    expect(await screen.findByText('Simulação concluída: nada foi gravado.')).toBeDefined()
    expect(counts()).toEqual({
      'Seriam criados': '1',
      'Seriam atualizados': '1',
      'Sem mudança': '0',
      Recusados: '1',
    })
    const table = screen.getByRole('table', { name: 'Linhas recusadas' })
    const [, row] = within(table).getAllByRole('row')
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', 'Categoria', 'Opção desconhecida: "luvas".'])
  }, 20_000)

  it('follows the progress while the job runs and stops asking once it is done', async () => {
    const answers = [
      anImport(DRY_ID, { status: 'running', total: 4, processed: 1 }),
      anImport(DRY_ID, { status: 'running', total: 4, processed: 3 }),
      anImport(DRY_ID, simulated({ total: 4, processed: 4, created: 3, errors: [], refused: 0 })),
    ]
    const { fake } = await openImport(
      { [`GET /api/v1/admin/imports/${DRY_ID}`]: () => answers.shift() ?? answers.at(-1)! },
      `/admin/produtos/importar/${DRY_ID}`,
    )
    const bar = await screen.findByRole('progressbar', { name: 'Linhas processadas' })
    expect(bar.getAttribute('aria-valuemax')).toBe('4')
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('3'), { timeout: 5000 })
    expect(bar.getAttribute('aria-valuetext')).toBe('3 de 4 linhas')
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('4'), { timeout: 5000 })
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('Concluída')
    const asked = fake.callsTo(`GET /api/v1/admin/imports/${DRY_ID}`).length
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(fake.callsTo(`GET /api/v1/admin/imports/${DRY_ID}`)).toHaveLength(asked)
  }, 20_000)

  it('imports for real only the file it simulated', async () => {
    const dryRuns = [DRY_ID, OTHER_ID]
    const { fake, location } = await openImport({
      [START]: ({ body }) =>
        (body as FormData).get('dryRun') === 'true'
          ? anImport(dryRuns.shift()!, {}, 202)
          : anImport(REAL_ID, { dryRun: false, fileName: 'outros.csv' }, 202),
      [`GET /api/v1/admin/imports/${DRY_ID}`]: anImport(DRY_ID, simulated()),
      [`GET /api/v1/admin/imports/${OTHER_ID}`]: anImport(OTHER_ID, simulated({ fileName: 'outros.csv' })),
      [`GET /api/v1/admin/imports/${REAL_ID}`]: anImport(
        REAL_ID,
        simulated({ dryRun: false, fileName: 'outros.csv' }),
      ),
    })
    const real = () => screen.getByRole('button', { name: 'Importar de verdade' }) as HTMLButtonElement
    const simulate = async (id: string) => {
      fireEvent.click(screen.getByRole('button', { name: 'Simular (não grava nada)' }))
      await waitFor(() => expect(location()).toBe(`/admin/produtos/importar/${id}`))
      // Offered once the dry run is done, not while it runs.
      expect(real().disabled).toBe(true)
      await waitFor(() => expect(real().disabled).toBe(false))
    }
    expect(real().disabled).toBe(true)
    choose(fileInput(), sheet())
    await simulate(DRY_ID)
    // Another file was not simulated: the real run waits for its own dry run.
    choose(fileInput(), new File(['Referência\nEP-2\n'], 'outros.csv', { type: 'text/csv' }))
    expect(real().disabled).toBe(true)
    await simulate(OTHER_ID)

    fireEvent.click(real())
    await waitFor(() => expect(location()).toBe(`/admin/produtos/importar/${REAL_ID}`))
    expect((fake.callsTo(START)[2]!.body as FormData).get('dryRun')).toBe('false')
    expect(await screen.findByText('Importação concluída.')).toBeDefined()
    expect(counts()).toMatchObject({ Criados: '1', Atualizados: '1', Recusados: '1' })
    // A real run is no dry run: importing again takes a new simulation.
    expect(real().disabled).toBe(true)
  }, 20_000)

  it('says another import is running, links to it, and keeps the choices for a retry', async () => {
    const real = [
      errorAnswer(409, [
        {
          code: 'import_running',
          detail: 'Já há uma importação em andamento. Espere ela terminar e importe de novo.',
          links: { about: `/api/v1/admin/imports/${OTHER_ID}` },
          meta: { running: { type: 'imports', id: OTHER_ID } },
        },
      ]),
      anImport(REAL_ID, { dryRun: false, createOptions: true }, 202),
    ]
    const { fake, location } = await openImport({
      [START]: ({ body }) =>
        (body as FormData).get('dryRun') === 'true'
          ? anImport(DRY_ID, { createOptions: true }, 202)
          : real.shift()!,
      [`GET /api/v1/admin/imports/${DRY_ID}`]: anImport(DRY_ID, simulated({ createOptions: true })),
      [`GET /api/v1/admin/imports/${OTHER_ID}`]: anImport(OTHER_ID, { status: 'running', dryRun: false }),
      [`GET /api/v1/admin/imports/${REAL_ID}`]: anImport(REAL_ID, simulated({ dryRun: false })),
    })
    const importButton = () =>
      screen.getByRole('button', { name: 'Importar de verdade' }) as HTMLButtonElement
    choose(fileInput(), sheet())
    fireEvent.click(screen.getByRole('checkbox', { name: /Criar opções que faltam/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Simular (não grava nada)' }))
    await waitFor(() => expect(importButton().disabled).toBe(false))

    fireEvent.click(importButton())
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Já há uma importação em andamento')
    const link = within(alert).getByRole('link', { name: 'Ver a importação em andamento' })
    expect(link.getAttribute('href')).toBe(`/admin/produtos/importar/${OTHER_ID}`)
    // Still on the simulation, with the same choices: importing again needs no new choice.
    expect(location()).toBe(`/admin/produtos/importar/${DRY_ID}`)
    expect(importButton().disabled).toBe(false)

    fireEvent.click(importButton())
    await waitFor(() => expect(location()).toBe(`/admin/produtos/importar/${REAL_ID}`))
    const [, refused, retried] = fake.callsTo(START).map((call) => call.body as FormData)
    for (const form of [refused!, retried!]) {
      expect(form.get('dryRun')).toBe('false')
      expect(form.get('createOptions')).toBe('true')
      expect(form.has('file')).toBe(true)
    }
    expect(screen.queryByText(/Já há uma importação em andamento/)).toBeNull()
  }, 20_000)

  it('names the running import in English', async () => {
    await openImport(
      {
        [START]: errorAnswer(409, [
          {
            code: 'import_running',
            detail: 'Já há uma importação em andamento. Espere ela terminar e importe de novo.',
            meta: { running: { type: 'imports', id: OTHER_ID } },
          },
        ]),
        [`GET /api/v1/admin/imports/${OTHER_ID}`]: anImport(OTHER_ID, { status: 'running', dryRun: false }),
      },
      '/admin/produtos/importar',
      'en',
    )
    choose(fileInput(), sheet())
    fireEvent.click(screen.getByRole('button', { name: 'Simulate (saves nothing)' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('An import is already running')
    fireEvent.click(within(alert).getByRole('link', { name: 'See the running import' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Import' })).toBeDefined()
  }, 20_000)

  it("downloads the refused rows' report with the staff member's token", async () => {
    const saved = recordSavedFiles('blob:report')
    const { fake: api } = await openImport(
      {
        [`GET /api/v1/admin/imports/${DRY_ID}`]: anImport(DRY_ID, simulated()),
        [`GET /api/v1/admin/imports/${DRY_ID}/report`]: {
          status: 200,
          body: 'Referência;Erro',
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="produtos-recusadas.csv"',
          },
        },
      },
      `/admin/produtos/importar/${DRY_ID}`,
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Baixar relatório (CSV)' }))
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:report', download: 'produtos-recusadas.csv' }]))
    const [call] = api.callsTo(`GET /api/v1/admin/imports/${DRY_ID}/report`)
    expect(call!.headers.get('authorization')).toMatch(/^Bearer access-/)
  }, 20_000)

  it('shows why the server refused the file at the file field, and checks the type before sending', async () => {
    const answers = [
      errorAnswer(413, [
        {
          code: 'file_too_large',
          detail: 'A planilha passa do limite de 20 MB. Divida-a em arquivos menores.',
          source: { pointer: '/file' },
        },
      ]),
      errorAnswer(400, [
        {
          code: 'bad_request',
          detail: 'A planilha está vazia: envie o cabeçalho e ao menos uma linha de produto.',
          source: { parameter: 'file' },
        },
      ]),
    ]
    const { fake } = await openImport({ [START]: () => answers.shift()! })
    const simulate = () => fireEvent.click(screen.getByRole('button', { name: 'Simular (não grava nada)' }))

    simulate()
    expect(await screen.findByText('Escolha a planilha (CSV ou XLSX).')).toBeDefined()
    choose(fileInput(), new File(['%PDF'], 'catalogo.pdf', { type: 'application/pdf' }))
    expect(await screen.findByText('A planilha precisa ser um arquivo CSV ou XLSX.')).toBeDefined()
    simulate()
    expect(fake.callsTo(START)).toHaveLength(0)

    choose(fileInput(), sheet())
    simulate()
    const tooLarge = await screen.findByText(
      'A planilha passa do limite de 20 MB. Divida-a em arquivos menores.',
    )
    expect(fileButton().getAttribute('aria-invalid')).toBe('true')
    expect(fileButton().getAttribute('aria-describedby')).toContain(tooLarge.id)
    expect(document.activeElement).toBe(fileButton())

    simulate()
    expect(
      await screen.findByText('A planilha está vazia: envie o cabeçalho e ao menos uma linha de produto.'),
    ).toBeDefined()
    expect(screen.queryByRole('alert')).toBeNull()
  }, 20_000)

  it('says in English why a file was refused', async () => {
    await openImport(
      {
        [START]: errorAnswer(422, [
          {
            code: 'unsupported_file',
            detail: 'O arquivo precisa ser uma planilha CSV ou XLSX.',
            source: { pointer: '/file' },
          },
        ]),
      },
      '/admin/produtos/importar',
      'en',
    )
    choose(fileInput(), sheet())
    fireEvent.click(screen.getByRole('button', { name: 'Simulate (saves nothing)' }))
    expect(await screen.findByText('The spreadsheet must be a CSV or XLSX file.')).toBeDefined()
  }, 20_000)

  it('shows the job in the address after a reload, with why it failed', async () => {
    await openImport(
      {
        [`GET /api/v1/admin/imports/${REAL_ID}`]: anImport(REAL_ID, {
          status: 'failed',
          dryRun: false,
          processed: 2,
          failure: 'A importação parou no meio (o servidor foi reiniciado). Envie o arquivo de novo.',
        }),
      },
      `/admin/produtos/importar/${REAL_ID}`,
    )
    expect(await screen.findByRole('heading', { level: 2, name: 'Importação' })).toBeDefined()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('A importação falhou')
    expect(alert.textContent).toContain('o servidor foi reiniciado')
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('2 de 3 linhas')
    expect(screen.getByText('produtos.csv')).toBeDefined()
  }, 20_000)
})
