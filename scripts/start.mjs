// `npm start`: runs the compiled server (dist-server/main.js), bundling it first when it is missing
// or older than its sources, and building the web app once when dist/ is missing (main.ts,
// --build-if-missing). Plain JavaScript so nothing compiles TypeScript on a normal start. Without
// --enable-source-maps: parsing the bundle's map costs start time and memory; add it to debug.
import module from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, SERVER_ENTRY, SERVER_OUT_DIR, serverBuildIsStale } from './build-server.mjs';

if (serverBuildIsStale()) {
  console.log('Compiling the server (dist-server/)…');
  await buildServer();
}
// Node 22.1 and later keep the bundle's compiled code between starts (compiling it is a large part
// of a restart); the cache sits in dist-server/, so a new build starts it afresh. Node 20 has none.
module.enableCompileCache?.(join(SERVER_OUT_DIR, '.compile-cache'));
if (!process.argv.includes('--build-if-missing')) process.argv.push('--build-if-missing');
await import(pathToFileURL(SERVER_ENTRY).href);
