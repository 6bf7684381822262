import { offscreenEncoder } from './photo-encoding';
import { createGateHandler, type GateCommand, type GateReply } from './protocol';

/**
 * The gate's worker: `new Worker(new URL('./detector.worker.ts', import.meta.url), { type: 'module' })`.
 * The project's TypeScript library is the DOM's, not the worker's, so the worker scope is described
 * here by the two members it uses.
 */
interface WorkerScope {
  onmessage: ((message: MessageEvent<GateCommand>) => void) | null;
  postMessage(reply: GateReply, transfer: Transferable[]): void;
}

const scope = self as unknown as WorkerScope;
const handle = createGateHandler(
  (reply, transfer = []) => scope.postMessage(reply, transfer),
  offscreenEncoder(),
);
scope.onmessage = (message) => handle(message.data);
