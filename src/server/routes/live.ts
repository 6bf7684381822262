import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BOARD_EVENT } from '../../shared/live-events';
import { errorResponses } from '../../shared/schemas/common';
import { type BoardEventData, liveEventParams, liveLocationParams } from '../../shared/schemas/live';
import type { BoardChange, BoardKey } from '../adapters/live-boards';
import { eventBoardKey, locationBoardKey } from '../lib/board-keys';
import { type EventStream, openEventStream } from '../lib/event-stream';
import { HttpError } from '../lib/http-errors';
import { assertBoardExists } from '../services/leaderboard/assert-board-exists';
import { clientAddress, requestDeps } from './request-deps';

const tags = ['Live'];
const description =
  'Server-Sent Events: a `board` event whenever the board changes (a time saved, recorded or deleted, a ' +
  'competitor disabled or renamed), a `heartbeat` event every 15 s. With Last-Event-ID the stream starts with a ' +
  '`board` event marked resync, so a reconnecting client refetches what it may have missed.';

const dataOf = (change: BoardChange | 'resync'): BoardEventData =>
  change === 'resync'
    ? { locationId: null, eventId: null, official: null, resync: true }
    : { ...change, resync: false };

/** Live board streams. Open streams end when the app closes, so instances can restart while followed. */
export async function liveRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const perAddress = new Map<string, number>();
  const open = new Set<EventStream>();
  app.addHook('preClose', async () => {
    for (const stream of open) stream.close();
  });

  function follow(request: FastifyRequest, reply: FastifyReply, key: BoardKey): void {
    // A client that left while its board was checked has had its socket's close events already (and
    // its socket has no address): a stream opened now would hold its place until the instance stops.
    if (reply.raw.destroyed) {
      reply.hijack();
      return;
    }
    const address = clientAddress(request);
    const held = perAddress.get(address) ?? 0;
    // Open streams are this process's sockets, so they are counted here: a cap per instance.
    if (held >= app.ctx.config.liveStreamsPerAddress)
      throw new HttpError(429, 'Too many live boards open from this address', undefined, {
        'Retry-After': '30',
      });
    perAddress.set(address, held + 1);
    let unfollow = () => {};
    const stream = openEventStream(request, reply, () => {
      unfollow();
      open.delete(stream);
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
    open.add(stream);
    unfollow = app.ctx.live.follow(key, (change) => stream.send(BOARD_EVENT, dataOf(change)));
    if (request.headers['last-event-id'] !== undefined) stream.send(BOARD_EVENT, dataOf('resync'));
  }

  routes.get(
    '/Live/Event/:eventId',
    { schema: { tags, description, params: liveEventParams, response: errorResponses } },
    async (request, reply) => {
      await assertBoardExists(requestDeps(request), { eventId: request.params.eventId });
      follow(request, reply, eventBoardKey(request.params.eventId));
    },
  );

  routes.get(
    '/Live/Location/:locationId',
    { schema: { tags, description, params: liveLocationParams, response: errorResponses } },
    async (request, reply) => {
      await assertBoardExists(requestDeps(request), { locationId: request.params.locationId });
      follow(request, reply, locationBoardKey(request.params.locationId));
    },
  );
}
