import { CaRegistryImportDocument, type CaRegistryImportAttributes } from '@escudo/contracts'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { REFRESH_TOKEN_KEY } from '../../../lib/session/refresh-token-storage'
import { authAnswer, errorAnswer, installFakeApi, type FakeResponse } from '../../../testing/fake-api'
import { renderApp } from '../../../testing/render-app'

afterEach(() => {
  vi.unstubAllGlobals()
})

const ID = '44444444-4444-4444-8444-444444444444'
const IMPORTS = '/api/v1/admin/ca-registry/imports'

const attributes = (overrides: Partial<CaRegistryImportAttributes> = {}): CaRegistryImportAttributes => ({
  status: 'done',
  fileName: 'tgg_export_caepi.zip',
  source: 'upload',
  lines: 420,
  cas: 195,
  rejectedLines: 2,
  rejected: [
    { line: 50, code: 'lineFieldCount', params: { expected: 19, found: 9 }, text: null },
    { line: 51, code: 'lineCaNumber', params: { value: 'CA-12' }, text: null },
  ],
  progress: 1,
  failure: null,
  createdAt: '2026-11-26T04:30:00.000Z',
  startedAt: '2026-11-26T04:30:00.000Z',
  finishedAt: '2026-11-26T04:30:05.000Z',
  ...overrides,
})
const job = (overrides?: Partial<CaRegistryImportAttributes>): FakeResponse => ({
  status: 200,
  body: CaRegistryImportDocument.parse({
    data: { type: 'ca-registry-imports', id: ID, attributes: attributes(overrides) },
  }),
})
const list = (rows: CaRegistryImportAttributes[]): FakeResponse => ({
  status: 200,
  body: {
    data: rows.map((row, index) => ({
      type: 'ca-registry-imports',
      id: `${ID.slice(0, -1)}${index}`,
      attributes: row,
    })),
    meta: { total: rows.length },
    links: { self: IMPORTS },
  },
})

/**
 * The registry upload's XMLHttpRequest (sent so for its progress) over the fake API's `fetch`: the same routes
 * answer it, and the calls record its form.
 */
class FetchXhr {
  status = 0
  responseText = ''
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  private request = { method: 'GET', url: '', headers: new Headers() }
  open(method: string, url: string) {
    this.request = { ...this.request, method, url }
  }
  setRequestHeader(name: string, value: string) {
    this.request.headers.set(name, value)
  }
  send(body: FormData) {
    const { url, method, headers } = this.request
    fetch(url, { method, headers, body }).then(
      async (response) => {
        this.status = response.status
        this.responseText = await response.text()
        this.onload?.()
      },
      () => this.onerror?.(),
    )
  }
}

async function open(
  path: string,
  routes: Parameters<typeof installFakeApi>[0],
  language: 'pt-BR' | 'en' = 'pt-BR',
) {
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-stored')
  const fake = installFakeApi({
    'POST /api/v1/auth/refresh': authAnswer({ role: 'admin', name: 'Equipe Escudo' }),
    ...routes,
  })
  vi.stubGlobal('XMLHttpRequest', FetchXhr)
  const app = await renderApp(path, { language })
  await screen.findByRole('heading', { level: 1, name: language === 'en' ? 'CA and CAEPI' : 'CA e CAEPI' })
  return { fake, ...app }
}

