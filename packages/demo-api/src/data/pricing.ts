import { l, type Translatable } from '../text'

export interface PricingPlan {
  title: string
  subtitle: string
  img: string
  monthlyPrice: number
  yearlyPlan: { perMonth: number; totalAnnual: number }
  planBenefits: string[]
  popular: boolean
}

export interface QuestionAnswer {
  question: string
  ans: string
}

export interface PricingData {
  basicPlan: PricingPlan
  standardPlan: PricingPlan
  enterprisePlan: PricingPlan
  qandA: QuestionAnswer[]
}

// Prices are the seed's constants; the yearly total is twelve times the per-month price.
export const PRICING: Translatable<PricingData> = {
  basicPlan: {
    title: l('Básico', 'Basic'),
    subtitle: l(
      'Para uma pequena oficina organizando seus primeiros registros de EPI',
      'For a small workshop getting its first EPI records in order',
    ),
    img: '/demo-assets/pricing/basic.svg',
    monthlyPrice: 0,
    yearlyPlan: { perMonth: 0, totalAnnual: 0 },
    planBenefits: [
      l('Até 10 trabalhadores', 'Up to 10 workers'),
      l('Catálogo e pedidos de orçamento', 'Catalogue and quote requests'),
      l('Suporte por e-mail', 'E-mail support'),
    ],
    popular: false,
  },
  standardPlan: {
    title: l('Padrão', 'Standard'),
    subtitle: l('Para fábricas que entregam EPI todos os dias', 'For plants that hand out EPI every day'),
    img: '/demo-assets/pricing/standard.svg',
    monthlyPrice: 49,
    yearlyPlan: { perMonth: 40, totalAnnual: 480 },
    planBenefits: [
      l('Até 200 trabalhadores', 'Up to 200 workers'),
      l('Fichas de entrega com assinatura', 'Delivery records with signatures'),
      l('Lembretes de vencimento do CA', 'CA expiry reminders'),
      l('Suporte prioritário', 'Priority support'),
    ],
    popular: true,
  },
  enterprisePlan: {
    title: l('Corporativo', 'Enterprise'),
    subtitle: l(
      'Para grupos com muitas unidades e equipe de segurança própria',
      'For groups with many sites and their own safety team',
    ),
    img: '/demo-assets/pricing/enterprise.svg',
    monthlyPrice: 99,
    yearlyPlan: { perMonth: 80, totalAnnual: 960 },
    planBenefits: [
      l('Trabalhadores e unidades ilimitados', 'Unlimited workers and sites'),
      l('Login único (SSO)', 'Single sign-on'),
      l('Previsão de estoque por unidade', 'Stock forecasts per site'),
      l('Gerente de conta dedicado', 'Dedicated account manager'),
      l('Exportações para auditoria', 'Audit exports'),
    ],
    popular: false,
  },
  qandA: [
    {
      question: l('Posso mudar de plano depois?', 'Can I change plans later?'),
      ans: l(
        'Sim. Subir de plano vale na hora; descer vale no fim do período já pago.',
        'Yes. Moving up takes effect at once; moving down takes effect at the end of the period you paid for.',
      ),
    },
    {
      question: l('Dá para testar os planos pagos?', 'Is there a trial of the paid plans?'),
      ans: l(
        'Os planos Padrão e Corporativo podem ser testados por 14 dias sem cartão.',
        'Standard and Enterprise can be tried for 14 days without a card.',
      ),
    },
    {
      question: l('Como são cobrados os planos anuais?', 'How do you bill yearly plans?'),
      ans: l(
        'Uma vez por ano, por boleto ou cartão, pelo preço mensal indicado vezes doze.',
        'Once a year, by invoice or card, at the per-month price shown times twelve.',
      ),
    },
    {
      question: l(
        'Vocês emitem nota fiscal eletrônica (NF-e)?',
        'Do you issue Brazilian tax invoices (NF-e)?',
      ),
      ans: l(
        'Todo pagamento vem com uma NF-e enviada para o e-mail de faturamento.',
        'Every payment comes with an NF-e sent to the billing e-mail.',
      ),
    },
  ],
}
