export * from './users'
export * from './catalog'
export * from './home'
export * from './products'
