/**
 * The data of a value as plain objects and arrays, ready to post to the worker (structured clone
 * refuses Svelte's state proxies). Frozen parts, such as the project document, are plain already
 * and pass as they are, so this costs only what a view built around them.
 */
export function plainData<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  if (Array.isArray(value)) return value.map(plainData) as T;
  const copy: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(value)) copy[name] = plainData(field);
  return copy as T;
}
