import type { HTTPMethods } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ACCESS_MATRIX } from '../test/access-matrix/access-matrix';
import { buildWorld, callerOf, ROLES, send, type World } from '../test/hardening/world';
import { withTestApp } from '../test/harness';

const t = withTestApp();

/** Every operation of the OpenAPI document under /api, as `METHOD /api/path`. */
async function documentedOperations(): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  const paths = response.json().paths as Record<string, Record<string, unknown>>;
  return Object.entries(paths)
    .filter(([path]) => path.startsWith('/api/'))
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
}

describe('access matrix', () => {
  it('has a row for every operation of the OpenAPI document, and none for an operation it lacks', async () => {
    const operations = await documentedOperations();
    const missing = operations
      .filter((operation) => !(operation in ACCESS_MATRIX))
      .map((op) => `no row for ${op}`);
    const stale = Object.keys(ACCESS_MATRIX)
      .filter((operation) => !operations.includes(operation))
      .map((op) => `row for ${op}, which the document does not have`);
    expect([...missing, ...stale]).toEqual([]);
    expect(operations.length).toBeGreaterThan(80);
  });

  it.each(Object.keys(ACCESS_MATRIX))('%s answers each caller as the matrix says', async (operation) => {
    const [method, ...rest] = operation.split(' ');
    const row = ACCESS_MATRIX[operation];
    const answers: Record<string, string> = {};
    const wanted: Record<string, string> = {};
    let world: World | undefined;
    for (const role of ROLES) {
      world ??= await buildWorld(t);
      const caller = callerOf(world, role);
      const request = await row.request({ t, world, caller });
      const { statusCode, body } = await send(t, {
        ...request,
        method: method as HTTPMethods,
        token: caller?.token,
      });
      answers[role] =
        statusCode === row.expected[role] ? String(statusCode) : `${statusCode} ${body.slice(0, 200)}`;
      wanted[role] = String(row.expected[role]);
      // A refusal (401, 403) comes from the guard and changes nothing, so the next caller may use the
      // same world; after any other answer, or a set-up that wrote, a new one, so a case that deletes
      // or disables leaves the next caller's rows untouched.
      if (row.changesWorld || (statusCode !== 401 && statusCode !== 403)) world = undefined;
    }
    expect(answers, `${rest.join(' ')} by role`).toEqual(wanted);
  });
});
