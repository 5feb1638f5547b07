import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { collectProblems, screenshot, VIEWPORTS, visit } from './browser'
import { baseUrl, expectAccessible, fillSignIn, useBrowser } from './fixtures'

const browser = useBrowser()

/** The template's call paths (demo-api.md): the simulated back end must answer them all in the page. */
const TEMPLATE_PATHS = [
  '/apps/',
  '/api/users/',
  '/api/invoice/',
  '/jwt/',
  '/account-setting/',
  '/profile/data',
  '/faq/data',
  '/pricing/data',
  '/blog/list/data',
  '/card/',
]

/** Every request for a template path that leaves the page for the network. */
function watchTemplateCalls(page: Page): string[] {
  const leaks: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (TEMPLATE_PATHS.some((prefix) => pathname.startsWith(prefix)))
      leaks.push(`${request.method()} ${pathname}`)
  })
  return leaks
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first()

/** A plan's price as text, with Intl's no-break space made plain. */
async function price(page: Page, plan: string) {
  return ((await page.getByTestId(`price-${plan}`).textContent()) ?? '').replace(/\s/g, ' ')
}

describe('the dashboard template', () => {
  let context: BrowserContext
  let page: Page
  let problems: string[]
  let leaks: string[]

  beforeAll(async () => {
    context = await browser.newContext({ viewport: VIEWPORTS.desktop })
    page = await context.newPage()
    problems = collectProblems(page)
    leaks = watchTemplateCalls(page)
  })

  afterAll(async () => {
    await context?.close()
  })

  it('asks for the demo login and comes back to the page asked for', async () => {
    await visit(page, `${baseUrl}/dashboard/tasks`)
    await expect.poll(() => heading(page).textContent()).toBe('Entrar no dashboard')
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/dashboard/tasks')
    await screenshot(page, 'dashboard-login-desktop')
    await expectAccessible(page, 'login')

    await fillSignIn(page, 'admin@demo.com', 'wrong')
    await expect.poll(() => page.getByText('E-mail ou senha inválidos').isVisible()).toBe(true)

    await fillSignIn(page, 'admin@demo.com', 'admin')
    await expect.poll(() => heading(page).textContent()).toBe('Tarefas')
    expect(new URL(page.url()).pathname).toBe('/dashboard/tasks')
  })

  it('shows the sample tasks in the reader’s language, and in the other one after a switch', async () => {
    const list = page.getByRole('list', { name: 'Tarefas' })
    const portuguese = 'Renovar o CA da linha de luvas nitrílicas'
    await expect
      .poll(() => list.getByRole('button', { name: portuguese, exact: true }).isVisible())
      .toBe(true)
    await page.locator('label').filter({ hasText: 'EN' }).click()
    const english = page.getByRole('list', { name: 'Tasks' })
    await expect
      .poll(() =>
        english
          .getByRole('button', { name: 'Renew the CA certificate of the nitrile glove line', exact: true })
          .isVisible(),
      )
      .toBe(true)
    expect(await english.getByRole('button', { name: portuguese, exact: true }).count()).toBe(0)
    await page.locator('label').filter({ hasText: 'PT' }).click()
    await expect
      .poll(() => list.getByRole('button', { name: portuguese, exact: true }).isVisible())
      .toBe(true)
  })

  it('adds, completes and deletes a task, which then shows under deleted', async () => {
    const title = 'Inspecionar as luvas do lote 42'
    await page.getByRole('button', { name: 'Adicionar tarefa' }).click()
    const drawer = page.getByRole('dialog', { name: 'Nova tarefa' })
    await drawer.getByLabel('Título').fill(title)
    await drawer.getByRole('button', { name: 'Adicionar', exact: true }).click()
    const list = page.getByRole('list', { name: 'Tarefas' })
    await expect.poll(() => list.getByRole('button', { name: title, exact: true }).isVisible()).toBe(true)
    await screenshot(page, 'dashboard-tasks-desktop')
    await expectAccessible(page, 'tasks')

    await list.getByRole('checkbox', { name: `Concluída: ${title}` }).click()
    await expect
      .poll(() => list.getByRole('checkbox', { name: `Concluída: ${title}` }).isChecked())
      .toBe(true)

    await list.getByRole('button', { name: title, exact: true }).click()
    await page.getByRole('dialog', { name: 'Editar tarefa' }).getByRole('button', { name: 'Excluir' }).click()
    await expect.poll(() => list.getByRole('button', { name: title, exact: true }).count()).toBe(0)

    await page
      .getByRole('navigation', { name: 'Filtros de tarefas' })
      .getByRole('button', { name: 'Excluídas' })
      .click()
    await expect.poll(() => list.getByRole('button', { name: title, exact: true }).isVisible()).toBe(true)
  })

  it('adds a calendar event and filters its calendar out', async () => {
    await page
      .getByRole('navigation', { name: 'Menu do dashboard' })
      .getByRole('button', { name: 'Aplicativos' })
      .click()
    await page.getByRole('menuitem', { name: 'Calendário' }).click()
    await expect.poll(() => heading(page).textContent()).toBe('Calendário')

    const title = 'Auditoria de EPI no depósito'
    await page.getByRole('button', { name: 'Adicionar evento' }).click()
    const drawer = page.getByRole('dialog', { name: 'Adicionar evento' })
    await drawer.getByLabel('Título').fill(title)
    await drawer.getByRole('textbox', { name: 'Calendário' }).click()
    await page.getByRole('option', { name: 'Pessoal', exact: true }).click()
    await drawer.getByRole('button', { name: 'Adicionar', exact: true }).click()
    await expect.poll(() => page.getByText(title).first().isVisible()).toBe(true)
    await screenshot(page, 'dashboard-calendar-desktop')
    await expectAccessible(page, 'calendar')

    await page.getByRole('checkbox', { name: 'Pessoal' }).uncheck()
    await expect.poll(() => page.getByText(title).count()).toBe(0)
    await page.getByRole('checkbox', { name: 'Pessoal' }).check()
    await expect.poll(() => page.getByText(title).count()).toBeGreaterThan(0)
  })

  it('filters the users, goes to page 2 and opens a user', async () => {
    await visit(page, `${baseUrl}/dashboard/users`)
    await expect.poll(() => heading(page).textContent()).toBe('Usuários')
    await page.getByRole('textbox', { name: 'Situação' }).click()
    await page.getByRole('option', { name: 'Ativo', exact: true }).click()
    await expect.poll(() => page.getByText('Mostrando 1 a 10 de 22 usuários').isVisible()).toBe(true)
    await page.getByRole('button', { name: 'Página 2' }).click()
    await expect.poll(() => page.getByText('Mostrando 11 a 20 de 22 usuários').isVisible()).toBe(true)
    await screenshot(page, 'dashboard-users-desktop')
    await expectAccessible(page, 'users')

    const table = page.getByRole('table', { name: 'Usuários' })
    // The page count changes with the address; the rows only once page 2 has arrived.
    await expect.poll(() => table.getAttribute('aria-busy')).toBe('false')
    const first = table.getByRole('link').first()
    const name = (await first.textContent()) ?? ''
    await first.click()
    await expect.poll(() => heading(page).textContent()).toBe('Detalhes do usuário')
    await expect.poll(() => page.getByRole('heading', { name }).isVisible()).toBe(true)
    await screenshot(page, 'dashboard-user-view-desktop')
    await expectAccessible(page, 'user view')
  })

  it('filters the invoices and opens one', async () => {
    await visit(page, `${baseUrl}/dashboard/invoices`)
    await expect.poll(() => heading(page).textContent()).toBe('Faturas')
    await page.getByRole('textbox', { name: 'Situação da fatura' }).click()
    await page.getByRole('option', { name: 'Paga', exact: true }).click()
    await expect.poll(() => page.getByText('Mostrando 1 a 8 de 8 faturas').isVisible()).toBe(true)
    await screenshot(page, 'dashboard-invoices-desktop')
    await expectAccessible(page, 'invoices')

    const invoices = page.getByRole('table', { name: 'Faturas' })
    await expect.poll(() => invoices.getAttribute('aria-busy')).toBe('false')
    const link = invoices.getByRole('link', { name: /^Abrir fatura/ }).first()
    const id = ((await link.textContent()) ?? '').replace('#', '')
    await link.click()
    await expect.poll(() => heading(page).textContent()).toBe(`Fatura nº ${id}`)
    await expect.poll(() => page.getByText(/R\$\s12\.110,55/).isVisible()).toBe(true)
    await screenshot(page, 'dashboard-invoice-desktop')
    await expectAccessible(page, 'invoice preview')
  })

  it('adds a product to the cart and shows it in the cart', async () => {
    await visit(page, `${baseUrl}/dashboard/shop`)
    await expect.poll(() => heading(page).textContent()).toBe('Loja')
    const add = page.getByRole('button', { name: /^Adicionar ao carrinho/ }).first()
    await add.waitFor()
    const name = ((await add.textContent()) ?? '').replace(/^Adicionar ao carrinho:?\s*/, '')
    await add.click()
    await expect.poll(() => page.getByRole('link', { name: 'Ver no carrinho' }).count()).toBeGreaterThan(0)
    await screenshot(page, 'dashboard-shop-desktop')
    await expectAccessible(page, 'shop')

    await page.getByRole('link', { name: 'Carrinho', exact: true }).click()
    await expect.poll(() => heading(page).textContent()).toBe('Finalizar compra')
    const cart = page.getByRole('list', { name: 'Produtos no carrinho' })
    await expect.poll(() => cart.getByRole('listitem', { name }).isVisible()).toBe(true)
    await screenshot(page, 'dashboard-cart-desktop')
    await expectAccessible(page, 'cart')
  })

  it('shows a 404 page for an unknown product', async () => {
    await visit(page, `${baseUrl}/dashboard/shop/products/9999`)
    await expect
      .poll(() => page.getByRole('heading', { name: 'Produto não encontrado' }).isVisible())
      .toBe(true)
  })

  it('opens the other pages and cards, accessible and drawn', async () => {
    for (const [path, title, name] of [
      ['/dashboard', 'Olá, Helena', 'home'],
      ['/dashboard/cards/analytics', 'Cartões de análise', 'cards-analytics'],
      ['/dashboard/cards/statistics', 'Cartões de estatísticas', 'cards-statistics'],
      ['/dashboard/account-settings', 'Configurações da conta', 'account-settings'],
      ['/dashboard/profile', 'Perfil', 'profile'],
      ['/dashboard/faq', 'Perguntas frequentes', 'faq'],
      ['/dashboard/knowledge-base', 'Base de conhecimento', 'knowledge-base'],
      ['/dashboard/knowledge-base/hand-protection', 'Proteção das mãos', 'knowledge-base-category'],
      [
        '/dashboard/knowledge-base/hand-protection/how-to-measure-hand-size',
        'Pergunta',
        'knowledge-base-question',
      ],
      ['/dashboard/pricing', 'Preços', 'pricing'],
      ['/dashboard/blog', 'Blog', 'blog'],
      ['/dashboard/blog/3', 'Post do blog', 'blog-post'],
      ['/dashboard/blog/3/edit', 'Editar post', 'blog-edit'],
    ] as const) {
      await visit(page, `${baseUrl}${path}`)
      await expect.poll(() => heading(page).textContent(), { message: path }).toBe(title)
      await page.waitForLoadState('networkidle')
      await expect.poll(() => page.locator('.mantine-Loader-root').count(), { message: path }).toBe(0)
      await screenshot(page, `dashboard-${name}-desktop`)
      await expectAccessible(page, path)
    }

    await visit(page, `${baseUrl}/dashboard/pricing`)
    await expect.poll(() => price(page, 'standardPlan')).toBe('US$ 49,00')
    // Mantine draws the track over a visually hidden input: force the click onto the input.
    await page.getByRole('switch', { name: 'Cobrança anual' }).check({ force: true })
    await expect.poll(() => price(page, 'standardPlan')).toBe('US$ 40,00')
    expect(await page.getByText(/480,00 por ano/).isVisible()).toBe(true)

    await visit(page, `${baseUrl}/dashboard/faq`)
    await page.getByRole('textbox', { name: 'Buscar perguntas' }).fill('zzz-nada')
    await expect.poll(() => page.getByText('Nenhuma pergunta corresponde').isVisible()).toBe(true)

    await visit(page, `${baseUrl}/dashboard/cards/analytics`)
    const revenue = page.getByRole('button', { name: 'Período: 2020' })
    await revenue.click()
    await page.getByRole('menuitem', { name: '2018' }).click()
    await expect.poll(() => page.getByRole('button', { name: 'Período: 2018' }).isVisible()).toBe(true)
  })

  it('never sent a template call to the network, and logged no errors', () => {
    expect(leaks).toEqual([])
    expect(problems).toEqual([])
  })

  it('notices a template call that reaches the network (the check above can fail)', async () => {
    const probe = await context.newPage()
    const caught = watchTemplateCalls(probe)
    await visit(probe, `${baseUrl}/dashboard/login`)
    await probe.evaluate(() => fetch('/apps/todo/tasks').catch(() => undefined))
    expect(caught).toEqual(['GET /apps/todo/tasks'])
    await probe.close()
  })
})

