import type { QuestionAnswer } from './pricing'

export const FAQ_CATEGORIES = [
  'payment',
  'delivery',
  'cancellationReturn',
  'myOrders',
  'productServices',
] as const
export type FaqCategoryKey = (typeof FAQ_CATEGORIES)[number]

export interface FaqCategory {
  icon: string
  title: string
  subtitle: string
  qandA: QuestionAnswer[]
}

export type FaqData = Record<FaqCategoryKey, FaqCategory>

const qa = (question: string, ans: string): QuestionAnswer => ({ question, ans })

export const FAQ: FaqData = {
  payment: {
    icon: 'CreditCardIcon',
    title: 'Payment',
    subtitle: 'How to pay for EPI orders and quotes',
    qandA: [
      qa(
        'Which payment methods do you accept?',
        'Pix, bank slip (boleto), credit card in up to six instalments and invoiced terms for approved companies.',
      ),
      qa(
        'Can my company pay on 30-day terms?',
        'Yes, after a credit check. Send your CNPJ and the last balance sheet through the quote form.',
      ),
      qa(
        'When is a Pix payment confirmed?',
        'Within a minute; the order moves to picking as soon as the bank confirms it.',
      ),
      qa(
        'Do you issue an NF-e for every order?',
        'Yes. The NF-e goes to the billing e-mail when the order ships.',
      ),
      qa('Is a quote price guaranteed?', 'Quoted prices hold for 15 days unless the quote says otherwise.'),
      qa(
        'Why was my card refused?',
        'Usually the limit or the anti-fraud check of your bank; try Pix or call your bank and try again.',
      ),
    ],
  },
  delivery: {
    icon: 'ShoppingBagIcon',
    title: 'Delivery',
    subtitle: 'Shipping times, carriers and tracking',
    qandA: [
      qa(
        'How long does delivery take?',
        'Two to five working days to capitals in the South and Southeast; up to ten elsewhere.',
      ),
      qa('Which carriers do you use?', 'Correios for small parcels and road carriers for pallets.'),
      qa(
        'Can you deliver to the plant gate on a set day?',
        'Yes, for pallet orders. Tell us the receiving hours in the order notes.',
      ),
      qa('How do I track my order?', 'The tracking link arrives by e-mail when the NF-e is issued.'),
      qa(
        'Is shipping free?',
        'Products marked free shipping ship free, and so does any order above R$ 1,500.',
      ),
      qa('Do you ship outside Brazil?', 'To Mercosur countries through our distributors; ask for a quote.'),
    ],
  },
  cancellationReturn: {
    icon: 'RefreshCwIcon',
    title: 'Cancellation & Return',
    subtitle: 'Changing your mind, wrong sizes and defects',
    qandA: [
      qa(
        'Can I cancel an order?',
        'Yes, free of charge until it ships. After that, refuse the delivery or return it within seven days.',
      ),
      qa(
        'I ordered the wrong glove size. What now?',
        'Return the unopened packs within 30 days and we exchange them; we pay the freight once.',
      ),
      qa(
        'Can I return gloves that were worn?',
        'No: for hygiene reasons worn EPI can only come back for a defect.',
      ),
      qa('How long does a refund take?', 'Up to ten working days after the return reaches our warehouse.'),
      qa(
        'What if a harness arrives damaged?',
        'Do not use it. Photograph it, keep the packaging and open a return the same day.',
      ),
    ],
  },
  myOrders: {
    icon: 'PackageIcon',
    title: 'My Orders',
    subtitle: 'Following and repeating your orders',
    qandA: [
      qa(
        'Where do I see my past orders?',
        'Under My Orders, with the NF-e and the CA certificates of each product.',
      ),
      qa('Can I repeat an order?', 'Yes: open it and choose Order again; prices are updated to today.'),
      qa('Can several buyers share one company account?', 'Yes, on the Standard and Enterprise plans.'),
      qa(
        'Why is my order on hold?',
        'We are waiting for payment confirmation or for a product back in stock; you get an e-mail either way.',
      ),
      qa(
        'Can I change the delivery address after ordering?',
        'Until the order is picked. Write to us with the order number.',
      ),
      qa(
        'How do I download the CA certificates?',
        'Each order line links to the certificate of approval of that product.',
      ),
    ],
  },
  productServices: {
    icon: 'SettingsIcon',
    title: 'Product & Services',
    subtitle: 'Choosing the right protection',
    qandA: [
      qa(
        'How do I choose the cut level of a glove?',
        'Match the ANSI/ISEA 105 level to the task: A2–A3 for light handling, A4–A6 for sheet metal and glass.',
      ),
      qa('Do you offer samples?', 'Yes, up to three samples per product line for companies.'),
      qa('Can you print our logo on vests?', 'Yes, from 100 vests, with a proof before production.'),
      qa(
        'Do you train our staff on fall protection?',
        'Our technicians run a four-hour session on harness inspection and use on site.',
      ),
      qa(
        'Where do I find the CA number of a product?',
        'On the product page, on the label and on the NF-e line.',
      ),
    ],
  },
}
