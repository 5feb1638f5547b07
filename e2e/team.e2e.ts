import { STAFF_INVITATION_PATH } from '@escudo/contracts'
import { describe, expect, inject, it } from 'vitest'
import { collectProblems, screenshot, VIEWPORTS, visit } from './browser'
import { baseUrl, expectAccessible, heading, poll, signIn, useBrowser } from './fixtures'
import { waitForMail } from './mailbox'

const mailboxFile = inject('mailboxFile')
const staff = inject('staff')
const browser = useBrowser()

describe('the team', () => {
  it('an admin invites a sales person by e-mail; they set a password from the link and reach only their part of the back office', async () => {
    const email = `vendas.${Date.now()}.${Math.floor(Math.random() * 1e6)}@escudo.example`
    const admin = await browser.newContext({ viewport: VIEWPORTS.desktop })
    const page = await admin.newPage()
    const problems = collectProblems(page)
    await signIn(page, staff)

    // The team page: invite with the sales role.
    await visit(page, `${baseUrl}/admin/equipe`)
    await poll(() => heading(page).textContent()).toBe('Equipe')
    await page.getByLabel(/^E-mail/).fill(email)
    await page.getByLabel(/^Nome/).fill('Sílvia Vendas')
    await page.getByLabel('Função *', { exact: true }).selectOption('sales')
    await page.getByRole('button', { name: 'Enviar convite' }).click()
    await poll(() =>
      page.getByText(`Convite criado. O e-mail para ${email} está na fila de envio.`).isVisible(),
    ).toBe(true)
    await poll(() => page.getByText(email, { exact: true }).first().isVisible()).toBe(true)
    await expectAccessible(page, 'team page')
    await screenshot(page, 'admin-team-desktop')
    const phone = await browser.newContext({ viewport: VIEWPORTS.phone })
    const phonePage = await phone.newPage()
    await signIn(phonePage, staff)
    await visit(phonePage, `${baseUrl}/admin/equipe`)
    await poll(() => heading(phonePage).textContent()).toBe('Equipe')
    await screenshot(phonePage, 'admin-team-phone')
    await phone.close()

    // The e-mail's link sets the password and signs in.
    const mail = await waitForMail(mailboxFile, email, /convite\?token=/)
    expect(mail.text).toContain('na função atendimento')
    const link = /(https?:\/\/\S+?\?token=[\w%-]+)/.exec(mail.text)?.[1]
    expect(link).toMatch(new RegExp(`^${baseUrl}${STAFF_INVITATION_PATH}\\?token=`))
    const invited = await browser.newContext({ viewport: VIEWPORTS.phone })
    const person = await invited.newPage()
    const personProblems = collectProblems(person)
    await visit(person, link!)
    await poll(() => heading(person).textContent()).toBe('Entrar para a equipe')
    await expectAccessible(person, 'accept invitation page')
    await screenshot(person, 'accept-invitation-phone')
    await person.getByLabel(/^Senha/).fill('luvas e oculos 2026')
    await person.getByRole('button', { name: 'Criar senha e entrar' }).click()
    await poll(() => new URL(person.url()).pathname).toBe('/admin')

    // Only the sales part of the back office: the catalogue is not in the menu, and its pages say why.
    await person.setViewportSize(VIEWPORTS.desktop)
    // The menu, not the page: the overview's rankings link to products whose names may hold "produtos".
    const menu = person.getByRole('navigation', { name: 'Menu do back office' })
    await poll(() => menu.getByRole('link', { name: 'Orçamentos', exact: true }).isVisible()).toBe(true)
    expect(await menu.getByRole('link', { name: 'Produtos', exact: true }).count()).toBe(0)
    await visit(person, `${baseUrl}/admin/produtos/novo`)
    await poll(() => heading(person).textContent()).toBe('Sua função não dá acesso a esta área')
    await screenshot(person, 'admin-no-access-desktop')

    // The admin sees the new person in the team, with the sales role.
    await page.reload()
    await poll(() => page.getByText(email, { exact: true }).count()).toBeGreaterThan(0)
    expect(problems).toEqual([])
    expect(personProblems).toEqual([])
    await admin.close()
    await invited.close()
  })
})
