import { createAudience, runContactCommand, type CommandMetadata } from '@rm/command-api';
import { meterBand, METER_BANDS, type MeterBand } from '@rm/domain';
import type { EventStore } from '@rm/eventstore';
import type { DemoContact, DemoPlan } from './demo-plan';
import { distanceKm } from './postal-codes';
import { seededRandom } from './random';

/** Radii an audience form offers; the demo picks, per band, the smallest that lands in it. */
const RADII = [2, 3, 5, 8, 10, 12, 15, 20, 25, 30, 35, 40, 50, 60, 75, 90, 100, 125, 150, 175, 200];

export interface DemoBandAudience {
  audienceId: string;
  companyId: string;
  name: string;
  rangeKm: number;
  band: MeterBand;
  count: number;
}

/** Active contacts of the profession within the range: what the meter counts. */
const countWithin = (contacts: readonly DemoContact[], profession: string, center: { lat: number; lng: number }, rangeKm: number): number =>
  contacts.filter((c) => c.active && c.profession === profession && distanceKm(c.place, center) <= rangeKm).length;

/**
 * Audiences of the demo employer's company (owner@ / employer@demo.test) without a campaign, one per
 * size band of the potential-contacts meter where some radius reaches it, so that the audience screens
 * show every colour. Deterministic: the same plan gives the same audiences.
 */
export function planBandAudiences(plan: DemoPlan): DemoBandAudience[] {
  const company = plan.companies[0];
  if (!company) return [];
  const random = seededRandom(18_2026);
  const found = new Map<MeterBand, DemoBandAudience>();
  for (const rangeKm of RADII) {
    const count = countWithin(plan.contacts, company.profession, company.place, rangeKm);
    const band = meterBand(count).band;
    if (found.has(band)) continue;
    found.set(band, {
      audienceId: random.uuid(),
      companyId: company.companyId,
      name: `${company.place.place} ${rangeKm} km`,
      rangeKm,
      band,
      count,
    });
  }
  return METER_BANDS.flatMap((band) => found.get(band.band) ?? []);
}

/** Seeds the band audiences and the contacts' answers to "interested in being recruited?" (every 7th yes, every 11th no). */
export async function seedAudiences(store: EventStore, plan: DemoPlan, asAdmin: (fraction: number) => CommandMetadata): Promise<number> {
  const company = plan.companies[0];
  const audiences = planBandAudiences(plan);
  for (const [i, audience] of audiences.entries()) {
    if (!company) break;
    await createAudience(
      store,
      {
        audienceId: audience.audienceId,
        companyId: audience.companyId,
        name: audience.name,
        profession: company.profession,
        zipCode: company.place.zipCode,
        lat: company.place.lat,
        lng: company.place.lng,
        rangeKm: audience.rangeKm,
      },
      asAdmin(0.7 + 0.001 * i),
    );
  }
  for (const [i, contact] of plan.contacts.entries()) {
    const interested = i % 7 === 0 ? true : i % 11 === 0 ? false : null;
    if (interested === null) continue;
    await runContactCommand(
      store,
      contact.contactId,
      { type: 'SetRecruitmentInterest', data: { contactId: contact.contactId, interested } },
      asAdmin(0.72 + 0.0001 * (i % 1000)),
    );
  }
  return audiences.length;
}
