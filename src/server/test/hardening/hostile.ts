import fc from 'fast-check';

/**
 * Hostile input for the fuzz of every API operation (src/server/routes/hostile-input.test.ts):
 * values of the wrong type, missing and extra keys, huge strings and arrays, deep nesting, NUL and odd
 * Unicode, numbers past the integer range, NaN-like strings and dates at the ends of the calendar.
 */

const HUGE = 100_000;

const nested = (levels: number, inner: unknown, asArray: boolean): unknown => {
  let value = inner;
  for (let level = 0; level < levels; level += 1) value = asArray ? [value] : { a: value };
  return value;
};

/** Strings a careless parser or database trips on. */
const oddStrings = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\uD800',
  'x\uDFFFy',
  '\u202Eevil\u202C',
  '\u200F\u200E\u061C',
  '\uFEFFbom',
  'Z\u0351\u0352\u0353\u0354\u0355',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  '\r\n\t\u000B\u000C',
  '%00',
  '%',
  '../../etc/passwd',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  // A template-injection probe; the dollar sign is escaped so the placeholder is plainly literal.
  '{{7*7}}\u0024{7*7}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '0x10',
  ' 7 ',
  '7.5',
  '1_000',
  '99999999999999999999999',
  '-9223372036854775809',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
];

/** Dates at and past the ends of what JavaScript and PostgreSQL hold. */
const oddDates = [
  '0000-01-01T00:00:00.000Z',
  '0000-01-01',
  '9999-12-31T23:59:59.999Z',
  '9999-12-31',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '-000001-01-01T00:00:00.000Z',
  '2025-02-30T00:00:00.000Z',
  '2025-13-01T00:00:00.000Z',
  '2025-01-01T24:00:00.000Z',
  '2025-01-01T00:00:00.000+25:00',
  '1970-01-01T00:00:00.000Z',
  '2025-06-15T12:00:00',
  '2025-06-15 12:00',
];

const oddNumbers = [
  0,
  -1,
  -0,
  0.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  -1e308,
  Number.MIN_VALUE,
  Number.MAX_SAFE_INTEGER,
];

const hugeString = fc.constantFrom('x', '\u0000', '\uD83D', 'é', '<').map((unit) => unit.repeat(HUGE));
const hugeArray = fc
  .constantFrom<unknown>(1, 'x', null, {})
  .map((item) => Array.from({ length: 20_000 }, () => item));
const deep = fc
  .tuple(fc.integer({ min: 1, max: 1000 }), fc.boolean())
  .map(([levels, asArray]) => nested(levels === 1 ? 1000 : levels, 1, asArray));

/** Any JSON value a hostile client could send in place of a field. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom<unknown>(...oddStrings), weight: 4 },
  { arbitrary: fc.constantFrom<unknown>(...oddDates), weight: 2 },
  { arbitrary: fc.constantFrom<unknown>(...oddNumbers), weight: 3 },
  { arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [7], { id: 1 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: hugeString, weight: 1 },
  { arbitrary: hugeArray, weight: 1 },
  { arbitrary: deep, weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
);

/** Text for a path segment or query value: hostile strings, as a client would encode them. */
const hostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...oddStrings, ...oddDates), weight: 5 },
  { arbitrary: fc.constantFrom(...oddNumbers.map(String)), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: hugeString, weight: 1 },
);

/** Already-encoded URL text no encoder would make: broken UTF-8, an overlong NUL, a lone %. */
const rawUrlText = fc.constantFrom(
  '%ED%A0%80',
  '%C0%80',
  '%FF%FE',
  '%E2%80%AE',
  '%',
  '%zz',
  '%2F..%2F',
  '%00',
);

/** encodeURIComponent, with lone surrogates sent as the broken UTF-8 they become. */
function encodeText(text: string): string {
  return Array.from(text)
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
}

/** One change to a request. */
export type Mutation =
  | { slot: 'body'; kind: 'set'; key: string; value: unknown }
  | { slot: 'body'; kind: 'drop'; key: string }
  | { slot: 'body'; kind: 'replace'; value: unknown }
  | { slot: 'query'; key: string; values: string[] }
  | { slot: 'path'; index: number; raw: string }
  | { slot: 'header'; name: string; value: string };

export interface Shape {
  bodyKeys: string[];
  queryKeys: string[];
  pathParams: number;
  hasBody: boolean;
  headers: string[];
}

const extraKeys = fc.constantFrom(
  'extra',
  '__proto__',
  'constructor',
  'isAdmin',
  'roles',
  'userId',
  'id',
  '',
);

const encoded = fc.oneof(
  { arbitrary: hostileText.map(encodeText), weight: 4 },
  { arbitrary: rawUrlText, weight: 1 },
);

/** Mutations that fit an operation: its body keys, query keys, path parameters and headers. */
export function mutationsFor(shape: Shape): fc.Arbitrary<Mutation[]> {
  const options: fc.Arbitrary<Mutation>[] = [];
  if (shape.hasBody) {
    const key =
      shape.bodyKeys.length > 0 ? fc.oneof(fc.constantFrom(...shape.bodyKeys), extraKeys) : extraKeys;
    options.push(
      fc.record({
        slot: fc.constant('body'),
        kind: fc.constant('set'),
        key,
        value: hostileValue,
      }) as fc.Arbitrary<Mutation>,
      fc.record({ slot: fc.constant('body'), kind: fc.constant('drop'), key }) as fc.Arbitrary<Mutation>,
      fc.record({
        slot: fc.constant('body'),
        kind: fc.constant('replace'),
        value: hostileValue,
      }) as fc.Arbitrary<Mutation>,
    );
  }
  const queryKey =
    shape.queryKeys.length > 0 ? fc.oneof(fc.constantFrom(...shape.queryKeys), extraKeys) : extraKeys;
  options.push(
    fc.record({
      slot: fc.constant('query'),
      key: queryKey,
      values: fc.array(encoded, { minLength: 1, maxLength: 2 }),
    }) as fc.Arbitrary<Mutation>,
  );
  if (shape.pathParams > 0)
    options.push(
      fc.record({
        slot: fc.constant('path'),
        index: fc.integer({ min: 0, max: shape.pathParams - 1 }),
        raw: encoded,
      }) as fc.Arbitrary<Mutation>,
    );
  for (const name of shape.headers)
    options.push(
      fc.record({
        slot: fc.constant('header'),
        name: fc.constant(name),
        value: fc.constantFrom('', 'x'.repeat(HUGE), ' ', 'é', '%00', '../'),
      }) as fc.Arbitrary<Mutation>,
    );
  const weighted = options.map((arbitrary, index) => ({
    arbitrary,
    weight: index < 3 && shape.hasBody ? 3 : 1,
  }));
  return fc.array(fc.oneof(...weighted), { minLength: 1, maxLength: 3 });
}
