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
export type Deserialized<T = Flat | Flat[] | null> = {
  data: T
  meta: Record<string, unknown>
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
