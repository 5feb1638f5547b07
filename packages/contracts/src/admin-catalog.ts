// The back office's catalogue contracts, one file per responsibility in admin-catalog/, exported here
// under the same names as before so that `from '@escudo/contracts'` is unchanged.
export * from './admin-catalog/banners'
export * from './admin-catalog/bulk-actions'
export * from './admin-catalog/ca-checks'
export * from './admin-catalog/completeness'
export * from './admin-catalog/errors'
export * from './admin-catalog/highlights'
export * from './admin-catalog/imports'
export * from './admin-catalog/product-input'
export * from './admin-catalog/products'
export * from './admin-catalog/product-sheet'
export * from './admin-catalog/taxonomy'
export * from './admin-catalog/uploads'
