import { BUTYL, NEOPRENE } from './chemical-results'
import { GLOVE_SIZES, type ProductModel } from './types'

const glove = 'luva-de-seguranca'

/**
 * The chemical gloves added with the resistance data (issue 38): neoprene and butyl complete the QuimiShield
 * line. Listed last so the earlier demo products keep their references.
 */
export const CHEMICAL_GLOVES: ProductModel[] = [
  {
    category: glove,
    family: 'quimishield',
    name: 'Luva QuimiShield Neoprene',
    summary: 'Luva de neoprene para ácidos, bases, álcoois e óleos, com proteção equilibrada.',
    details:
      'O neoprene de 0,50 mm mantém a flexibilidade em baixas temperaturas e resiste a uma gama ampla de produtos, de ácidos e bases concentrados a álcoois e hidrocarbonetos alifáticos. Não é indicado para solventes clorados.',
    riskTypes: ['quimico', 'biologico'],
    segments: ['quimico', 'petroquimico', 'limpeza', 'agricultura'],
    materials: ['neoprene'],
    packaging: 'saco',
    norms: ['EN ISO 374-1:2016 Type A', 'EN ISO 374-5:2016'],
    sizes: GLOVE_SIZES(7, 11),
    chemicalResistance: NEOPRENE,
    secondary: { 'glove.coating': ['neoprene'], 'glove.cuffLength': ['longo'] },
    care: 'rubber',
    variants: [{ label: 'Preta 35 cm', brand: 'escudo-pro', colour: '#1f2937' }],
  },
  {
    category: glove,
    family: 'quimishield',
    name: 'Luva QuimiShield Butílica',
    summary: 'Luva de borracha butílica para cetonas, ésteres e ácidos fortes.',
    details:
      'A borracha butílica de 0,70 mm é a barreira mais eficaz contra cetonas (acetona, MEK) e ésteres, além de ácidos concentrados. Não use com hidrocarbonetos nem solventes clorados: eles atravessam o material em minutos.',
    riskTypes: ['quimico'],
    segments: ['quimico', 'petroquimico', 'cosmeticos'],
    materials: ['borracha-butilica'],
    packaging: 'saco',
    norms: ['EN ISO 374-1:2016 Type A', 'EN ISO 374-5:2016'],
    sizes: GLOVE_SIZES(8, 11),
    chemicalResistance: BUTYL,
    secondary: { 'glove.coating': ['butilica'], 'glove.cuffLength': ['longo'] },
    care: 'rubber',
    variants: [{ label: 'Preta 35 cm', brand: 'escudo-pro', colour: '#111827' }],
  },
]