describe('the client demo account', () => {
  it('is refused an admin page and sees only what ACL and Auth allow', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop })
    const page = await context.newPage()
    const problems = collectProblems(page)
    const leaks = watchTemplateCalls(page)

    await visit(page, `${baseUrl}/dashboard/invoices`)
    await expect.poll(() => heading(page).textContent()).toBe('Entrar no dashboard')
    await fillSignIn(page, 'client@demo.com', 'client')
    await expect.poll(() => heading(page).textContent()).toBe('Você não tem autorização')
    const menu = page.getByRole('navigation', { name: 'Menu do dashboard' })
    expect(await menu.getByRole('link').allTextContents()).toEqual(['Controle de acesso'])
    await screenshot(page, 'dashboard-not-authorized-desktop')
    await expectAccessible(page, 'not authorised')

    await menu.getByRole('link', { name: 'Controle de acesso' }).click()
    await expect.poll(() => heading(page).textContent()).toBe('Controle de acesso')
    // The rules in the reader's words, not the template's code ("read ACL").
    const rules = page.getByRole('table', { name: 'Suas permissões' })
    await expect
      .poll(() => rules.getByRole('row').allTextContents())
      .toEqual(['AçãoAssunto', 'VerControle de acesso', 'VerAutenticação'])

    await page.getByRole('button', { name: /menu da conta/ }).click()
    await page.getByRole('menuitem', { name: 'Sair' }).click()
    await expect.poll(() => heading(page).textContent()).toBe('Entrar no dashboard')

    expect(leaks).toEqual([])
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('the dashboard on a phone', () => {
  it('fits the screen and folds the menu into a button', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    const problems = collectProblems(page)
    await visit(page, `${baseUrl}/dashboard/login`)
    await fillSignIn(page, 'admin@demo.com', 'admin')
    await expect.poll(() => heading(page).textContent()).not.toBe('Entrar no dashboard')

    for (const [path, name] of [
      ['/dashboard', 'home'],
      ['/dashboard/tasks', 'tasks'],
      ['/dashboard/calendar', 'calendar'],
      ['/dashboard/users', 'users'],
      ['/dashboard/invoices', 'invoices'],
      ['/dashboard/shop', 'shop'],
      ['/dashboard/shop/checkout', 'cart'],
    ] as const) {
      await visit(page, `${baseUrl}${path}`)
      await expect.poll(() => heading(page).isVisible()).toBe(true)
      await page.waitForLoadState('networkidle')
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0)
      await expectAccessible(page, `${path} on a phone`)
      await screenshot(page, `dashboard-${name}-phone`)
    }

    await visit(page, `${baseUrl}/dashboard`)
    await page.getByRole('button', { name: 'Abrir menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Menu do dashboard' })
    await drawer.getByRole('button', { name: 'Aplicativos' }).click()
    await drawer.getByRole('link', { name: 'Tarefas' }).click()
    await expect.poll(() => heading(page).textContent()).toBe('Tarefas')
    expect(problems).toEqual([])
    await context.close()
  })
})
