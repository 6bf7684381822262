import type { FastifyReply, FastifyRequest } from 'fastify';
import { type BoardPage, compressedPage, type SerialisedPage } from '../adapters/board-answers';
import { acceptedEncoding } from '../lib/accept-encoding';

/** The total number of competitors on a board, beside the page of them the body holds. */
const TOTAL_COUNT_HEADER = 'x-total-count';

/** The OpenAPI description of a board answer's headers. */
export const boardPageHeaders =
  'Headers: X-Total-Count (competitors on the whole board); ETag (send it back in If-None-Match: 304 while the page is unchanged).';

/**
 * Sends a board page serialised once (adapters/board-answers.ts) as it is, with its total and tag;
 * 304 when the client holds it already. The viewer's own row makes the body differ per token, and a
 * time saved must show at once, so caches revalidate every time (no-cache) and key on Authorization.
 */
export function sendBoardPage(request: FastifyRequest, reply: FastifyReply, page: BoardPage): FastifyReply {
  reply.header(TOTAL_COUNT_HEADER, String(page.total));
  return sendKeptAnswer(request, reply, page);
}

/** The same for the overview (adapters/overview-answers.ts), which every reader shares. */
export const sendOverview = (request: FastifyRequest, reply: FastifyReply, page: SerialisedPage) =>
  sendKeptAnswer(request, reply, { ...page, shared: page });

function sendKeptAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  page: Pick<BoardPage, 'body' | 'etag' | 'shared'>,
): FastifyReply {
  reply.header('etag', page.etag).header('cache-control', 'no-cache').header('vary', 'Authorization');
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  // A page every reader shares goes out compressed once for all of them; a page with the viewer's own
  // row is compressed per request by the /api compression plugin like any other answer.
  const encoding = page.shared && page.body.length > COMPRESS_FROM_BYTES ? acceptedEncoding(request) : null;
  if (!page.shared || !encoding) return reply.send(page.body);
  return reply
    .header('content-encoding', encoding)
    .header('vary', 'Authorization, Accept-Encoding')
    .send(compressedPage(page.shared, encoding));
}

/** As the /api compression plugin (src/server/app.ts): answers over 1 KiB. */
const COMPRESS_FROM_BYTES = 1024;
