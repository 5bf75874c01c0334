/** The steps of an offer's way to the candidate's answer (back office §3 "Conversion stats"), in funnel order. */
export const CONVERSION_STEPS = [
  'sent',
  'clicked_from_sms',
  'clicked_from_mail',
  'visible',
  'accept_modal_opened',
  'accept_modal_closed',
  'accepted',
  'reject_modal_opened',
  'reject_modal_closed',
  'rejected',
] as const;
export type ConversionStep = (typeof CONVERSION_STEPS)[number];

/** Which channel's clicks a conversion report follows: all offers, or those the candidate opened from the SMS or the e-mail. */
export const CONVERSION_CHANNELS = ['all', 'sms', 'mail'] as const;
export type ConversionChannel = (typeof CONVERSION_CHANNELS)[number];

/** Step names tracked under `POST /api/offers/{id}/track` and the conversion step each counts as. */
const TRACKED_STEPS: Readonly<Record<string, ConversionStep>> = {
  clicked_from_sms: 'clicked_from_sms',
  sms_clicked: 'clicked_from_sms',
  clicked_from_mail: 'clicked_from_mail',
  mail_clicked: 'clicked_from_mail',
  visible: 'visible',
  viewed: 'visible',
  accept_modal_opened: 'accept_modal_opened',
  accept_modal_closed: 'accept_modal_closed',
  accepted: 'accepted',
  reject_modal_opened: 'reject_modal_opened',
  reject_modal_closed: 'reject_modal_closed',
};

/** The conversion step a tracked step name counts as (null for steps the funnel does not follow). */
export const conversionStepOf = (tracked: string): ConversionStep | null =>
  // Own keys only: a tracked name such as `constructor` is no step (the object's prototype is not a table of steps).
  Object.hasOwn(TRACKED_STEPS, tracked) ? (TRACKED_STEPS[tracked] ?? null) : null;

export interface ConversionRow {
  step: ConversionStep;
  /** Offers that reached the step (each offer once, however often it was tracked). */
  count: number;
  /** Percent of the offers sent, one decimal; 0 when nothing was sent. */
  rate: number;
  /** The step this one follows from (`null` for `sent`): a modal opens on the visible offer, an answer in its modal. */
  parent: ConversionStep | null;
  /** Percent of the parent step (the drop at this step), one decimal; 100 for `sent` when any was sent. */
  step_rate: number;
}

/** The funnel as a tree: each step and the step it follows from. */
export const CONVERSION_PARENTS: Readonly<Record<ConversionStep, ConversionStep | null>> = {
  sent: null,
  clicked_from_sms: 'sent',
  clicked_from_mail: 'sent',
  visible: 'sent',
  accept_modal_opened: 'visible',
  accept_modal_closed: 'accept_modal_opened',
  accepted: 'accept_modal_opened',
  reject_modal_opened: 'visible',
  reject_modal_closed: 'reject_modal_opened',
  rejected: 'reject_modal_opened',
};

const percent = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/**
 * Counts per step into the report's rows: every step in funnel order (0 where none), its rate of the offers
 * sent and of its parent step. A channel report leaves out the other channel's clicks.
 */
export function conversionRows(counts: ReadonlyMap<string, number>, channel: ConversionChannel = 'all'): ConversionRow[] {
  const steps = CONVERSION_STEPS.filter(
    (step) => !(channel === 'sms' && step === 'clicked_from_mail') && !(channel === 'mail' && step === 'clicked_from_sms'),
  );
  const sent = counts.get('sent') ?? 0;
  return steps.map((step) => {
    const count = counts.get(step) ?? 0;
    const parent = CONVERSION_PARENTS[step];
    return { step, count, rate: percent(count, sent), parent, step_rate: percent(count, parent ? (counts.get(parent) ?? 0) : sent) };
  });
}
