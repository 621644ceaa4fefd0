#!/usr/bin/env node
// The bare Fastify route of bench/search-and-reset.mjs (GET /bare → {"ok":true}, no logger), in a process
// of its own like the search server, so both are measured the same way.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true }));
const url = await app.listen({ host: '127.0.0.1', port: 0 });

const close = async () => {
  await app.close();
  process.exit(0);
};
if (process.send) {
  process.on('message', async (message) => {
    if (message?.kind === 'close') await close();
  });
  process.on('disconnect', close);
  process.send({ kind: 'ready', url });
} else {
  console.log(JSON.stringify({ url }));
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
}
