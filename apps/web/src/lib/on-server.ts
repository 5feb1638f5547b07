/**
 * True when the app renders on the server (app/entry-server.tsx): there is no document, and a render is
 * a one-off that must request its data itself.
 */
export const ON_SERVER = typeof document === 'undefined'
