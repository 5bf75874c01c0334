import { audiencesFeature, campaignsFeature, optionsFeature, referenceDataFeature } from '@rm/domain';
import { api } from '../../lib/api';
import { contractMutation, contractQuery } from '../../lib/contract-endpoints';

const queries = audiencesFeature.queries;
const commands = audiencesFeature.commands;
const audienceTag = (id: string) => ({ type: 'Audience' as const, id });

export const audiencesApi = api.injectEndpoints({
  endpoints: (build) => ({
    audienceList: contractQuery(build, optionsFeature.queries.audienceOptions, ['Audience', 'Options']),
    editAudience: contractQuery(build, queries.editAudience, (_result, _error, args) => [audienceTag(args.id)]),
    mapAudiences: contractQuery(build, queries.mapAudiences, ['Audience']),
    mapAudienceContacts: contractQuery(build, queries.mapAudienceContacts, (_result, _error, args) => [audienceTag(args.id)]),
    mapContacts: contractQuery(build, queries.mapContacts, ['Contact']),
    // The campaign map names the campaign and draws its audience.
    campaignDetail: contractQuery(build, campaignsFeature.queries.campaignDetail, (_result, _error, args) => [
      { type: 'Campaign', id: args.id },
      'Campaigns',
    ]),
    audienceContacts: contractQuery(build, queries.audienceContacts, (_result, _error, args) => [audienceTag(args.id), 'Contact']),
    audienceGrowth: contractQuery(build, queries.audienceGrowth, (_result, _error, args) => [audienceTag(args.id), 'Contact']),
    // POSTs that only read (the spec's): mutations, so that each keystroke's answer is its own.
    potentialLocations: contractMutation(build, commands.potentialLocations),
    potentialContacts: contractMutation(build, commands.potentialContacts),
    potentialContactLocations: contractMutation(build, commands.potentialContactLocations),
    createAudience: contractMutation(build, commands.createAudience, ['Audience', 'Options', 'AuditLog']),
    updateAudience: contractMutation(build, commands.updateAudience, (_result, _error, args) => [
      audienceTag(args.id),
      'Audience',
      'Options',
      'AuditLog',
    ]),
    resetAllOffers: contractMutation(build, commands.resetAllOffers, ['AuditLog']),
    resetNonViewedOffers: contractMutation(build, commands.resetNonViewedOffers, ['AuditLog']),
    saveAudienceOptimization: contractMutation(build, commands.saveAudienceOptimization, ['Audience', 'AuditLog']),
    audienceOptimization: contractQuery(build, queries.audienceOptimization, ['Audience']),
    // The reference lists the preference chooses from (the same calls and tags as the reference data screens).
    optimizationExperiences: contractQuery(build, referenceDataFeature.queries.listExperiences, [
      { type: 'ReferenceData', id: 'LIST-experiences' },
    ]),
    optimizationQualifications: contractQuery(build, referenceDataFeature.queries.listQualifications, [
      { type: 'ReferenceData', id: 'LIST-qualifications' },
    ]),
  }),
});

export const {
  useAudienceListQuery,
  useEditAudienceQuery,
  useMapAudiencesQuery,
  useMapAudienceContactsQuery,
  useMapContactsQuery,
  useCampaignDetailQuery,
  useAudienceContactsQuery,
  useAudienceGrowthQuery,
  usePotentialLocationsMutation,
  usePotentialContactsMutation,
  usePotentialContactLocationsMutation,
  useCreateAudienceMutation,
  useUpdateAudienceMutation,
  useResetAllOffersMutation,
  useResetNonViewedOffersMutation,
  useSaveAudienceOptimizationMutation,
  useAudienceOptimizationQuery,
  useOptimizationExperiencesQuery,
  useOptimizationQualificationsQuery,
} = audiencesApi;
