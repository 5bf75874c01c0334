import { startProjections, type ProjectorDependencies, type ProjectorOptions } from '@rm/projectors';
import { productProjections } from '../product-projections';

export interface RunningProjections {
  stop(): Promise<void>;
}

/** Runs the projections in this process: the one call that chooses how (the lease-based host goes here). */
export function runProjections(deps: ProjectorDependencies, options: ProjectorOptions = {}): Promise<RunningProjections> {
  return startProjections(deps, productProjections(deps.store, deps.logger), options);
}
