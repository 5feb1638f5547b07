// drizzle-kit writes foreign keys as REFERENCES "public"."table". The tests run every file in a
// schema of its own (search_path), and a deployment may use another schema too: the migrations
// must name tables unqualified. `npm run db:generate -- --name x` runs drizzle-kit with the given
// arguments, then this.
import { spawnSync } from 'node:child_process'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

const generate = spawnSync('drizzle-kit', ['generate', ...process.argv.slice(2)], {
  stdio: 'inherit',
  shell: true,
})
if (generate.status !== 0) process.exit(generate.status ?? 1)

const folder = path.join(import.meta.dirname, '../src/db/migrations')
for (const name of await readdir(folder)) {
  if (!name.endsWith('.sql')) continue
  const file = path.join(folder, name)
  const sql = await readFile(file, 'utf8')
  const fixed = sql.replaceAll('REFERENCES "public".', 'REFERENCES ')
  if (fixed !== sql) {
    await writeFile(file, fixed)
    console.log(`unqualified the foreign keys of ${name}`)
  }
}
