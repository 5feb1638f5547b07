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
export const PRICING: PricingData = {
  basicPlan: {
    title: 'Basic',
    subtitle: 'For a small workshop getting its first EPI records in order',
    img: '/demo-assets/pricing/basic.svg',
    monthlyPrice: 0,
    yearlyPlan: { perMonth: 0, totalAnnual: 0 },
    planBenefits: ['Up to 10 workers', 'Catalogue and quote requests', 'E-mail support'],
    popular: false,
  },
  standardPlan: {
    title: 'Standard',
    subtitle: 'For plants that hand out EPI every day',
    img: '/demo-assets/pricing/standard.svg',
    monthlyPrice: 49,
    yearlyPlan: { perMonth: 40, totalAnnual: 480 },
    planBenefits: [
      'Up to 200 workers',
      'Delivery records with signatures',
      'CA expiry reminders',
      'Priority support',
    ],
    popular: true,
  },
  enterprisePlan: {
    title: 'Enterprise',
    subtitle: 'For groups with many sites and their own safety team',
    img: '/demo-assets/pricing/enterprise.svg',
    monthlyPrice: 99,
    yearlyPlan: { perMonth: 80, totalAnnual: 960 },
    planBenefits: [
      'Unlimited workers and sites',
      'Single sign-on',
      'Stock forecasts per site',
      'Dedicated account manager',
      'Audit exports',
    ],
    popular: false,
  },
  qandA: [
    {
      question: 'Can I change plans later?',
      ans: 'Yes. Moving up takes effect at once; moving down takes effect at the end of the period you paid for.',
    },
    {
      question: 'Is there a trial of the paid plans?',
      ans: 'Standard and Enterprise can be tried for 14 days without a card.',
    },
    {
      question: 'How do you bill yearly plans?',
      ans: 'Once a year, by invoice or card, at the per-month price shown times twelve.',
    },
    {
      question: 'Do you issue Brazilian tax invoices (NF-e)?',
      ans: 'Every payment comes with an NF-e sent to the billing e-mail.',
    },
  ],
}
