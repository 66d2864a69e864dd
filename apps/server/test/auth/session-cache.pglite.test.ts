import { afterAll, beforeAll, describe } from 'vitest';
import { sessionChangeTests } from '../helpers/session-changes.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

// One embedded server (a data dir has one server at a time): its own writes reach its session cache
// through PGlite's notifications, before the writing request answers.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe('cached sessions on the embedded database', () => {
  sessionChangeTests(() => ({ reader: server.app, writer: server.app }));
});
