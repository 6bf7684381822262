// Live followers: Server-Sent Event streams on the event's board, as browsers hold them, spread
// over the instances and over loopback addresses (each address stays under the server's cap of
// streams per address). Each board event's arrival is kept by its place in the stream: the k-th
// official time recorded is the k-th board event every follower hears.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { bases, path, followers, eventId, perAddress } = workerData;
const epoch = () => performance.timeOrigin + performance.now();
/** arrivals[k] = epoch milliseconds at which each follower heard the k-th board event. */
const arrivals = [];
const failures = [];
let open = 0;
let dropped = 0;
let heartbeats = 0;
const requests = [];
const agents = [];

function hear(block) {
  if (block.includes('event: heartbeat')) heartbeats += 1;
  if (!block.includes('event: board')) return undefined;
  const data = JSON.parse(block.slice(block.indexOf('data: ') + 6));
  return data.eventId === eventId && data.resync === false;
}

for (let i = 0; i < followers; i += 1) {
  const address = Math.floor(i / perAddress);
  // 127.0.0.1 is the bench's own traffic: followers start at 127.0.1.x.
  const localAddress = `127.0.${1 + Math.floor(address / 250)}.${1 + (address % 250)}`;
  const agent = new http.Agent({ keepAlive: true, localAddress });
  agents.push(agent);
  const request = http.get(
    bases[i % bases.length] + path,
    { agent, localAddress, headers: { accept: 'text/event-stream' } },
    (response) => {
      if (response.statusCode !== 200) {
        failures.push(`stream ${i}: ${response.statusCode}`);
        response.resume();
        return;
      }
      open += 1;
      if (open === followers) parentPort.postMessage({ ready: true });
      let heard = 0;
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (hear(block)) {
            arrivals[heard] ??= [];
            arrivals[heard].push(epoch());
            heard += 1;
          }
          end = buffer.indexOf('\n\n');
        }
      });
      response.on('close', () => {
        if (!closing) dropped += 1;
      });
    },
  );
  request.on('error', (error) => {
    if (!closing) failures.push(`stream ${i}: ${error.message}`);
  });
  requests.push(request);
}

let closing = false;
parentPort.on('message', (message) => {
  if (message !== 'close') return;
  closing = true;
  parentPort.postMessage({ arrivals, failures, dropped, heartbeats, open });
  for (const request of requests) request.destroy();
  for (const agent of agents) agent.destroy();
  parentPort.close();
});
