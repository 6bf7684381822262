/** File-scoped test fixtures that beforeAll starts: a test file holds them before they exist. */

/** The value beforeAll set, or an error naming what was used too early. */
export function startedOr<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is used before beforeAll started it`);
  return value;
}

/** An object that forwards to what `started` returns, so a test file can hold it before beforeAll runs. */
export function forwardTo<T extends object>(started: () => T): T {
  return new Proxy({} as T, { get: (_target, key) => Reflect.get(started(), key) });
}
