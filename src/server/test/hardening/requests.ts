import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/client';
import type { MultipartPart } from '../multipart';
import type { Mutation } from './hostile';

/** A request taken apart so the fuzz can change one piece: path values, query pairs, body, headers. */
export interface RequestParts {
  template: string;
  pathValues: string[];
  query: [string, string][];
  /** A JSON body; undefined sends none. */
  body: unknown;
  /** Multipart text fields and file (the upload routes); replaces `body` when set. */
  multipart?: Record<string, MultipartPart>;
  /** True once a mutation replaced the multipart body with JSON. */
  jsonInsteadOfMultipart?: boolean;
  headers: Record<string, string>;
}

const placeholder = /^(.*)\{[^}]+\}(.*)$/;

/** The parts of `url`, read against the operation's path template (`/api/Event/{id}/Referees`). */
export function partsOf(template: string, url: string, body: unknown): RequestParts {
  const [path, search = ''] = url.split('?');
  const urlSegments = path.split('/');
  const pathValues: string[] = [];
  template.split('/').forEach((segment, index) => {
    const match = placeholder.exec(segment);
    if (!match) return;
    const value = urlSegments[index] ?? '';
    pathValues.push(value.slice(match[1].length, value.length - match[2].length));
  });
  const query = [...new URLSearchParams(search)].map(([key, value]): [string, string] => [
    encodeURIComponent(key),
    encodeURIComponent(value),
  ]);
  return { template, pathValues, query, body, headers: {} };
}

/** The URL of the parts: path values and query pairs are already encoded. */
export function urlOf(parts: RequestParts): string {
  let index = 0;
  const path = parts.template
    .split('/')
    .map((segment) => {
      const match = placeholder.exec(segment);
      if (!match) return segment;
      const value = parts.pathValues[index];
      index += 1;
      return `${match[1]}${value}${match[2]}`;
    })
    .join('/');
  const search = parts.query.map(([key, value]) => `${key}=${value}`).join('&');
  return search ? `${path}?${search}` : path;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asField = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

/** A multipart field set to a hostile value: a string given for `file` becomes the file's bytes. */
function setPart(parts: Record<string, MultipartPart>, key: string, value: unknown) {
  parts[key] =
    key === 'file' && typeof value === 'string'
      ? { file: Buffer.from(value), filename: value.slice(0, 200) || 'x.png', type: 'image/png' }
      : asField(value);
}

export function applyMutation(parts: RequestParts, mutation: Mutation): RequestParts {
  const next: RequestParts = { ...parts, query: [...parts.query], pathValues: [...parts.pathValues] };
  switch (mutation.slot) {
    case 'path':
      next.pathValues[mutation.index] = mutation.raw;
      return next;
    case 'query':
      next.query = next.query.filter(([key]) => key !== encodeURIComponent(mutation.key));
      for (const value of mutation.values) next.query.push([encodeURIComponent(mutation.key), value]);
      return next;
    case 'header':
      next.headers = { ...parts.headers, [mutation.name]: mutation.value };
      return next;
    default:
      break;
  }
  if (next.multipart && !next.jsonInsteadOfMultipart) {
    const multipart = { ...next.multipart };
    if (mutation.kind === 'set') setPart(multipart, mutation.key, mutation.value);
    else if (mutation.kind === 'drop') delete multipart[mutation.key];
    else return { ...next, body: mutation.value, jsonInsteadOfMultipart: true };
    return { ...next, multipart };
  }
  if (mutation.kind === 'replace') return { ...next, body: mutation.value };
  const body: Record<string, unknown> = isObject(next.body) ? { ...next.body } : {};
  if (mutation.kind === 'set')
    Object.defineProperty(body, mutation.key, { value: mutation.value, enumerable: true });
  else delete body[mutation.key];
  return { ...next, body };
}

/** The tables a write changes; a refused write must leave every one as it was. */
const MAIN_TABLES = [
  'users',
  'user_roles',
  'locations',
  'equipment',
  'site_equipment',
  'events',
  'event_referees',
  'location_subscriptions',
  'times',
  'content_sections',
  'content',
  'feedback',
  'audit_log',
  'images',
];

/**
 * Tables the background senders update on their own (status, attempts, sent counts, blanked codes)
 * while a case runs: a refused write must neither add nor remove their rows, so their ids are compared.
 */
const WORKER_TABLES = ['sms_batches', 'outgoing_sms', 'outgoing_emails'];

/** One digest per main table, over every row's text (over the ids of the tables the workers update). */
export async function tableDigests(db: DbOrTx): Promise<Record<string, string>> {
  const columns = [
    ...MAIN_TABLES.map(
      (table) =>
        `(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from "${table}" t) as "${table}"`,
    ),
    ...WORKER_TABLES.map(
      (table) =>
        `(select md5(coalesce(string_agg(t.id::text, '|' order by t.id), '')) from "${table}" t) as "${table}"`,
    ),
  ];
  const [row] = await queryRows<Record<string, string>>(db, sql.raw(`select ${columns.join(', ')}`));
  return row;
}
