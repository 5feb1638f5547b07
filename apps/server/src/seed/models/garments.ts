import { GARMENT_SIZES, type ProductModel } from './types'

const coverall = 'macacao-de-seguranca'
const vest = 'colete-refletivo'
const protection = (...types: string[]) => ({ 'coverall.protectionType': types })
const vestOf = (visibility: number, colour: string) => ({
  'vest.visibilityClass': [`classe-${visibility}`],
  'vest.colour': [colour],
})

/** Coveralls and reflective vests. */
export const GARMENTS: ProductModel[] = [
  {
    category: coverall,
    family: 'barreira',
    name: 'Macacão Barreira Tipo 5 e 6',
    summary: 'Macacão descartável em não tecido de PEAD com capuz, contra partículas e respingos leves.',
    details:
      'O não tecido de polietileno de alta densidade barra poeiras finas, fibras e respingos de baixa pressão sem perder a respirabilidade. Zíper com aba adesiva e elásticos nos punhos, tornozelos e capuz.',
    riskTypes: ['particulas-volantes', 'biologico', 'quimico'],
    segments: ['quimico', 'cosmeticos', 'limpeza', 'alimenticio'],
    materials: ['pead'],
    packaging: 'plastico',
    norms: ['EN ISO 13982-1 Type 5', 'EN 13034 Type 6', 'EN 14126'],
    sizes: ['PP', 'P', 'M', 'G', 'GG', 'XG', 'XGG'],
    secondary: protection('tipo-5', 'tipo-6'),
    care: 'coverallDisposable',
    variants: [
      { label: 'Branco', brand: 'escudo-pro', colour: '#f8fafc' },
      { label: 'Azul com Pés', brand: 'escudo-pro', colour: '#bfdbfe' },
      { label: 'Laranja Alta Visibilidade', brand: 'tenaz', colour: '#fdba74' },
      {
        label: 'Branco Costura Selada',
        brand: 'tenaz',
        colour: '#e2e8f0',
        overrides: { secondary: protection('tipo-4', 'tipo-5', 'tipo-6') },
      },
    ],
  },
  {
    category: coverall,
    family: 'barreira',
    name: 'Macacão Barreira PVC Tipo 3',
    summary: 'Macacão em PVC com forro de poliéster, estanque a jatos de líquidos químicos.',
    details:
      'Costuras soldadas por alta frequência e capuz integrado tornam o conjunto estanque a jatos de ácidos e álcalis. Indicado para limpeza de tanques e aplicação de defensivos.',
    riskTypes: ['quimico', 'biologico'],
    segments: ['quimico', 'petroquimico', 'agricultura'],
    materials: ['pvc'],
    packaging: 'saco',
    norms: ['EN 14605 Type 3'],
    sizes: ['M', 'G', 'GG', 'XG'],
    secondary: protection('tipo-3', 'tipo-4'),
    care: 'rubber',
    variants: [
      { label: 'Amarelo', brand: 'tenaz', colour: '#facc15' },
      { label: 'Verde', brand: 'tenaz', colour: '#16a34a' },
    ],
  },
  {
    category: coverall,
    family: 'barreira',
    name: 'Macacão Antichama Arco Elétrico',
    summary: 'Macacão em algodão com tratamento antichama permanente, categoria 2 de risco de arco.',
    details:
      'O tecido de algodão tratado não propaga chama e se autoextingue. Faixas refletivas em dois tons, fechamento por zíper com botão de pressão e bolsos com lapela.',
    riskTypes: ['arco-eletrico', 'alta-temperatura'],
    segments: ['eletroeletronico', 'oleo-e-gas', 'petroquimico', 'mineracao'],
    materials: ['algodao'],
    certificates: ['oeko-tex-100'],
    packaging: 'etiqueta',
    norms: ['IEC 61482-2', 'ASTM F1506', 'NFPA 70E', 'NR-10'],
    sizes: GARMENT_SIZES,
    secondary: protection('antichama'),
    care: 'garment',
    variants: [
      { label: 'ATPV 8 cal Azul-Marinho', brand: 'escudo-pro', colour: '#1e3a8a' },
      { label: 'ATPV 12 cal Cinza', brand: 'escudo-pro', colour: '#475569' },
    ],
  },
  {
    category: coverall,
    family: 'frio-zero',
    name: 'Macacão Frio Zero Térmico',
    summary: 'Macacão térmico acolchoado para câmaras frigoríficas até −35 °C.',
    details:
      'Enchimento de fibra siliconizada entre nylon impermeável e forro macio, com punhos em ribana que vedam o frio. Zíper bidirecional para vestir por cima do uniforme.',
    riskTypes: ['baixa-temperatura'],
    segments: ['frigorifico', 'alimenticio', 'logistica'],
    materials: ['nylon'],
    packaging: 'saco',
    norms: ['EN 342:2017'],
    sizes: ['P', 'M', 'G', 'GG', 'XGG'],
    secondary: protection('termico'),
    care: 'garment',
    variants: [
      { label: 'Azul', brand: 'escudo-pro', colour: '#1d4ed8' },
      { label: 'Cinza', brand: 'tenaz', colour: '#6b7280' },
    ],
  },
  {
    category: vest,
    family: 'alta-visao',
    name: 'Colete Refletivo Alta Visão',
    summary: 'Colete de alta visibilidade em tela de nylon com faixas refletivas de 5 cm.',
    details:
      'A tela respirável fica fresca em jornadas ao sol, e as faixas microprismáticas refletem a luz dos faróis a mais de 150 m. Fechamento em velcro e tamanho ajustável.',
    riskTypes: [],
    segments: ['construcao-civil', 'logistica', 'mineracao', 'automotivo'],
    materials: ['nylon'],
    packaging: 'plastico',
    norms: ['ABNT NBR 15292:2013'],
    sizes: ['Único'],
    secondary: vestOf(2, 'amarelo'),
    care: 'garment',
    variants: [
      { label: 'Classe 2 Amarelo', brand: 'tenaz', colour: '#d9f99d' },
      {
        label: 'Classe 2 Laranja',
        brand: 'tenaz',
        colour: '#fb923c',
        overrides: { secondary: vestOf(2, 'laranja') },
      },
      {
        label: 'Classe 1 Tipo X Verde-Limão',
        brand: 'tenaz',
        colour: '#a3e635',
        overrides: { secondary: vestOf(1, 'verde-limao') },
      },
    ],
  },
  {
    category: vest,
    family: 'alta-visao',
    name: 'Colete Alta Visão Brigadista',
    summary: 'Colete classe 3 com bolsos, porta-crachá e faixas refletivas duplas para equipes de campo.',
    details:
      'Com área de material fluorescente classe 3, é visível de dia e à noite em rodovias e pátios. Bolso para rádio, porta-caneta e fechamento por zíper.',
    riskTypes: [],
    segments: ['logistica', 'mineracao', 'oleo-e-gas', 'construcao-civil'],
    materials: ['nylon', 'algodao'],
    certificates: ['oeko-tex-100'],
    packaging: 'plastico',
    norms: ['ABNT NBR 15292:2013'],
    sizes: GARMENT_SIZES,
    secondary: vestOf(3, 'laranja'),
    care: 'garment',
    variants: [
      { label: 'Laranja', brand: 'escudo-pro', colour: '#f97316' },
      {
        label: 'Amarelo',
        brand: 'escudo-pro',
        colour: '#facc15',
        overrides: { secondary: vestOf(3, 'amarelo') },
      },
      {
        label: 'Impermeável PVC',
        brand: 'tenaz',
        colour: '#fde047',
        overrides: { materials: ['pvc'], secondary: vestOf(2, 'amarelo'), riskTypes: ['baixa-temperatura'] },
      },
    ],
  },
]
