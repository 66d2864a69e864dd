import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';

/** Domain plugins in order; each registers its endpoints from the contract. */
export const registerApiRoutes = async (_app: FastifyInstance, _ctx: AppContext): Promise<void> => {};
