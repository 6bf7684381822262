import fc from 'fast-check';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MATRIX } from '../test/access-matrix/access-matrix';
import { mutationsFor, type Shape } from '../test/hardening/hostile';
import { applyMutation, partsOf, type RequestParts, tableDigests, urlOf } from '../test/hardening/requests';
import { buildWorld, send, tinyPng, type World } from '../test/hardening/world';
import { forwardTo, startedOr, startTestApp, type TestApp } from '../test/harness';
import { type MultipartPart, multipartBody } from '../test/multipart';

/**
 * Hostile input against every operation of the OpenAPI document, sent as an admin (the
 * caller every route lets furthest in): never a 5xx, never a stack trace or a source path in the
 * answer, and a refused write leaves every main table as it was. Each operation starts from its
 * access-matrix request and gets CASES_PER_OPERATION generated mutations of it.
 */

const CASES_PER_OPERATION = Number(process.env.FUZZ_CASES ?? 12);

// One app and no reset between operations: each builds its own world, so the whole fuzz stays fast.
let instance: TestApp | undefined;
beforeAll(async () => {
  instance = await startTestApp();
});
afterAll(() => instance?.close());
const t = forwardTo(() => startedOr(instance, 'the test app'));

interface Operation {
  key: string;
  method: HTTPMethods;
  template: string;
  shape: Shape;
}

interface Parameter {
  in: string;
  name: string;
}
interface DocumentOperation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

async function documentedOperations(): Promise<Operation[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  const paths = response.json().paths as Record<string, Record<string, DocumentOperation>>;
  return Object.entries(paths)
    .filter(([path]) => path.startsWith('/api/'))
    .flatMap(([template, methods]) =>
      Object.entries(methods).map(([method, operation]) => {
        const parameters = operation.parameters ?? [];
        const named = (where: string) => parameters.filter((p) => p.in === where).map((p) => p.name);
        const bodySchema = operation.requestBody?.content['application/json']?.schema;
        return {
          key: `${method.toUpperCase()} ${template}`,
          method: method.toUpperCase() as HTTPMethods,
          template,
          shape: {
            bodyKeys: Object.keys(bodySchema?.properties ?? {}),
            queryKeys: named('query'),
            pathParams: named('path').length,
            hasBody: method === 'post',
            headers: named('header'),
          },
        };
      }),
    );
}

/** The upload routes' parts, as their access-matrix rows send them before encoding. */
const MULTIPART_BASES: Record<string, (world: World) => Promise<Record<string, MultipartPart>>> = {
  'POST /api/Account/UpdatePhoto': async () => ({
    file: { file: await tinyPng(), filename: 'me.png', type: 'image/png' },
  }),
  'POST /api/Equipment/AddImage': async (world) => ({
    equipmentId: String(world.equipment.id),
    file: { file: await tinyPng(), filename: 'bars.png', type: 'image/png' },
  }),
};

/** A stack frame (`at f (/path/file.ts:1:2)`), a source or package path, or a Node error name. */
const LEAK =
  /\bat [^\n]*[/\\][^\n]*:\d+:\d+|node_modules|\/src\/server\/|\.ts:\d+|\b(?:TypeError|RangeError|SyntaxError|ReferenceError)\b/;

async function sendParts(operation: Operation, parts: RequestParts, token: string, stream: boolean) {
  const url = urlOf(parts);
  if (parts.multipart && !parts.jsonInsteadOfMultipart) {
    const { payload, headers } = await multipartBody(parts.multipart);
    return send(t, {
      method: operation.method,
      url,
      payload,
      headers: { ...parts.headers, ...headers },
      token,
    });
  }
  const hasJson = parts.body !== undefined;
  return send(t, {
    method: operation.method,
    url,
    token,
    stream,
    headers: { ...parts.headers, ...(hasJson ? { 'content-type': 'application/json' } : {}) },
    ...(hasJson ? { payload: JSON.stringify(parts.body) ?? 'null' } : {}),
  });
}

const describeMutations = (value: unknown) =>
  JSON.stringify(value, (_key, item) =>
    typeof item === 'string' && item.length > 80 ? `${item.slice(0, 80)}…(${item.length})` : item,
  )?.slice(0, 600);

/** Answers by status over the whole run, printed at the end: how many cases each status met. */
const tally = new Map<number, number>();
let cases = 0;
let readWorld: Promise<World> | undefined;
afterAll(() => {
  const statuses = [...tally].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
  console.info(`hostile input: ${cases} cases, ${CASES_PER_OPERATION} per operation; ${statuses.join(' ')}`);
});

describe('hostile input', () => {
  let operations: Operation[] = [];
  beforeAll(async () => {
    operations = await documentedOperations();
  });

  it('covers every operation of the document', () => {
    expect(operations.filter((operation) => !(operation.key in ACCESS_MATRIX)).map((o) => o.key)).toEqual([]);
  });

  it.each(
    Object.keys(ACCESS_MATRIX),
  )('%s: no 5xx, no stack trace, no change from a refused write', async (key) => {
    const operation = operations.find((candidate) => candidate.key === key);
    if (!operation) throw new Error(`${key} is not in the OpenAPI document`);
    const isWrite = operation.method !== 'GET';
    // A read changes nothing, so the reads share one world; each write gets its own. The shared one is
    // awaited first even by a write: built in the background, it changed every table under the first
    // operation's cases (CI, seed -1822683000).
    readWorld ??= buildWorld(t);
    const shared = await readWorld;
    const world = isWrite ? await buildWorld(t) : shared;
    const base = await ACCESS_MATRIX[key].request({ t, world, caller: world.admin });
    const multipart = await MULTIPART_BASES[key]?.(world);
    const start: RequestParts = {
      ...partsOf(operation.template, String(base.url), multipart ? undefined : base.payload),
      ...(multipart ? { multipart } : {}),
    };
    // The tables as they were before each case: read once at the start and again after each case.
    let before = isWrite ? await tableDigests(t.database.db) : undefined;
    await fc.assert(
      fc.asyncProperty(mutationsFor(operation.shape), async (mutations) => {
        const parts = mutations.reduce(applyMutation, start);
        const { statusCode, body } = await sendParts(
          operation,
          parts,
          world.admin.token,
          base.stream ?? false,
        );
        cases += 1;
        tally.set(statusCode, (tally.get(statusCode) ?? 0) + 1);
        const what = `${key} ${describeMutations(mutations)} → ${statusCode} ${body.slice(0, 300)}`;
        expect(statusCode, what).toBeLessThan(500);
        expect(LEAK.test(body), what).toBe(false);
        if (!before) return;
        const after = await tableDigests(t.database.db);
        if (statusCode >= 400) expect(after, what).toEqual(before);
        before = after;
      }),
      { numRuns: CASES_PER_OPERATION, endOnFailure: true },
    );
  });
});
