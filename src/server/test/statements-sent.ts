import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../db/client';

type QueryOf<T> = T extends { query: infer Q } ? Q : never;

/**
 * The statements `act` sends to the database (their text, in order), counted at the driver: each is
 * one round trip on PostgreSQL (node-postgres sends one statement at a time) and one call into PGlite.
 * Nothing else may use the database meanwhile.
 */
export async function statementsSent(database: Database, act: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const textOf = (query: unknown) =>
    typeof query === 'string' ? query : String((query as { text?: string } | null)?.text ?? query);
  if (database.kind === 'pg') {
    const original = pg.Client.prototype.query as QueryOf<pg.Client>;
    const counting = function (this: pg.Client, ...args: Parameters<QueryOf<pg.Client>>) {
      sent.push(textOf(args[0]));
      return Reflect.apply(original, this, args);
    };
    pg.Client.prototype.query = counting as QueryOf<pg.Client>;
    try {
      await act();
    } finally {
      pg.Client.prototype.query = original;
    }
    return sent;
  }
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const original = client.query;
  client.query = ((text: string, ...rest: unknown[]) => {
    sent.push(text);
    return Reflect.apply(original, client, [text, ...rest]);
  }) as PGlite['query'];
  try {
    await act();
  } finally {
    client.query = original;
  }
  return sent;
}
