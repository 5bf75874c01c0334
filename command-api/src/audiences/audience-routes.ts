import { randomUUID } from 'node:crypto';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  audiencesFeature,
  audienceDecider,
  audienceOptimizationDecider,
  audienceStreamId,
  AUDIENCE_OPTIMIZATION_STREAM,
  AudienceFiltersSchema,
  type AudienceFilters,
  forbidden,
  invalid,
  meterBand,
  meterValue,
  notFound,
  twelveMonthEstimate,
  type AudienceMeta,
  type PotentialContacts,
} from '@rm/domain';
import { bindContracts, commandHandlers, isAdmin, signedInUser, type AuthUser } from '@rm/platform/http';
import { loadCompany } from '../companies/company-commands';
import { createAudience, loadAudience } from '../campaigns/campaign-commands';
import { commandTime, handleCommand } from '../shared/handle-command';
import { metadataOf, type CommandRoutesOptions } from '../shared/command-context';
import type { GeographyReads, RadiusCriteria } from '../shared/read-port';

/** A company user acts for their own company only. */
function assertOwnCompany(user: AuthUser, companyId: string): void {
  if (!isAdmin(user) && user.companyId !== companyId) throw forbidden();
}

type MetaInput = AudienceFilters & { zip_code?: string; range?: number | null; profession?: string | null };

const FILTER_NAMES = Object.keys(AudienceFiltersSchema.properties) as (keyof AudienceFilters)[];

/** The meta filters of a form's meta, and only those (any other key a client sends is not kept in the log). */
function filtersOf(meta: MetaInput): AudienceFilters {
  return Object.fromEntries(FILTER_NAMES.filter((name) => meta[name] !== undefined).map((name) => [name, meta[name]]));
}

/** The criteria of a count, or null while location or range is missing (then nothing is counted). */
async function criteriaOf(geography: GeographyReads, meta: MetaInput, year: number): Promise<RadiusCriteria | null> {
  if (!meta.zip_code || meta.zip_code.length !== 5 || !meta.range) return null;
  const place = await geography.postalPlace(meta.zip_code);
  if (!place) return null;
  return { lat: place.lat, lng: place.lng, rangeKm: meta.range, profession: meta.profession ?? null, filters: filtersOf(meta), year };
}

const yearOf = (instant: string): number => new Date(instant).getUTCFullYear();

/** The audience's place from its postal code (422 on meta.zip_code when unknown). */
async function placeOf(geography: GeographyReads, meta: AudienceMeta) {
  const place = await geography.postalPlace(meta.zip_code);
  if (!place) throw invalid('meta.zip_code', 'This postal code is unknown.');
  return place;
}

