/**
 * Structural keys: one string per value, equal for two values that hold the same data, so an
 * answer can be remembered by what it was computed from rather than by which object asked.
 *
 * Values are JSON-like data (plain objects, arrays, strings, numbers, booleans, null).
 * Properties are read in their own order: the same data written in another order gets another
 * key, which costs a recomputation, never a wrong answer. Properties holding `undefined` are left
 * out, as JSON leaves them out.
 *
 * A frozen object's key is remembered (by identity), so a frozen document (see `freezeDeep`) is
 * walked once: after an edit, only the objects the edit replaced are walked again. Its key is a
 * short token standing for its content (`@17`), interned: equal content gets the same token, so a
 * parent's key holds its children's tokens, not their whole text, and a key stays short however
 * large the data under it. An unfrozen object may still change, so its key is never remembered.
 */
const remembered = new WeakMap<object, string>();

/**
 * Content → token. Bounded: a content forgotten and met again gets a new token, which costs a
 * recomputation once, never a wrong answer (a token is never given to two contents).
 */
const tokens = new Map<string, string>();
const TOKENS_KEPT = 100_000;
let nextToken = 1;

function tokenFor(content: string): string {
  let token = tokens.get(content);
  if (token === undefined) {
    token = `@${nextToken++}`;
    tokens.set(content, token);
    if (tokens.size > TOKENS_KEPT) {
      const oldest = tokens.keys().next();
      if (!oldest.done) tokens.delete(oldest.value);
    }
  }
  return token;
}

export function structuralKey(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  // Every number its own text (String is exact for doubles), −0 and NaN included.
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  if (value === null || typeof value !== 'object') return String(value);
  const known = remembered.get(value);
  if (known !== undefined) return known;
  let key: string;
  if (Array.isArray(value)) {
    key = `[${value.map(structuralKey).join(',')}]`;
  } else {
    const parts: string[] = [];
    for (const [name, field] of Object.entries(value)) {
      if (field !== undefined) parts.push(`${JSON.stringify(name)}:${structuralKey(field)}`);
    }
    key = `{${parts.join(',')}}`;
  }
  if (!Object.isFrozen(value)) return key;
  const token = tokenFor(key);
  remembered.set(value, token);
  return token;
}

/**
 * Freezes a value and everything it holds, stopping at objects already frozen (their contents
 * were frozen with them). An immutable document is then walked only where an edit replaced it.
 */
export function freezeDeep<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  // Typed arrays cannot be frozen; a document never holds one.
  if (ArrayBuffer.isView(value)) return value;
  for (const field of Object.values(value)) freezeDeep(field);
  return Object.freeze(value);
}
