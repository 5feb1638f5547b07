import { RESET_PASSWORD_PATH } from '@escudo/contracts'
import type { BrowserContext } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { collectProblems, reload, screenshot, VIEWPORTS, visit } from './browser'
import {
  baseUrl,
  expectAccessible,
  fillSignIn,
  heading,
  pathOf,
  poll,
  registerThroughApi,
  uniqueEmail,
  useBrowser,
} from './fixtures'
import { waitForMail } from './mailbox'

const mailboxFile = inject('mailboxFile')
const browser = useBrowser()

describe('account journey', () => {
  it('register → sign out → sign in → edit profile → forgot password → email → reset → sign in', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop })
    const page = await context.newPage()
    const problems = collectProblems(page)
    const email = uniqueEmail('ana')
    const firstPassword = 'luvas de vaqueta 2026'
    const newPassword = 'capacete com jugular 2027'

    // Register, with the email checked while typing.
    await visit(page, `${baseUrl}/cadastro`)
    await poll(() => heading(page).textContent()).toBe('Criar conta')
    await expectAccessible(page, 'register page')
    await screenshot(page, 'account-register-desktop')
    await page.getByLabel(/^Nome completo/).fill('Ana Souza')
    await page.getByLabel(/^E-mail/).fill(email)
    await poll(() => page.getByText('E-mail disponível.').first().isVisible()).toBe(true)
    await page.getByLabel(/^Senha/).fill(firstPassword)
    await page.getByLabel(/^Empresa/).fill('Metalúrgica Souza')
    await page.getByLabel(/^CNPJ/).fill('11222333000181')
    await page.getByLabel(/^Telefone/).fill('11987654321')
    await page.getByLabel(/^Telefone/).blur()
    expect(await page.getByLabel(/^Telefone/).inputValue()).toBe('(11) 98765-4321')
    await page.getByRole('button', { name: 'Criar conta' }).click()
    await poll(() => heading(page).textContent()).toBe('Minha conta')
    expect(pathOf(page)).toBe('/minha-conta')
    await poll(() => page.getByLabel(/^CNPJ/).inputValue()).toBe('11.222.333/0001-81')
    await expectAccessible(page, 'account page')
    await screenshot(page, 'account-page-desktop')

    // The header menu, then sign out.
    await page.getByRole('button', { name: 'Conta de Ana Souza' }).click()
    // Checked once the dropdown has faded in: halfway, its text is paler than it will be.
    await poll(() => page.getByRole('menu').evaluate((menu) => getComputedStyle(menu).opacity)).toBe('1')
    await expectAccessible(page, 'account menu open')
    await screenshot(page, 'account-menu-desktop')
    await page.getByRole('menuitem', { name: 'Sair' }).click()
    await poll(() => page.getByRole('link', { name: 'Entrar' }).isVisible()).toBe(true)
    expect(pathOf(page)).toBe('/')
    expect(await page.evaluate(() => localStorage.getItem('escudo.refreshToken'))).toBeNull()

    // A page that needs the session sends to the login and back.
    await visit(page, `${baseUrl}/minha-conta`)
    await poll(() => pathOf(page)).toBe('/entrar?next=%2Fminha-conta')
    await expectAccessible(page, 'login page')
    await screenshot(page, 'account-login-desktop')
    await fillSignIn(page, email, 'not the password')
    await poll(() => page.getByRole('alert').textContent()).toBe('E-mail ou senha incorretos.')
    await fillSignIn(page, email, firstPassword)
    await poll(() => heading(page).textContent()).toBe('Minha conta')
    expect(pathOf(page)).toBe('/minha-conta')

    // Edit the profile; a reload keeps both the session and the changes.
    await page.getByLabel(/^Nome completo/).fill('Ana Maria Souza')
    await page.getByLabel(/^Telefone/).fill('(21) 3456-7890')
    await page.getByLabel(/^Idioma dos e-mails/).selectOption('en')
    await page.getByRole('button', { name: 'Salvar alterações' }).click()
    await poll(() => page.getByText('Dados salvos.').isVisible()).toBe(true)
    await reload(page)
    await poll(() => heading(page).textContent()).toBe('Minha conta')
    expect(await page.getByLabel(/^Nome completo/).inputValue()).toBe('Ana Maria Souza')
    expect(await page.getByLabel(/^Telefone/).inputValue()).toBe('(21) 3456-7890')
    await poll(() => page.getByRole('button', { name: 'Conta de Ana Maria Souza' }).isVisible()).toBe(true)

    // Sign out from the account page, then forget the password.
    await page.getByRole('button', { name: 'Sair da conta' }).click()
    await poll(() => pathOf(page)).toBe('/')
    await page.getByRole('link', { name: 'Entrar' }).click()
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click()
    await poll(() => heading(page).textContent()).toBe('Esqueci minha senha')
    await expectAccessible(page, 'forgot password page')
    await page.getByLabel(/^E-mail/).fill(email)
    await page.getByRole('button', { name: 'Enviar link' }).click()
    await poll(() => page.getByText(/Se houver uma conta com este e-mail/).isVisible()).toBe(true)
    await screenshot(page, 'account-forgot-sent-desktop')

    // The email went through SMTP; the profile asked for English emails.
    const mail = await waitForMail(mailboxFile, email, /reset-password|redefinir-senha/)
    expect(mail.text).toContain('Hello, Ana Maria Souza.')
    expect(mail.text).toContain('We received a request to reset the password')
    const link = /(https?:\/\/\S+?\?token=[\w%-]+)/.exec(mail.text)?.[1]
    expect(link, mail.text).toMatch(new RegExp(`^${baseUrl}${RESET_PASSWORD_PATH}\\?token=`))

    // Follow the link and choose a new password.
    await visit(page, link!)
    await poll(() => heading(page).textContent()).toBe('Criar nova senha')
    await expectAccessible(page, 'reset password page')
    await screenshot(page, 'account-reset-desktop')
    await page.getByLabel(/^Nova senha/).fill('1234567890')
    await page.getByRole('button', { name: 'Salvar nova senha' }).click()
    await poll(() =>
      page.getByText('Esta senha é muito comum. Escolha outra, mais difícil de adivinhar.').isVisible(),
    ).toBe(true)
    await page.getByLabel(/^Nova senha/).fill(newPassword)
    await page.getByRole('button', { name: 'Salvar nova senha' }).click()
    await poll(() => page.getByText(/Sua senha foi alterada/).isVisible()).toBe(true)

    // The link works once.
    await visit(page, link!)
    await page.getByLabel(/^Nova senha/).fill('mais uma senha diferente')
    await page.getByRole('button', { name: 'Salvar nova senha' }).click()
    await poll(() => page.getByRole('alert').textContent()).toContain('inválido, já foi usado ou expirou')
    await expectAccessible(page, 'reset password page with a used link')

    // The old password is gone; the new one works.
    await visit(page, `${baseUrl}/entrar`)
    await fillSignIn(page, email, firstPassword)
    await poll(() => page.getByRole('alert').textContent()).toBe('E-mail ou senha incorretos.')
    await fillSignIn(page, email, newPassword)
    await poll(() => heading(page).textContent()).toBe('Minha conta')

    // The browser logs the refusals the journey provokes (wrong password, used link); nothing else.
    expect(problems.filter((problem) => !/status of (401|422)/.test(problem))).toEqual([])
    await context.close()
  })

  it('signs in with the keyboard alone', async () => {
    const email = uniqueEmail('carla')
    const password = 'botina de seguranca 40'
    await registerThroughApi('Carla Dias', email, password)
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop })
    await visit(page, `${baseUrl}/entrar`)
    // The page's heading takes the focus, so the next Tab reaches the form.
    await poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email')
    await page.keyboard.type(email)
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe(
      'current-password',
    )
    await page.keyboard.type(password)
    await page.keyboard.press('Enter')
    await poll(() => heading(page).textContent()).toBe('Minha conta')

    // The account menu opens and signs out from the keyboard too.
    await page.getByRole('button', { name: 'Conta de Carla Dias' }).focus()
    await page.keyboard.press('Enter')
    await poll(() => page.getByRole('menuitem', { name: 'Sair' }).isVisible()).toBe(true)
    const focused = () => page.evaluate(() => document.activeElement?.textContent)
    for (let step = 0; step < 3 && (await focused()) !== 'Sair'; step += 1)
      await page.keyboard.press('ArrowDown')
    expect(await focused()).toBe('Sair')
    await page.keyboard.press('Enter')
    await poll(() => page.getByRole('link', { name: 'Entrar' }).isVisible()).toBe(true)
    await poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Entrar')
    await page.close()
  })

  it('every tab follows the session: signed out in one, signed in again in one', async () => {
    const password = 'luva nitrilica 2026'
    const [ana, bia] = [uniqueEmail('ana-tabs'), uniqueEmail('bia-tabs')]
    await registerThroughApi('Ana Abas', ana, password)
    await registerThroughApi('Bia Abas', bia, password)
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop })
    const [first, second] = [await context.newPage(), await context.newPage()]
    await visit(first, `${baseUrl}/entrar?next=%2Fminha-conta`)
    await fillSignIn(first, ana, password)
    await poll(() => heading(first).textContent()).toBe('Minha conta')
    await visit(second, `${baseUrl}/minha-conta`)
    await poll(() => heading(second).textContent()).toBe('Minha conta')
    // Within a moment, with no action in the first tab (lib/session/session-channel.ts).
    const soon = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 5_000 })

    await second.getByRole('button', { name: 'Conta de Ana Abas' }).click()
    await second.getByRole('menuitem', { name: 'Sair' }).click()
    await soon(() => first.getByRole('link', { name: 'Entrar' }).isVisible()).toBe(true)
    await soon(() => pathOf(first)).toBe('/')

    await visit(second, `${baseUrl}/entrar?next=%2Fminha-conta`)
    await fillSignIn(second, bia, password)
    await poll(() => heading(second).textContent()).toBe('Minha conta')
    await soon(() => first.getByRole('button', { name: 'Conta de Bia Abas' }).isVisible()).toBe(true)
    await context.close()
  })

  it('shows the register form\'s "email taken" before submitting', async () => {
    const email = uniqueEmail('bia')
    await registerThroughApi('Carla Dias', email, 'oculos de protecao 9')
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop })
    await visit(page, `${baseUrl}/cadastro`)
    await page.getByLabel(/^E-mail/).fill(email)
    await poll(() => page.getByText('Este e-mail já tem uma conta.').first().isVisible()).toBe(true)
    expect(await page.getByLabel(/^E-mail/).getAttribute('aria-invalid')).toBe('true')
    await expectAccessible(page, 'register page with an email taken')
    await screenshot(page, 'account-register-taken-desktop')
    await page.close()
  })

  it('fits a phone and stays accessible in English', async () => {
    const email = uniqueEmail('dan')
    const password = 'mascara de solda 12'
    await registerThroughApi('Carla Dias', email, password)
    const context: BrowserContext = await browser.newContext({
      viewport: VIEWPORTS.phone,
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    const problems = collectProblems(page)
    const pages = [
      ['/entrar', 'login'],
      ['/cadastro', 'register'],
      ['/esqueci-a-senha', 'forgot'],
      ['/redefinir-senha', 'reset-missing-token'],
    ] as const
    for (const [address, name] of pages) {
      await visit(page, `${baseUrl}${address}`)
      await poll(() => heading(page).isVisible()).toBe(true)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, `${address} scrolls sideways`).toBeLessThanOrEqual(0)
      await expectAccessible(page, `${address} on a phone`)
      await screenshot(page, `account-${name}-phone`)
    }

    await visit(page, `${baseUrl}/entrar?next=%2Fminha-conta`)
    await fillSignIn(page, email, password)
    await poll(() => heading(page).textContent()).toBe('Minha conta')
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0)
    await expectAccessible(page, 'account page on a phone')
    await screenshot(page, 'account-page-phone')

    await page.locator('label').filter({ hasText: /^EN$/ }).click()
    await poll(() => heading(page).textContent()).toBe('My account')
    await expectAccessible(page, 'account page in English')
    await screenshot(page, 'account-page-phone-en')
    expect(problems).toEqual([])
    await context.close()
  })
})
