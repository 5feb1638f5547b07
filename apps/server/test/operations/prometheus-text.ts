/** One sample of a Prometheus text exposition. */
export type Sample = { name: string; labels: Record<string, string>; value: number }

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*'
// As Go's ParseFloat reads it (what Prometheus uses): NaN and Inf in any case (prom-client writes `Nan`).
const VALUE =
  '[-+]?(?:\\d+(?:\\.\\d*)?(?:[eE][-+]?\\d+)?|\\.\\d+|[nN][aA][nN]|[iI][nN][fF](?:[iI][nN][iI][tT][yY])?)'
const LABEL = `([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\\\\n]|\\\\[\\\\"n])*)"`
const SAMPLE = new RegExp(
  `^(?<name>${NAME})(?:\\{(?<labels>(?:${LABEL},?)*)\\})? (?<value>${VALUE})(?: -?\\d+)?$`,
)
const META = new RegExp(`^# (HELP|TYPE) (${NAME})(?: (.*))?$`)
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped'])
const SUFFIXES = ['_bucket', '_sum', '_count', '_total', '_created']

const family = (name: string, typed: Map<string, string>) =>
  typed.has(name)
    ? name
    : SUFFIXES.map((suffix) => name.replace(new RegExp(`${suffix}$`), '')).find((base) => typed.has(base))

function toNumber(value: string): number {
  if (/nan/i.test(value)) return Number.NaN
  if (/inf/i.test(value)) return value.startsWith('-') ? -Infinity : Infinity
  return Number(value)
}

/**
 * Parses the text format (version 0.0.4) strictly: a line that is not a comment, a HELP or TYPE line or a
 * well-formed sample throws, and so does a sample of a family with no TYPE before it.
 */
export function parsePrometheusText(text: string): Sample[] {
  const typed = new Map<string, string>()
  const samples: Sample[] = []
  text.split('\n').forEach((line, number) => {
    if (line === '') return
    const fail = (why: string) => new Error(`line ${number + 1}: ${why}: ${line}`)
    const meta = META.exec(line)
    if (meta) {
      if (meta[1] === 'TYPE' && !TYPES.has(meta[3] ?? '')) throw fail('unknown type')
      if (meta[1] === 'TYPE') typed.set(meta[2]!, meta[3]!)
      return
    }
    if (line.startsWith('#')) return
    const sample = SAMPLE.exec(line)
    if (!sample) throw fail('not a sample')
    const {
      name,
      labels: pairs = '',
      value,
    } = sample.groups as { name: string; labels?: string; value: string }
    if (!family(name, typed)) throw fail('sample without a TYPE')
    const labels: Record<string, string> = {}
    for (const [, key, raw] of pairs.matchAll(new RegExp(LABEL, 'g')))
      labels[key!] = raw!.replace(/\\(.)/g, (_, char: string) => (char === 'n' ? '\n' : char))
    samples.push({ name, labels, value: toNumber(value) })
  })
  return samples
}

/** The samples named `name` whose labels include `labels`. */
export function samplesOf(samples: Sample[], name: string, labels: Record<string, string> = {}) {
  return samples.filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  )
}

/** The value of the one sample named `name` with `labels`; throws when there is none or several. */
export function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samplesOf(samples, name, labels)
  if (found.length !== 1) throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`)
  return found[0]!.value
}
