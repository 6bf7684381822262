import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { LeaderboardRow } from '../../shared/schemas/leaderboard';
import type { ContentEncoding } from '../lib/accept-encoding';
import { AnswerCache, type Cached } from './answer-cache';

/**
 * One board for one period, ranked once and kept while its database counter is unchanged. Rows are
 * presented (with their names) when a page first shows them: a first read of a board of thousands
 * ranks narrow entries and presents one page, not the whole board.
 */
interface BoardAnswer<Entry extends { userId: number } = { userId: number }> extends Cached<number> {
  /** The ranked entries, best first. */
  entries: Entry[];
  /** Where each competitor's entry is, for the viewer's own row (one entry per competitor). */
  placeOf: Map<number, number>;
  /** The presented row of each entry, filled as pages show them. */
  rows: (LeaderboardRow | undefined)[];
  /** Serialised pages by `limit:offset`. */
  pages: Map<string, SerialisedPage>;
}

export interface SerialisedPage {
  /** The JSON as UTF-8, as sent: hashed and compressed from bytes, not from a string each time. */
  body: Buffer;
  etag: string;
  /** Compressed copies, made on first demand (a board is read far more often than it changes). */
  compressed?: Partial<Record<ContentEncoding, Buffer>>;
}

/**
 * What a board request sends: the page's JSON (with the viewer's row when below it), its tag and the
 * total; `shared` is the cached page when the answer is the same for every reader (no own row added).
 */
export interface BoardPage {
  body: Buffer;
  etag: string;
  total: number;
  shared: SerialisedPage | null;
}

const MAX_BOARDS = 500;
const MAX_PAGES_PER_BOARD = 32;

const tagOf = (bytes: Buffer | string) =>
  `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 22)}"`;

/** `value` serialised once, with its tag, for every reader of a cached answer. */
const serialised = (value: unknown): SerialisedPage => serialisedBytes(Buffer.from(JSON.stringify(value)));

/** JSON put together from parts serialised before (as UTF-8), with its tag. */
export const serialisedBytes = (body: Buffer): SerialisedPage => ({ body, etag: tagOf(body) });

/**
 * This instance's board answers (docs/architecture.md, "Board answers"). Reads outnumber writes a
 * thousandfold on an event day, so a board is ranked and serialised once per change, not per request.
 */
export class BoardAnswers<Entry extends { userId: number } = { userId: number }> extends AnswerCache<
  string,
  BoardAnswer<Entry>
> {
  constructor() {
    super(MAX_BOARDS);
  }

  /** Rankings under way, by key and counter: requests that miss together wait for one. */
  private readonly ranking = new Map<string, Promise<BoardAnswer<Entry>>>();

  /**
   * The answer for `key` under `version`: the cached one, or `rank`'s, called once however many
   * requests miss it at once (after a save, every follower of a board asks for it in the same
   * moment). A failed ranking fails each of them, and the next request tries again.
   */
  answer(
    key: string,
    version: number,
    nowMs: number,
    rank: () => Promise<Pick<BoardAnswer<Entry>, 'validUntilMs' | 'entries'>>,
  ): Promise<BoardAnswer<Entry>> {
    const cached = this.get(key, version, nowMs);
    if (cached) return Promise.resolve(cached);
    const flight = `${version}:${key}`;
    let ranked = this.ranking.get(flight);
    if (!ranked) {
      ranked = rank()
        .then((board) => this.put(key, { version, ...board }))
        .finally(() => this.ranking.delete(flight));
      this.ranking.set(flight, ranked);
    }
    return ranked;
  }

  /** Keeps a newly ranked board, with no row presented and no page serialised yet. */
  override put(
    key: string,
    answer: Pick<BoardAnswer<Entry>, 'version' | 'validUntilMs' | 'entries'>,
  ): BoardAnswer<Entry> {
    return super.put(key, {
      ...answer,
      placeOf: new Map(answer.entries.map((entry, index) => [entry.userId, index])),
      rows: new Array<LeaderboardRow | undefined>(answer.entries.length),
      pages: new Map(),
    });
  }
}

interface PageAsked {
  limit: number;
  offset: number;
  viewerId: number | null;
}

/** Where the viewer's own row is, when it is not on the page asked for (-1 otherwise). */
function ownRowBelow(answer: BoardAnswer, { limit, offset, viewerId }: PageAsked): number {
  const own = viewerId === null ? -1 : (answer.placeOf.get(viewerId) ?? -1);
  return own >= offset && own < offset + limit ? -1 : own;
}

/** The rows `pageOf` will show that are not presented yet: the page's unless kept serialised, and the viewer's. */
export function rowsToPresent(answer: BoardAnswer, asked: PageAsked): number[] {
  const wanted: number[] = [];
  if (!answer.pages.has(`${asked.limit}:${asked.offset}`)) {
    const end = Math.min(asked.offset + asked.limit, answer.entries.length);
    for (let index = asked.offset; index < end; index += 1) wanted.push(index);
  }
  const own = ownRowBelow(answer, asked);
  if (own !== -1) wanted.push(own);
  return wanted.filter((index) => answer.rows[index] === undefined);
}

/**
 * The rows from `offset`, `limit` of them, serialised once per answer; the viewer's own row is added
 * at the end when it falls outside the page, so a member always sees their place. Every row it shows
 * must be presented first (rowsToPresent).
 */
export function pageOf(answer: BoardAnswer, asked: PageAsked): BoardPage {
  const { limit, offset } = asked;
  const pageKey = `${limit}:${offset}`;
  let page = answer.pages.get(pageKey);
  if (!page) {
    // A row missing here is of a time deleted since the ranking (readBoardPage then forgets the answer).
    page = serialised(answer.rows.slice(offset, offset + limit).filter((row) => row !== undefined));
    if (answer.pages.size >= MAX_PAGES_PER_BOARD) answer.pages.clear();
    answer.pages.set(pageKey, page);
  }
  const total = answer.entries.length;
  const own = ownRowBelow(answer, asked);
  if (own === -1 || answer.rows[own] === undefined)
    return { body: page.body, etag: page.etag, total, shared: page };
  const ownJson = JSON.stringify(answer.rows[own]);
  const rows = page.body.subarray(0, -1);
  const body = Buffer.concat([rows, Buffer.from(`${rows.length > 1 ? ',' : ''}${ownJson}]`)]);
  return { body, etag: tagOf(`${page.etag}${ownJson}`), total, shared: null };
}

/**
 * Brotli 5 with the input's size: a board page (about 14 KB of JSON) comes out as small as at quality 9
 * in a tenth of the time. On an event day a board changes every second or so, so each page is
 * compressed about as often as it is read, on the thread that answers every request
 * (docs/performance.md, "An event day"). A larger page (the overview of every location, about 200 KB)
 * takes quality 4: half the time for 3 % more bytes, paid by the first reader after every save.
 */
const LARGE_PAGE_BYTES = 64 * 1024;
const brotliParams = (bytes: number) => ({
  [zlibConstants.BROTLI_PARAM_QUALITY]: bytes > LARGE_PAGE_BYTES ? 4 : 5,
  [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes,
});

/** The page compressed once with `encoding`, then kept with it. */
export function compressedPage(page: SerialisedPage, encoding: ContentEncoding): Buffer {
  page.compressed ??= {};
  const kept = page.compressed[encoding];
  if (kept) return kept;
  const body =
    encoding === 'br'
      ? brotliCompressSync(page.body, { params: brotliParams(page.body.length) })
      : gzipSync(page.body, { level: 9 });
  page.compressed[encoding] = body;
  return body;
}
