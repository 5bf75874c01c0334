import { randomUUID } from 'node:crypto';
import { recordContactSource, trackOfferStep, type CommandMetadata } from '@rm/command-api';
import type { EventStore } from '@rm/eventstore';
import type { DemoPlan } from './demo-plan';
import { seededRandom } from './random';

const UTM_CAMPAIGNS = ['fahrer_fruehjahr', 'pflege_herbst', 'lager_sommer'] as const;
const UTM_CONTENTS = ['video_a', 'bild_b', 'karussell_c'] as const;
const UTM_SOURCES = ['facebook', 'google', 'instagram'] as const;

async function inParallel<T>(items: readonly T[], concurrency: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next;
        next += 1;
        await work(items[index] as T, index);
      }
    }),
  );
}

/**
 * The history the reports count, seeded through the command path: where contacts came from (UTM
 * parameters of their landing, two in three contacts) and what candidates did with their offers (clicked
 * from the SMS or the e-mail, viewed, the accept and reject dialogs opened and closed, accepted), at the
 * offers' own times, so that the conversion and ROI reports and the campaign charts have a shape.
 */
export async function seedAnalyticsHistory(store: EventStore, plan: DemoPlan, at: (fraction: number) => string): Promise<number> {
  const random = seededRandom(20261124);
  const meta = (fraction: number): CommandMetadata => ({
    actorId: null,
    actorRole: 'contact',
    occurredAt: at(fraction),
    correlationId: randomUUID(),
  });
  let events = 0;

  const sourced = plan.contacts.map((contact, i) => ({ contact, i, utm: random.chance(0.66) }));
  await inParallel(
    sourced.filter((s) => s.utm),
    8,
    async ({ contact, i }) => {
      const fraction = 0.03 + (0.6 * i) / plan.contacts.length;
      // Later campaigns draw more: the autumn campaign starts a third of the way in.
      const campaign = fraction < 0.25 ? UTM_CAMPAIGNS[i % 2 === 0 ? 0 : 2] : UTM_CAMPAIGNS[i % 3];
      await recordContactSource(
        store,
        {
          contactId: contact.contactId,
          utmSource: UTM_SOURCES[i % UTM_SOURCES.length] ?? null,
          utmMedium: 'cpc',
          utmCampaign: campaign ?? null,
          utmContent: UTM_CONTENTS[(i * 7) % UTM_CONTENTS.length] ?? null,
          landedAt: at(fraction),
        },
        meta(fraction),
      );
      events += 1;
    },
  );

  const journeys = plan.offers.map((offer, i) => {
    const accepted = offer.path.includes('in_process');
    const channel = random.chance(0.55) ? 'sms' : random.chance(0.45) ? 'mail' : null;
    const viewed = accepted || offer.rejection !== null || channel !== null || random.chance(0.1);
    const steps: string[] = [];
    if (channel) steps.push(`clicked_from_${channel}`);
    if (viewed) steps.push('viewed');
    if (viewed && !accepted && offer.rejection === null && random.chance(0.15)) steps.push('accept_modal_opened', 'accept_modal_closed');
    if (accepted) steps.push('accept_modal_opened', 'accepted');
    if (viewed && offer.rejection === null && !accepted && random.chance(0.12)) steps.push('reject_modal_opened', 'reject_modal_closed');
    if (offer.rejection) steps.push('reject_modal_opened');
    return { offer, steps, fraction: 0.74 + (0.2 * i) / plan.offers.length };
  });
  await inParallel(journeys, 8, async ({ offer, steps, fraction }) => {
    let when = fraction;
    for (const step of steps) {
      when += 0.0003;
      await trackOfferStep(store, offer.offerId, step, meta(when));
      events += 1;
    }
  });
  return events;
}
