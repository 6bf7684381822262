import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BoardPage } from '../adapters/board-answers';

/** The total number of competitors on a board, beside the page of them the body holds. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

/** The OpenAPI description of a board answer's headers. */
export const boardPageHeaders =
  'Headers: X-Total-Count (competitors on the whole board); ETag (send it back in If-None-Match: 304 while the page is unchanged).';

/**
 * Sends a board page serialised once (adapters/board-answers.ts) as it is, with its total and tag;
 * 304 when the client holds it already. The viewer's own row makes the body differ per token, and a
 * time saved must show at once, so caches revalidate every time (no-cache) and key on Authorization.
 */
export function sendBoardPage(request: FastifyRequest, reply: FastifyReply, page: BoardPage): FastifyReply {
  reply
    .header(TOTAL_COUNT_HEADER, String(page.total))
    .header('etag', page.etag)
    .header('cache-control', 'no-cache')
    .header('vary', 'Authorization');
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(page.json);
}
