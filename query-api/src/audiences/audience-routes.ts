import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { audiencesFeature, forbidden, invalid, notFound } from '@rm/domain';
import { bindContracts, isAdmin, queryHandlers, signedInUser } from '@rm/platform/http';
import type { QueryRoutesOptions } from '../shared/query-context';
import {
  audienceContacts,
  audienceGrowth,
  contactVsAudience,
  listMapAudiences,
  mapAudienceContacts,
  mapContacts,
  postalPlace,
  potentialCompanies,
  readAudience,
  readAudienceOptimization,
} from './audience-queries';

const audienceNotFound = () => notFound('Audience not found.');

/** Audiences for their forms, the admin maps, and contacts measured against audiences. */
export const audienceQueryRoutes: FastifyPluginCallbackTypebox<QueryRoutesOptions> = (app, { pool }, done) => {
  bindContracts(
    app,
    queryHandlers(audiencesFeature, {
      audienceOptimization: async () => ({ meta: await readAudienceOptimization(pool) }),
      async editAudience(request) {
        const audience = await readAudience(pool, request.params.id);
        if (!audience) throw audienceNotFound();
        const user = signedInUser(request);
        if (!isAdmin(user) && user.companyId !== audience.company_id) throw forbidden();
        return { data: audience };
      },
      mapAudiences: async (request) => ({ data: await listMapAudiences(pool, request.query.audiences) }),
      async mapAudienceContacts(request) {
        const { from, till } = request.query;
        if (!from) throw invalid('from', 'Please select date range!');
        if (!till) throw invalid('till', 'Please select date range!');
        const answer = await mapAudienceContacts(pool, request.params.id, { from, till });
        if (!answer) throw audienceNotFound();
        return answer;
      },
      async mapContacts(request) {
        const { zip_code: zipCode, radius_km: radiusKm, ...filters } = request.query;
        if (zipCode === undefined && radiusKm === undefined) return mapContacts(pool, filters);
        if (zipCode === undefined) throw invalid('zip_code', 'Please enter a postal code for the radius.');
        if (radiusKm === undefined) throw invalid('radius_km', 'Please enter a radius for the postal code.');
        const place = await postalPlace(pool, zipCode);
        if (!place) throw invalid('zip_code', 'The postal code is unknown.');
        return mapContacts(pool, { ...filters, around: { lat: place.lat, lng: place.lng, radiusKm } });
      },
      async audienceContacts(request) {
        const answer = await audienceContacts(pool, request.params.id, request.query.types, request.query.page);
        if (!answer) throw audienceNotFound();
        return answer;
      },
      async audienceGrowth(request) {
        const answer = await audienceGrowth(pool, request.params.id);
        if (!answer) throw audienceNotFound();
        return answer;
      },
      async contactVsAudience(request) {
        const score = await contactVsAudience(pool, request.query.contact_id, request.query.audience_id);
        if (!score) throw notFound('Contact or audience not found.');
        return score;
      },
      async potentialCompanies(request) {
        const data = await potentialCompanies(pool, request.params.id);
        if (!data) throw notFound('Contact not found.');
        return { data };
      },
    }),
  );
  done();
};
