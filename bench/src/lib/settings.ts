/** Sizes and durations for a run. The full run fits in ten minutes on two cores; quick in about one. */
export interface Settings {
  writers: readonly number[];
  appendSeconds: number;
  /** The appends' seconds are split into this many rounds in which the stores take turns. */
  appendRounds: number;
  historyEvents: number;
  /** History of the server's own database (every projection catches up on it at start). */
  serverHistoryEvents: number;
  readBatch: number;
  /** Offers in the offer board read model while queries are measured. */
  boardOffers: number;
  saturationSeconds: number;
  saturationConnections: number;
  rates: readonly number[];
  rateSeconds: number;
  querySeconds: number;
}

export const fullSettings: Settings = {
  writers: [1, 16, 64],
  appendSeconds: 6,
  appendRounds: 4,
  historyEvents: 1_000_000,
  serverHistoryEvents: 100_000,
  readBatch: 5_000,
  boardOffers: 1_000_000,
  saturationSeconds: 10,
  saturationConnections: 32,
  rates: [200, 500],
  rateSeconds: 8,
  querySeconds: 4,
};

export const quickSettings: Settings = {
  writers: [1, 16, 64],
  appendSeconds: 1,
  appendRounds: 1,
  historyEvents: 50_000,
  serverHistoryEvents: 20_000,
  readBatch: 5_000,
  boardOffers: 100_000,
  saturationSeconds: 3,
  saturationConnections: 32,
  rates: [200, 500],
  rateSeconds: 2,
  querySeconds: 1,
};
