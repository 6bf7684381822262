import type { FastifyRequest } from 'fastify';

/** The encodings the server sends compressed answers and pages in. */
export type ContentEncoding = 'br' | 'gzip';

/**
 * Accept-Encoding values already read: clients send a handful of distinct ones, and a kept board
 * page is cheap enough that parsing the header each time showed in its profile. Bounded against odd clients.
 */
const encodingOf = new Map<string, ContentEncoding | null>();
const MAX_KNOWN_HEADERS = 64;

/** br, else gzip, when the client accepts it (a q=0 refuses). */
export function acceptedEncoding(request: FastifyRequest): ContentEncoding | null {
  const header = String(request.headers['accept-encoding'] ?? '');
  const known = encodingOf.get(header);
  if (known !== undefined) return known;
  const encoding = parseAcceptEncoding(header);
  if (encodingOf.size >= MAX_KNOWN_HEADERS) encodingOf.clear();
  encodingOf.set(header, encoding);
  return encoding;
}

function parseAcceptEncoding(header: string): ContentEncoding | null {
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  for (const encoding of ['br', 'gzip'] as const) {
    if ((accepted.get(encoding) ?? 0) > 0) return encoding;
  }
  return null;
}
