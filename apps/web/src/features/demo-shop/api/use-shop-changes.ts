import { useEffect } from 'react'
import { onShopChange } from './shop'

/** Reloads a view whenever the cart or wishlist changes anywhere on the page. */
export function useShopChanges(reload: () => void) {
  useEffect(() => onShopChange(reload), [reload])
}
