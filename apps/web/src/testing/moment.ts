/**
 * A moment as every back-office screen writes it (`format.date(…, { dateStyle: 'short', timeStyle: 'short' })`):
 * short day and time, in the reader's time zone — what a test expects to read.
 */
export const moment = (language: string, at: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(at))
