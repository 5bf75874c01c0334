/** A domain event as deciders see it: a type tag and its data. */
export interface DomainEventShape<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
}

/** Who did what, when: carried by every stored event and by every command. */
export interface CommandContext {
  readonly actorId: string | null;
  readonly actorRole: string | null;
  readonly occurredAt: string;
}

export const Money = {
  /** Cents → euros as a number with two decimals (18.5 → "18,50 €" in the web app). */
  toEuros: (cents: number): number => Math.round(cents) / 100,
  fromEuros: (euros: number): number => Math.round(euros * 100),
};
