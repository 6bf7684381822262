import fs from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * PGlite's start parameters with fsync back on. PGlite starts PostgreSQL with `-F` (fsync off), and
 * its WebAssembly libc answers fdatasync() without doing anything, so the WAL is flushed with a plain
 * fsync() (wal_sync_method=fsync), which reaches DurableNodeFS below.
 */
export const DURABLE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];

type EmscriptenOptions = Parameters<NodeFS['init']>[1];
type PostgresModule = Parameters<NonNullable<EmscriptenOptions['preRun']>[number]>[0];

interface NodeFsStream {
  /** The real file descriptor behind the WebAssembly one. */
  nfd: number;
}

interface NodeFsOperations {
  stream_ops: { fsync?: (stream: NodeFsStream) => number };
  /** Turns a node:fs error into the errno PostgreSQL sees (a failed flush is then its to handle). */
  tryFSOperation<T>(operation: () => T): T;
}

/**
 * PGlite's Node filesystem with fsync() reaching the disk. Emscripten's NODEFS writes through
 * node:fs but has no fsync operation, so PostgreSQL's flushes of the WAL at commit and of data files
 * at a checkpoint returned at once with nothing on disk: a power cut could lose acknowledged saves.
 */
export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: EmscriptenOptions) {
    const flushThroughNode = (mod: PostgresModule) => {
      const nodefs = mod.NODEFS as unknown as NodeFsOperations;
      // Every NODEFS stream shares this one operations object, so streams opened later flush too.
      nodefs.stream_ops.fsync = (stream) => {
        nodefs.tryFSOperation(() => fs.fsyncSync(stream.nfd));
        return 0;
      };
    };
    return super.init(pg, { ...opts, preRun: [flushThroughNode, ...(opts.preRun ?? [])] });
  }
}

/**
 * Flushes every file and folder under `path`. A new data directory is unpacked from PGlite's
 * template with plain writes, before PostgreSQL (and its own flushes) runs.
 */
export function flushTree(path: string): void {
  const isDirectory = fs.statSync(path).isDirectory();
  if (isDirectory) for (const name of fs.readdirSync(path)) flushTree(join(path, name));
  const fd = fs.openSync(path, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
