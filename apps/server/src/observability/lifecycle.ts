import type { AppContext } from '../context.js';

const draining = new WeakSet<AppContext>();

/**
 * A stopping server answers not ready (so the balancer sends it nothing new) while the requests it
 * already has finish; main.ts marks it on SIGTERM, the readiness route reads it.
 */
export const markDraining = (ctx: AppContext): void => {
  draining.add(ctx);
};

export const isDraining = (ctx: AppContext): boolean => draining.has(ctx);