describe('back office: the CAEPI registry upload', { timeout: 20_000 }, () => {
  it('shows the import in the address with its counts and first rejected lines, and the registry in use', async () => {
    await open(`/admin/ca?import=${ID}`, {
      [`GET ${IMPORTS}/${ID}`]: job(),
      [`GET ${IMPORTS}`]: list([attributes()]),
    })
    const section = await screen.findByRole('region', { name: /^Importação de/ })
    expect(await within(section).findByText('Importação concluída: este é o registro em uso.')).toBeDefined()
    const counts = Object.fromEntries(
      within(section)
        .getAllByRole('definition')
        .map((dd) => [dd.previousElementSibling!.textContent, dd.textContent]),
    )
    expect(counts).toEqual({ 'Linhas lidas': '420', CAs: '195', 'Linhas recusadas': '2' })
    expect(within(section).getByText('Linha 50: 19 campos esperados, 9 encontrados.')).toBeDefined()
    expect(within(section).getByText('Linha 51: Número de CA inválido: "CA-12".')).toBeDefined()
    expect(within(section).getByText('tgg_export_caepi.zip · Envio manual')).toBeDefined()
    expect(within(section).getByRole('progressbar', { name: 'Progresso da importação' })).toBeDefined()
    expect(await screen.findByTestId('ca-registry-in-use')).toHaveProperty(
      'textContent',
      expect.stringMatching(/^Registro em uso: importado em 26\/11\/2026.*195 CAs\.$/),
    )
  })

  it('explains a failed import in plain words', async () => {
    await open(`/admin/ca?import=${ID}`, {
      [`GET ${IMPORTS}/${ID}`]: job({
        status: 'failed',
        cas: 0,
        rejected: [],
        rejectedLines: 0,
        failure: { code: 'zipWithoutRegistry', params: { entry: 'tgg_export_caepi.txt' }, text: null },
      }),
      [`GET ${IMPORTS}`]: list([]),
    })
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('O ZIP não tem o arquivo tgg_export_caepi.txt.'),
    )
    expect(await screen.findByText('Nenhuma importação ainda.')).toBeDefined()
  })

  it("words failures and rejected lines in the reader's language, and names where each import came from", async () => {
    const fetched = attributes({
      status: 'failed',
      source: 'url',
      failure: { code: 'downloadHttp', params: { status: 503 }, text: null },
    })
    // Recorded before message keys: only the server's Portuguese words.
    const older = attributes({
      status: 'failed',
      fileName: 'antigo.zip',
      failure: { code: null, params: {}, text: 'O ZIP está corrompido ou incompleto.' },
    })
    await open(
      `/admin/ca?import=${ID}`,
      { [`GET ${IMPORTS}/${ID}`]: job(), [`GET ${IMPORTS}`]: list([fetched, older]) },
      'en',
    )
    const section = await screen.findByRole('region', { name: /^Import of/ })
    expect(await within(section).findByText('Line 50: 19 fields expected, 9 found.')).toBeDefined()
    expect(within(section).getByText('Line 51: Invalid CA number: "CA-12".')).toBeDefined()
    const recent = within(await screen.findByRole('table', { name: 'Latest imports' }))
    const rows = recent.getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      'Daily fetch (CAEPI_URL)',
      'Manual upload',
    ])
    // The whole name, that a narrow screen wraps only after a separator, never inside `caepi.zip`.
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.innerHTML)).toEqual([
      'tgg_<wbr>export_<wbr>caepi.zip',
      'antigo.zip',
    ])
    expect(within(rows[0]!).getByText("The registry's server answered HTTP 503.")).toBeDefined()
    expect(within(rows[1]!).getByText('O ZIP está corrompido ou incompleto.')).toBeDefined()
  })

  const RUNNING_ID = '55555555-5555-4555-8555-555555555555'
  const busy = (withLink = true) =>
    errorAnswer(409, [
      {
        code: 'ca_registry_import_running',
        detail: 'Já há uma importação do registro em andamento; espere ela terminar.',
        source: { pointer: '/file' },
        ...(withLink && {
          links: { about: `${IMPORTS}/${RUNNING_ID}` },
          meta: { running: { type: 'ca-registry-imports', id: RUNNING_ID } },
        }),
      },
    ])
  const chooseRegistry = () =>
    fireEvent.change(document.querySelector<HTMLInputElement>('input[type="file"][name="file"]')!, {
      target: { files: [new File(['PK'], 'tgg_export_caepi.zip', { type: 'application/zip' })] },
    })

  it('says another import is running, links to it, and keeps the file for a retry', async () => {
    const answers = [busy(), { status: 202, body: job({ status: 'queued' }).body }]
    const { fake, location } = await open('/admin/ca', {
      [`POST ${IMPORTS}`]: () => answers.shift()!,
      [`GET ${IMPORTS}`]: list([]),
      [`GET ${IMPORTS}/${RUNNING_ID}`]: job({ status: 'running', finishedAt: null, progress: 0.4 }),
      [`GET ${IMPORTS}/${ID}`]: job(),
    })
    chooseRegistry()
    fireEvent.click(screen.getByRole('button', { name: 'Enviar e importar' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Já há uma importação do registro em andamento')
    expect(alert.textContent).toContain('O arquivo escolhido continua aqui.')
    fireEvent.click(within(alert).getByRole('link', { name: 'Ver a importação em andamento' }))
    await waitFor(() => expect(location()).toBe(`/admin/ca?import=${RUNNING_ID}`))
    expect(await screen.findByRole('region', { name: /^Importação de/ })).toBeDefined()

    // The same file goes again, with no new choice.
    fireEvent.click(screen.getByRole('button', { name: 'Enviar e importar' }))
    await waitFor(() => expect(location()).toBe(`/admin/ca?import=${ID}`))
    const sent = fake.callsTo(`POST ${IMPORTS}`).map((call) => call.body as FormData)
    expect(sent).toHaveLength(2)
    for (const form of sent) expect(form.has('file')).toBe(true)
    expect(screen.queryByText(/Já há uma importação do registro em andamento/)).toBeNull()
  })

  it('says so in English, and without a link when the running import ended meanwhile', async () => {
    const answers = [busy(), busy(false)]
    await open(
      '/admin/ca',
      { [`POST ${IMPORTS}`]: () => answers.shift()!, [`GET ${IMPORTS}`]: list([]) },
      'en',
    )
    chooseRegistry()
    fireEvent.click(screen.getByRole('button', { name: 'Upload and import' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Another registry import is running')
    const link = within(alert).getByRole('link', { name: 'See the running import' })
    expect(link.getAttribute('href')).toBe(`/admin/ca?import=${RUNNING_ID}`)
    fireEvent.click(screen.getByRole('button', { name: 'Upload and import' }))
    await waitFor(() => expect(within(screen.getByRole('alert')).queryByRole('link')).toBeNull())
    expect(screen.getByRole('alert').textContent).toContain('Another registry import is running')
  })

  it('refuses a file that is neither the ZIP nor the TXT before sending it', async () => {
    const { fake } = await open('/admin/ca', { [`GET ${IMPORTS}`]: list([]) })
    const input = document.querySelector<HTMLInputElement>('input[type="file"][name="file"]')!
    fireEvent.change(input, { target: { files: [new File(['x'], 'planilha.csv', { type: 'text/csv' })] } })
    fireEvent.click(screen.getByRole('button', { name: 'Enviar e importar' }))
    expect(await screen.findByText('Envie o ZIP ou o TXT do registro do CAEPI.')).toBeDefined()
    expect(fake.callsTo(`POST ${IMPORTS}`)).toHaveLength(0)
  })
})
