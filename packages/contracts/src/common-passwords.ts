/**
 * Passwords long enough to pass the length rule yet among the first an attacker tries
 * (leaked-password top lists, Brazilian favourites, keyboard walks). Kept small on
 * purpose: the web form bundles it. Compared lower-cased.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '0123456789',
  '1234567890',
  '12345678910',
  '123456789a',
  '1234567890a',
  '0987654321',
  '1111111111',
  '1122334455',
  '1212121212',
  '1q2w3e4r5t',
  '1q2w3e4r5t6y',
  '1qaz2wsx3edc',
  'a123456789',
  'abc1234567',
  'abcd123456',
  'abcdefghij',
  'qwertyuiop',
  'qwerty1234',
  'qwerty12345',
  'asdfghjkl1',
  'zxcvbnm123',
  'password12',
  'password123',
  'password1234',
  'passw0rd123',
  'iloveyou12',
  'letmein123',
  'welcome123',
  'admin12345',
  'administrator',
  'changeme123',
  'senha12345',
  'senha123456',
  'minhasenha',
  'minhasenha1',
  'mudar12345',
  'mudar123456',
  'trocar1234',
  'brasil1234',
  'brasil2026',
  'flamengo10',
  'flamengo123',
  'corinthians',
  'palmeiras1',
  'vasco12345',
  'gremio1234',
  'saopaulo10',
  'escudo1234',
  'escudoepi1',
  'escudo12345',
])

/** True for a password on the list, or one character repeated (`aaaaaaaaaa`). */
export function isCommonPassword(password: string): boolean {
  const folded = password.normalize('NFKC').toLowerCase()
  return COMMON_PASSWORDS.has(folded) || /^(.)\1*$/u.test(folded)
}
