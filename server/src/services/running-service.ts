import type { ShutdownStep } from '@rm/platform';

/** A started service: the port it answers on and how to stop it, in order. */
export interface RunningService {
  port: number;
  shutdownSteps: ShutdownStep[];
}
