import { ARMS_AND_BODY } from './arms-body'
import { SMALL_ACCESSORIES } from './accessories'
import { GARMENTS } from './garments'
import { EYES_AND_FACE } from './eyes-face'
import { CHEMICAL_GLOVES } from './gloves-chemical'
import { COATED_GLOVES } from './gloves-coated'
import { SPECIAL_GLOVES } from './gloves-special'
import { HEIGHT_GEAR } from './height'

export const PRODUCT_MODELS = [
  ...COATED_GLOVES,
  ...SPECIAL_GLOVES,
  ...EYES_AND_FACE,
  ...GARMENTS,
  ...ARMS_AND_BODY,
  ...HEIGHT_GEAR,
  ...SMALL_ACCESSORIES,
  // Last: added with issue 38, so the products above keep their references.
  ...CHEMICAL_GLOVES,
]
export { CARE, type Care, type ProductModel, type Variant } from './types'
