import { createDemoApi, installDemoApi, type CartBody } from '@escudo/demo-api'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import axios from 'axios'
import { beforeEach, describe, expect, it } from 'vitest'
import { createFormatters } from '../../../lib/format'
import { renderWithProviders } from '../../../testing/render'
import { cartTotals } from '../utils/cart-totals'
import { CheckoutWizard } from './checkout-wizard'

let http: ReturnType<typeof axios.create>
const money = (value: number) => createFormatters('pt-BR').money(value)

beforeEach(() => {
  http = axios.create()
  // A fixed random source: the cart's offers and discounts are drawn afresh on every call.
  installDemoApi(http, createDemoApi({ random: () => 0.5 }), { delayMs: 0 })
})

async function cart() {
  return (await http.get<CartBody>('/apps/ecommerce/cart')).data.products
}

const renderCart = () =>
  renderWithProviders(<CheckoutWizard productHref={(id) => `/p/${id}`} shopHref="/shop" />, {
    http,
    namespaces: ['dashboard'],
    route: '/dashboard/shop/checkout',
  })

const total = () => screen.getByTestId('cart-total').textContent

describe('CheckoutWizard cart', () => {
  it('lists the cart with quantities, offers, discounts and delivery dates, and adds up the total', async () => {
    const products = await cart()
    expect(products.length).toBeGreaterThan(1)
    await renderCart()
    const list = await screen.findByRole('list', { name: 'Produtos no carrinho' })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(products.map((p) => p.name))

    const [first] = products
    const firstItem = items[0]!
    expect((within(firstItem).getByRole('textbox', { name: 'Quantidade' }) as HTMLInputElement).value).toBe(
      String(first!.qty),
    )
    expect(within(firstItem).getByText(`${first!.discountPercentage}% de desconto`)).toBeDefined()
    expect(within(firstItem).getByText(/ofertas? disponíve/)).toBeDefined()
    expect(within(firstItem).getByText(/^Entrega até/)).toBeDefined()
    expect(total()).toBe(money(cartTotals(products, {}).total))
  })

  it('recomputes the total when a quantity changes', async () => {
    const products = await cart()
    await renderCart()
    const list = await screen.findByRole('list', { name: 'Produtos no carrinho' })
    const quantity = within(within(list).getAllByRole('listitem')[0]!).getByRole('textbox', {
      name: 'Quantidade',
    })
    fireEvent.change(quantity, { target: { value: '5' } })
    await waitFor(() => expect(total()).toBe(money(cartTotals(products, { [products[0]!.id]: 5 }).total)))
  })

  it('removes a product from the cart', async () => {
    const [first, ...rest] = await cart()
    await renderCart()
    fireEvent.click(await screen.findByRole('button', { name: `Remover ${first!.name} do carrinho` }))
    await waitFor(async () => expect((await cart()).map((p) => p.id)).toEqual(rest.map((p) => p.id)))
    await waitFor(() => expect(screen.queryByRole('listitem', { name: first!.name })).toBeNull())
  })

  it('goes on to the address step', async () => {
    await renderCart()
    fireEvent.click(await screen.findByRole('button', { name: 'Fazer pedido' }))
    expect(await screen.findByRole('button', { name: 'Entregar aqui' })).toBeDefined()
  })
})
