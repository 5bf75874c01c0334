import { API_TAGS, candidateProfileFeature, type ResponseOf } from '@rm/domain';
import { api } from '../../lib/api';
import { contractMutation, contractQuery } from '../../lib/contract-endpoints';

const { candidateProfile, accountDeleteReasons } = candidateProfileFeature.queries;
const { registerCandidate, updateProfile, uploadProfileImage, saveProfileMeta, saveProfileSession, deleteAccount } =
  candidateProfileFeature.commands;

/** The candidate's own account: registration, profile, image, wizard, deletion. */
export const candidateProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    candidateProfile: contractQuery(build, candidateProfile, ['CandidateProfile']),
    accountDeleteReasons: contractQuery(build, accountDeleteReasons, []),
    registerCandidate: contractMutation(build, registerCandidate, [...API_TAGS]),
    updateProfile: contractMutation(build, updateProfile, ['CandidateProfile', 'CurrentUser']),
    saveProfileMeta: contractMutation(build, saveProfileMeta, ['CandidateProfile']),
    saveProfileSession: contractMutation(build, saveProfileSession, []),
    /** Nothing is refetched: the account and its session are gone, the screen shows the goodbye until it leaves. */
    deleteAccount: contractMutation(build, deleteAccount),
    /** Multipart: the image goes as the form field `profile_image`. */
    uploadProfileImage: build.mutation<ResponseOf<typeof uploadProfileImage>, { file: File }>({
      query: ({ file }) => {
        const form = new FormData();
        form.append('profile_image', file);
        return { url: uploadProfileImage.path.replace(/^\//, ''), method: 'POST', body: form };
      },
      invalidatesTags: ['CandidateProfile', 'CurrentUser'],
    }),
  }),
});

export const {
  useCandidateProfileQuery,
  useAccountDeleteReasonsQuery,
  useRegisterCandidateMutation,
  useUpdateProfileMutation,
  useSaveProfileMetaMutation,
  useSaveProfileSessionMutation,
  useDeleteAccountMutation,
  useUploadProfileImageMutation,
} = candidateProfileApi;
