// `npm start`: runs the compiled server (dist-server/main.js), bundling it first when it is missing
// or older than its sources, and building the web app once when dist/ is missing (main.ts,
// --build-if-missing). Plain JavaScript so nothing compiles TypeScript on a normal start. Without
// --enable-source-maps: parsing the bundle's map costs start time and memory; add it to debug.
import { pathToFileURL } from 'node:url';
import { buildServer, SERVER_ENTRY, serverBuildIsStale } from './build-server.mjs';

if (serverBuildIsStale()) {
  console.log('Compiling the server (dist-server/)…');
  await buildServer();
}
if (!process.argv.includes('--build-if-missing')) process.argv.push('--build-if-missing');
await import(pathToFileURL(SERVER_ENTRY).href);
