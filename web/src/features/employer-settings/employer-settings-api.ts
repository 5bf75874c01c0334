import { activeSourcingFeature, employerSettingsFeature, filesFeature, optionsFeature, unlocksFeature, type ResponseOf } from '@rm/domain';
import { api } from '../../lib/api';
import { contractMutation, contractQuery } from '../../lib/contract-endpoints';

const q = employerSettingsFeature.queries;
const c = employerSettingsFeature.commands;
const aq = activeSourcingFeature.queries;
const ac = activeSourcingFeature.commands;

export const employerSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    sepaSettings: contractQuery(build, q.sepaSettings, ['Sepa']),
    saveSepa: contractMutation(build, c.saveSepa, ['Sepa']),
    definitions: contractQuery(build, q.listDefinitions, ['Definition']),
    createDefinition: contractMutation(build, c.createDefinition, ['Definition']),
    updateDefinition: contractMutation(build, c.updateDefinition, ['Definition']),
    deleteDefinition: contractMutation(build, c.deleteDefinition, ['Definition']),
    contactSales: contractMutation(build, c.contactSales, []),
    testimonials: contractQuery(build, q.listTestimonials, ['Testimonial']),
    createTestimonial: contractMutation(build, c.createTestimonial, ['Testimonial']),
    updateTestimonial: contractMutation(build, c.updateTestimonial, ['Testimonial']),
    packages: contractQuery(build, q.listPackages, ['Package']),
    choosePackage: contractMutation(build, c.choosePackage, ['Package', 'ActiveSourcing']),
    activeSourcingQuota: contractQuery(build, aq.activeSourcingQuota, ['ActiveSourcing']),
    messageTemplates: contractQuery(build, aq.listMessageTemplates, ['MessageTemplate']),
    createMessageTemplate: contractMutation(build, ac.createMessageTemplate, ['MessageTemplate']),
    deleteMessageTemplate: contractMutation(build, ac.deleteMessageTemplate, ['MessageTemplate']),
    sendSourcingMessage: contractMutation(build, ac.activeSourcingRequestReached, ['ActiveSourcing']),
    contactDocuments: contractQuery(build, aq.listContactDocuments, (_r, _e, args) => [{ type: 'ContactDocument', id: args.userId }]),
    deleteContactDocument: contractMutation(build, ac.deleteContactDocument, (_r, _e, args) => [
      { type: 'ContactDocument', id: args.userId },
    ]),
    contactInformation: contractQuery(build, aq.contactInformation, []),
    sourcingUnlockedContacts: contractQuery(build, unlocksFeature.queries.unlockedContactsOfCompany, ['Unlocks']),
    /** Multipart: the files go as form data (`documents[i]`), the answer is the contract's. */
    uploadContactDocuments: build.mutation<ResponseOf<typeof ac.uploadContactDocuments>, { userId: string; files: readonly File[] }>({
      query: ({ userId, files }) => {
        const form = new FormData();
        files.forEach((file, index) => form.append(`documents[${index}]`, file));
        return {
          url: ac.uploadContactDocuments.path.replace('{userId}', encodeURIComponent(userId)).replace(/^\//, ''),
          method: 'POST',
          body: form,
        };
      },
      invalidatesTags: (_r, _e, args) => [{ type: 'ContactDocument', id: args.userId }],
    }),
    /** Multipart: the (cropped) image goes as the form field `image`; answers its media id. */
    uploadImage: build.mutation<ResponseOf<typeof filesFeature.commands.uploadImage>, { file: File }>({
      query: ({ file }) => {
        const form = new FormData();
        form.append('image', file);
        return { url: filesFeature.commands.uploadImage.path.replace(/^\//, ''), method: 'POST', body: form };
      },
    }),
    testimonialAuthors: contractQuery(build, optionsFeature.queries.userOptions, ['CurrentUser']),
  }),
});

export const {
  useSepaSettingsQuery,
  useSaveSepaMutation,
  useDefinitionsQuery,
  useCreateDefinitionMutation,
  useUpdateDefinitionMutation,
  useDeleteDefinitionMutation,
  useContactSalesMutation,
  useTestimonialsQuery,
  useCreateTestimonialMutation,
  useUpdateTestimonialMutation,
  usePackagesQuery,
  useChoosePackageMutation,
  useActiveSourcingQuotaQuery,
  useMessageTemplatesQuery,
  useCreateMessageTemplateMutation,
  useDeleteMessageTemplateMutation,
  useSendSourcingMessageMutation,
  useContactDocumentsQuery,
  useDeleteContactDocumentMutation,
  useContactInformationQuery,
  useSourcingUnlockedContactsQuery,
  useTestimonialAuthorsQuery,
  useUploadContactDocumentsMutation,
  useUploadImageMutation,
} = employerSettingsApi;
