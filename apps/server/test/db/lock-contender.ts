// A process asking for a data dir's lock, for the data-dir-lock tests: it says `ready`, asks when a line
// arrives on stdin, says `won` or `lost <error>`, and a winner holds the lock until stdin closes.
import { lockDataDir } from '../../src/db/data-dir-lock'

const dataDir = process.argv[2]!
process.stdin.once('data', async () => {
  try {
    const lock = await lockDataDir(dataDir)
    process.stdout.write('won\n')
    process.stdin.once('end', () => void lock.release().then(() => process.exit(0)))
    process.stdin.resume()
  } catch (error) {
    process.stdout.write(`lost ${error instanceof Error ? error.name : String(error)}\n`)
    process.exit(0)
  }
})
process.stdout.write('ready\n')
