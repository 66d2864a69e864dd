import type { TestProject } from 'vitest/node';
import { startServer } from './helpers/server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL (`…/prod-api`) of the real server started for this run. */
    serverURL: string;
  }
}

/** One real server for the whole run: the endpoint tests share it (each signs in for itself). */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('serverURL', server.baseURL);
  return () => server.stop();
}