/** Audiences (create, change) and the geography lookups their forms make as one types. */
export const audienceRoutes: FastifyPluginCallbackTypebox<CommandRoutesOptions> = (app, { store, reads }, done) => {
  // Read when a request comes: the edge registers these routes without options to learn their paths.
  const geography: GeographyReads = {
    postalPlace: (...args) => reads.geography.postalPlace(...args),
    postalPlacesStartingWith: (...args) => reads.geography.postalPlacesStartingWith(...args),
    countPotentialContacts: (...args) => reads.geography.countPotentialContacts(...args),
    potentialContactPlaces: (...args) => reads.geography.potentialContactPlaces(...args),
    audience: (...args) => reads.geography.audience(...args),
  };
  const resetOffers = async (audienceId: string, which: 'all' | 'non_viewed', metadata: ReturnType<typeof metadataOf>) => {
    await handleCommand({
      store,
      streamId: audienceStreamId(audienceId),
      decider: audienceDecider,
      command: { type: 'ResetAudienceOffers', data: { audienceId, which, now: commandTime(metadata) } },
      metadata,
    });
  };
  bindContracts(
    app,
    commandHandlers(audiencesFeature, {
      async potentialLocations(request) {
        const digits = request.body.zip_code;
        const [locations, exact] = await Promise.all([
          geography.postalPlacesStartingWith(digits),
          digits.length === 5 ? geography.postalPlace(digits) : Promise.resolve(null),
        ]);
        return { center: exact ? { lat: exact.lat, lng: exact.lng } : null, locations };
      },
      async potentialContacts(request): Promise<PotentialContacts> {
        const criteria = await criteriaOf(geography, request.body.meta, yearOf(commandTime(metadataOf(request))));
        if (!criteria) return { count: null, meter: 0, band: null, color: null, estimate_12_months: null, center: null };
        const count = await geography.countPotentialContacts(criteria);
        const band = meterBand(count);
        return {
          count,
          meter: meterValue(count),
          band: band.band,
          color: band.color,
          estimate_12_months: twelveMonthEstimate(count),
          center: { lat: criteria.lat, lng: criteria.lng },
        };
      },
      async potentialContactLocations(request) {
        const criteria = await criteriaOf(geography, request.body.meta, yearOf(commandTime(metadataOf(request))));
        if (!criteria) return { center: null, data: [] };
        return { center: { lat: criteria.lat, lng: criteria.lng }, data: await geography.potentialContactPlaces(criteria) };
      },
      async createAudience(request, reply) {
        const { company_id: companyId, name, meta } = request.body;
        assertOwnCompany(signedInUser(request), companyId);
        if ((await loadCompany(store, companyId)).status !== 'registered') throw invalid('company_id', 'The selected company is invalid.');
        const place = await placeOf(geography, meta);
        const audienceId = randomUUID();
        const metadata = metadataOf(request);
        const result = await createAudience(
          store,
          {
            audienceId,
            companyId,
            name: name.trim(),
            profession: meta.profession,
            zipCode: place.zip_code,
            lat: place.lat,
            lng: place.lng,
            rangeKm: meta.range,
            filters: filtersOf(meta),
          },
          metadata,
        );
        await reads.caughtUp('campaigns', result.append?.position ?? null);
        return reply
          .code(201)
          .send({ message: 'Zielgruppe erstellt!', id: audienceId, created_at: metadata.occurredAt ?? new Date().toISOString() });
      },
      async updateAudience(request) {
        const audienceId = request.params.id;
        const { name, meta } = request.body;
        const state = await loadAudience(store, audienceId);
        if (state.status !== 'created') throw notFound('Audience not found.');
        assertOwnCompany(signedInUser(request), state.companyId);
        const place = await placeOf(geography, meta);
        const result = await handleCommand({
          store,
          streamId: audienceStreamId(audienceId),
          decider: audienceDecider,
          command: {
            type: 'UpdateAudience',
            data: {
              audienceId,
              companyId: state.companyId,
              name: name.trim(),
              profession: meta.profession,
              zipCode: place.zip_code,
              lat: place.lat,
              lng: place.lng,
              rangeKm: meta.range,
              filters: filtersOf(meta),
            },
          },
          metadata: metadataOf(request),
        });
        await reads.caughtUp('campaigns', result.append?.position ?? null);
        const data = await geography.audience(audienceId);
        if (!data) throw notFound('Audience not found.');
        return { message: 'Zielgruppe aktualisiert', data };
      },
      async resetAllOffers(request) {
        await resetOffers(request.params.id, 'all', metadataOf(request));
        return { message: 'Offers reset.' };
      },
      async resetNonViewedOffers(request) {
        await resetOffers(request.params.id, 'non_viewed', metadataOf(request));
        return { message: 'Offers reset.' };
      },
      async saveAudienceOptimization(request) {
        const metadata = metadataOf(request);
        const result = await handleCommand({
          store,
          streamId: AUDIENCE_OPTIMIZATION_STREAM,
          decider: audienceOptimizationDecider,
          command: {
            type: 'SaveAudienceOptimization',
            data: { ...request.body.meta, savedBy: metadata.actorId },
          },
          metadata,
        });
        const saved = result.state.status === 'saved' ? result.state : { experiences: [], qualifications: [] };
        return {
          message: 'Audience optimization preference saved.',
          meta: { experiences: [...saved.experiences], qualifications: [...saved.qualifications] },
        };
      },
    }),
  );
  done();
};
