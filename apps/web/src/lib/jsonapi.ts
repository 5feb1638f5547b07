/**
 * Turns JSON:API documents into the plain objects the UI works with:
 * `{ id, ...attributes }`, with relationships resolved from `included`
 * (or left as `{ id }` when the server did not include them).
 */

type Identifier = { type: string; id: string }
type Relationship = { data?: Identifier | Identifier[] | null }
export type JsonApiResource = Identifier & {
  attributes?: Record<string, unknown>
  relationships?: Record<string, Relationship>
}
export type JsonApiDocument = {
  data?: JsonApiResource | JsonApiResource[] | null
  included?: JsonApiResource[]
  meta?: Record<string, unknown>
  links?: Record<string, string | null>
}

export type Flat = { id: string } & Record<string, unknown>
/**
 * A deserialized document: `T` the flattened data, `M` its `meta` as the contract's document declares it
 * (`Deserialized<Row[], ProductListDocument['meta']>`).
 */
export type Deserialized<T = Flat | Flat[] | null, M = Record<string, unknown>> = {
  data: T
  meta: M
  links: Record<string, string | null>
}

const key = ({ type, id }: Identifier) => `${type}:${id}`

export function flatten(
  resource: JsonApiResource,
  included: Map<string, JsonApiResource>,
  seen = new Set<string>(),
): Flat {
  const flat: Flat = { ...resource.attributes, id: resource.id }
  // A cycle (product → family → product) would recurse forever: stop at what we are already inside.
  const path = new Set(seen).add(key(resource))
  for (const [name, relationship] of Object.entries(resource.relationships ?? {})) {
    const resolve = (identifier: Identifier): Flat => {
      const full = included.get(key(identifier))
      return full && !path.has(key(identifier)) ? flatten(full, included, path) : { id: identifier.id }
    }
    const { data } = relationship
    if (data === undefined) continue
    flat[name] = data === null ? null : Array.isArray(data) ? data.map(resolve) : resolve(data)
  }
  return flat
}

export function isJsonApiDocument(value: unknown): value is JsonApiDocument {
  return typeof value === 'object' && value !== null && ('data' in value || 'meta' in value)
}

export function deserialize(document: JsonApiDocument): Deserialized {
  const included = new Map((document.included ?? []).map((resource) => [key(resource), resource]))
  const { data } = document
  return {
    data:
      data == null
        ? null
        : Array.isArray(data)
          ? data.map((r) => flatten(r, included))
          : flatten(data, included),
    meta: document.meta ?? {},
    links: document.links ?? {},
  }
}

/** What `flatten` makes of a contract's resource: `{ id, ...attributes }`. */
type FlatOf<R> = R extends { id: string; attributes: infer A } ? { id: string } & A : never
type DataOf<D> = D extends { data: infer R }
  ? R extends readonly (infer E)[]
    ? FlatOf<E>[]
    : R extends null
      ? null
      : FlatOf<R>
  : null

/**
 * `deserialize` typed by the contract's document (`AuthResponse`, `CaRegistryImportDocument`…), for answers
 * read outside the API slice's endpoints: its data flattened, its meta as the contract declares it.
 */
export function deserializeAs<D extends { data?: unknown; meta?: unknown }>(
  document: D,
): Deserialized<DataOf<D>, NonNullable<D['meta']>> {
  // The contract's resources are JSON:API resources; flatten keeps their attributes as they are.
  return deserialize(document as JsonApiDocument) as Deserialized<DataOf<D>, NonNullable<D['meta']>>
}
