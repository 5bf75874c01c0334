import { allProjections, startProjections, type ProjectorDependencies } from '@rm/projectors';

export interface RunningProjections {
  stop(): Promise<void>;
}

/** Runs the projections in this process: the one call that chooses how (the lease-based host goes here). */
export function runProjections(deps: ProjectorDependencies): Promise<RunningProjections> {
  return startProjections(deps, allProjections);
}
