import { readFileSync } from 'node:fs'

/**
 * What `backup.ts` and `restore.ts` share: the app's version for the manifest, and how a failure ends the
 * command (exit code 1 and one line an operator can act on; 2 for a wrong command line).
 */
export const appVersion = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version

export class UsageError extends Error {
  override name = 'UsageError'
}

export function failWith(command: string) {
  return (error: unknown) => {
    process.stderr.write(`${command} failed: ${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(error instanceof UsageError ? 2 : 1)
  }
}
