import { Type } from '@sinclair/typebox';
import { changeFeed } from '../shared/change-feed';
import { Uuid } from '../shared/schema';

/** A candidate's profile changed (profile, image, meta, wizard step): only they are told. */
export const candidateProfileChanged = changeFeed({
  subject: 'rm.candidate-profiles.changed',
  notice: Type.Object({ userId: Uuid }),
  channel: 'user',
  visibleTo: (viewer, notice) => viewer.userId === notice.userId,
  tags: () => ['CandidateProfile'],
});
