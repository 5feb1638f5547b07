export * from './common'
export * from './constants'
export * from './health'
export * from './jsonapi'
