import { l, type Localized, type Translatable } from '../text'
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

const qa = (question: Localized, ans: Localized): Translatable<QuestionAnswer> => ({ question, ans })

export const FAQ: Translatable<FaqData> = {
  payment: {
    icon: 'CreditCardIcon',
    title: l('Pagamento', 'Payment'),
    subtitle: l('Como pagar pedidos e orçamentos de EPI', 'How to pay for EPI orders and quotes'),
    qandA: [
      qa(
        l('Quais formas de pagamento vocês aceitam?', 'Which payment methods do you accept?'),
        l(
          'Pix, boleto, cartão de crédito em até seis parcelas e faturamento a prazo para empresas aprovadas.',
          'Pix, bank slip (boleto), credit card in up to six instalments and invoiced terms for approved companies.',
        ),
      ),
      qa(
        l('Minha empresa pode pagar com prazo de 30 dias?', 'Can my company pay on 30-day terms?'),
        l(
          'Sim, após a análise de crédito. Envie o CNPJ e o último balanço pelo formulário de orçamento.',
          'Yes, after a credit check. Send your CNPJ and the last balance sheet through the quote form.',
        ),
      ),
      qa(
        l('Quando um pagamento por Pix é confirmado?', 'When is a Pix payment confirmed?'),
        l(
          'Em até um minuto; o pedido segue para a separação assim que o banco confirma.',
          'Within a minute; the order moves to picking as soon as the bank confirms it.',
        ),
      ),
      qa(
        l('Vocês emitem NF-e para todos os pedidos?', 'Do you issue an NF-e for every order?'),
        l(
          'Sim. A NF-e vai para o e-mail de faturamento quando o pedido é despachado.',
          'Yes. The NF-e goes to the billing e-mail when the order ships.',
        ),
      ),
      qa(
        l('O preço do orçamento é garantido?', 'Is a quote price guaranteed?'),
        l(
          'Os preços orçados valem por 15 dias, salvo indicação em contrário no orçamento.',
          'Quoted prices hold for 15 days unless the quote says otherwise.',
        ),
      ),
      qa(
        l('Por que meu cartão foi recusado?', 'Why was my card refused?'),
        l(
          'Em geral é o limite ou a análise antifraude do seu banco; tente o Pix ou ligue para o banco e tente de novo.',
          'Usually the limit or the anti-fraud check of your bank; try Pix or call your bank and try again.',
        ),
      ),
    ],
  },
  delivery: {
    icon: 'ShoppingBagIcon',
    title: l('Entrega', 'Delivery'),
    subtitle: l('Prazos de envio, transportadoras e rastreamento', 'Shipping times, carriers and tracking'),
    qandA: [
      qa(
        l('Quanto tempo leva a entrega?', 'How long does delivery take?'),
        l(
          'De dois a cinco dias úteis para as capitais do Sul e do Sudeste; até dez nas demais regiões.',
          'Two to five working days to capitals in the South and Southeast; up to ten elsewhere.',
        ),
      ),
      qa(
        l('Quais transportadoras vocês usam?', 'Which carriers do you use?'),
        l(
          'Correios para volumes pequenos e transportadoras rodoviárias para paletes.',
          'Correios for small parcels and road carriers for pallets.',
        ),
      ),
      qa(
        l(
          'Vocês entregam na portaria da fábrica em um dia marcado?',
          'Can you deliver to the plant gate on a set day?',
        ),
        l(
          'Sim, para pedidos paletizados. Informe o horário de recebimento nas observações do pedido.',
          'Yes, for pallet orders. Tell us the receiving hours in the order notes.',
        ),
      ),
      qa(
        l('Como acompanho meu pedido?', 'How do I track my order?'),
        l(
          'O link de rastreamento chega por e-mail quando a NF-e é emitida.',
          'The tracking link arrives by e-mail when the NF-e is issued.',
        ),
      ),
      qa(
        l('O frete é grátis?', 'Is shipping free?'),
        l(
          'Produtos marcados com frete grátis não pagam frete, assim como qualquer pedido acima de R$ 1.500.',
          'Products marked free shipping ship free, and so does any order above R$ 1,500.',
        ),
      ),
      qa(
        l('Vocês enviam para fora do Brasil?', 'Do you ship outside Brazil?'),
        l(
          'Para os países do Mercosul, por meio dos nossos distribuidores; peça um orçamento.',
          'To Mercosur countries through our distributors; ask for a quote.',
        ),
      ),
    ],
  },
  cancellationReturn: {
    icon: 'RefreshCwIcon',
    title: l('Cancelamento e devolução', 'Cancellation & Return'),
    subtitle: l('Desistência, tamanhos errados e defeitos', 'Changing your mind, wrong sizes and defects'),
    qandA: [
      qa(
        l('Posso cancelar um pedido?', 'Can I cancel an order?'),
        l(
          'Sim, sem custo até o despacho. Depois disso, recuse a entrega ou devolva em até sete dias.',
          'Yes, free of charge until it ships. After that, refuse the delivery or return it within seven days.',
        ),
      ),
      qa(
        l('Pedi o tamanho errado de luva. E agora?', 'I ordered the wrong glove size. What now?'),
        l(
          'Devolva as embalagens fechadas em até 30 dias e nós trocamos; pagamos o frete uma vez.',
          'Return the unopened packs within 30 days and we exchange them; we pay the freight once.',
        ),
      ),
      qa(
        l('Posso devolver luvas que já foram usadas?', 'Can I return gloves that were worn?'),
        l(
          'Não: por questões de higiene, EPI usado só pode voltar em caso de defeito.',
          'No: for hygiene reasons worn EPI can only come back for a defect.',
        ),
      ),
      qa(
        l('Quanto tempo leva o reembolso?', 'How long does a refund take?'),
        l(
          'Até dez dias úteis depois que a devolução chega ao nosso depósito.',
          'Up to ten working days after the return reaches our warehouse.',
        ),
      ),
      qa(
        l('E se um cinturão chegar danificado?', 'What if a harness arrives damaged?'),
        l(
          'Não use. Fotografe, guarde a embalagem e abra uma devolução no mesmo dia.',
          'Do not use it. Photograph it, keep the packaging and open a return the same day.',
        ),
      ),
    ],
  },
  myOrders: {
    icon: 'PackageIcon',
    title: l('Meus pedidos', 'My Orders'),
    subtitle: l('Acompanhar e repetir seus pedidos', 'Following and repeating your orders'),
    qandA: [
      qa(
        l('Onde vejo meus pedidos anteriores?', 'Where do I see my past orders?'),
        l(
          'Em Meus pedidos, com a NF-e e os certificados CA de cada produto.',
          'Under My Orders, with the NF-e and the CA certificates of each product.',
        ),
      ),
      qa(
        l('Posso repetir um pedido?', 'Can I repeat an order?'),
        l(
          'Sim: abra o pedido e escolha Pedir de novo; os preços são atualizados para hoje.',
          'Yes: open it and choose Order again; prices are updated to today.',
        ),
      ),
      qa(
        l(
          'Vários compradores podem usar a mesma conta da empresa?',
          'Can several buyers share one company account?',
        ),
        l('Sim, nos planos Padrão e Corporativo.', 'Yes, on the Standard and Enterprise plans.'),
      ),
      qa(
        l('Por que meu pedido está em espera?', 'Why is my order on hold?'),
        l(
          'Estamos aguardando a confirmação do pagamento ou a reposição de um produto; você recebe um e-mail em qualquer caso.',
          'We are waiting for payment confirmation or for a product back in stock; you get an e-mail either way.',
        ),
      ),
      qa(
        l(
          'Posso mudar o endereço de entrega depois de fazer o pedido?',
          'Can I change the delivery address after ordering?',
        ),
        l(
          'Até o pedido ser separado. Escreva para nós com o número do pedido.',
          'Until the order is picked. Write to us with the order number.',
        ),
      ),
      qa(
        l('Como baixo os certificados CA?', 'How do I download the CA certificates?'),
        l(
          'Cada item do pedido tem um link para o certificado de aprovação daquele produto.',
          'Each order line links to the certificate of approval of that product.',
        ),
      ),
    ],
  },
  productServices: {
    icon: 'SettingsIcon',
    title: l('Produtos e serviços', 'Product & Services'),
    subtitle: l('Como escolher a proteção certa', 'Choosing the right protection'),
    qandA: [
      qa(
        l('Como escolho o nível de corte de uma luva?', 'How do I choose the cut level of a glove?'),
        l(
          'Escolha o nível ANSI/ISEA 105 conforme a tarefa: A2–A3 para manuseio leve, A4–A6 para chapas e vidro.',
          'Match the ANSI/ISEA 105 level to the task: A2–A3 for light handling, A4–A6 for sheet metal and glass.',
        ),
      ),
      qa(
        l('Vocês oferecem amostras?', 'Do you offer samples?'),
        l(
          'Sim, até três amostras por linha de produto para empresas.',
          'Yes, up to three samples per product line for companies.',
        ),
      ),
      qa(
        l('Vocês imprimem nosso logotipo nos coletes?', 'Can you print our logo on vests?'),
        l(
          'Sim, a partir de 100 coletes, com prova antes da produção.',
          'Yes, from 100 vests, with a proof before production.',
        ),
      ),
      qa(
        l(
          'Vocês treinam nossa equipe em proteção contra quedas?',
          'Do you train our staff on fall protection?',
        ),
        l(
          'Nossos técnicos dão uma aula de quatro horas, no local, sobre inspeção e uso do cinturão.',
          'Our technicians run a four-hour session on harness inspection and use on site.',
        ),
      ),
      qa(
        l('Onde encontro o número do CA de um produto?', 'Where do I find the CA number of a product?'),
        l(
          'Na página do produto, na etiqueta e no item da NF-e.',
          'On the product page, on the label and on the NF-e line.',
        ),
      ),
    ],
  },
}
