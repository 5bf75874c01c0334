/**
 * The edge in front of the split services: the built web app, and every other request forwarded to the
 * command-api or query-api instances (round robin, failover on refused connections, /ws upgrades).
 */
export { buildEdge } from './edge-app';
export type { EdgeOptions } from './edge-app';
export { loadEdgeSettings } from './edge-settings';
export type { EdgeSettings } from './edge-settings';
