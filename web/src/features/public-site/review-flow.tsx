import {
  Alert,
  Button,
  Card,
  Group,
  Input,
  Rating,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { ALREADY_RATED, RATER_RELATIONSHIPS, REVIEW_NEEDS_OFFER } from '@rm/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOf } from '../../lib/i18n';
import { useNavigate } from 'react-router';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { serverText } from '../../lib/server-text';
import {
  useIsAlreadyRatedQuery,
  useReviewQuestionsQuery,
  useSubmitPrivateReviewMutation,
  useSubmitPublicReviewMutation,
} from './public-site-api';
import { ReviewEditButton } from './review-edit-modal';
import { clearDrafts, markRated, ratedHere, readDraft, saveDraft } from './review-storage';

/** The description inputs save their draft after this pause in typing (employer spec §9). */
export const DRAFT_DEBOUNCE_MS = 500;

interface PublicDraft {
  reviewer_type: string;
  work_area: string;
  review: string;
  rating: number;
  ratings: Record<string, number>;
}
interface PrivateDraft {
  satisfaction: number;
  about_employer: string;
  employer_improve: string;
}
const EMPTY_PUBLIC: PublicDraft = { reviewer_type: 'applicant', work_area: '', review: '', rating: 0, ratings: {} };
const EMPTY_PRIVATE: PrivateDraft = { satisfaction: 0, about_employer: '', employer_improve: '' };

/** Keeps a draft in session storage, written 500 ms after the last change. */
function useDraft<T>(employerId: string, part: 'public' | 'private', empty: T): [T, (next: T) => void] {
  const [draft, setDraft] = useState<T>(() => readDraft<T>(employerId, part) ?? empty);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return [
    draft,
    (next: T) => {
      setDraft(next);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => saveDraft(employerId, part, next), DRAFT_DEBOUNCE_MS);
    },
  ];
}

/** Scrolls to the first field the server refused. */
function scrollToFirstError(errors: Record<string, string>): void {
  const first = Object.keys(errors)[0];
  const element = first ? document.querySelector(`[data-field="${first.replace(/"/g, '')}"]`) : null;
  element?.scrollIntoView({ behavior: 'smooth', block: 'center' });
}

function PublicForm({ employerId, onDone }: { employerId: string; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useDraft<PublicDraft>(employerId, 'public', EMPTY_PUBLIC);
  const { data: questions } = useReviewQuestionsQuery({
    model: 'employer',
    reviewerType: draft.reviewer_type,
    lang: languageOf(i18n.language),
  });
  const [submit, { isLoading }] = useSubmitPublicReviewMutation();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (draft.rating < 1) missing['rating'] = t('publicSite.review.rateOverall');
    for (const question of questions?.data ?? [])
      if (!draft.ratings[question.id]) missing[`ratings.${question.id}`] = t('publicSite.review.rateQuestion');
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      scrollToFirstError(missing);
      return;
    }
    const result = await submit({
      model: 'employer',
      id: employerId,
      reviewer_type: draft.reviewer_type,
      work_area: draft.work_area.trim() || null,
      review: draft.review,
      rating: draft.rating,
      ratings: (questions?.data ?? []).map((question) => ({ id: question.id, rating: draft.ratings[question.id] ?? 1 })),
    });
    if ('error' in result) {
      const fields = fieldErrors(result.error);
      if (fields) {
        setErrors(fields);
        scrollToFirstError(fields);
      } else setFailure(errorMessage(result.error));
      return;
    }
    markRated(employerId);
    onDone();
  };

  return (
    <form onSubmit={(event) => void send(event)} noValidate>
      <Stack gap="sm">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Select
          label={t('publicSite.review.reviewerType')}
          value={draft.reviewer_type}
          onChange={(value) => setDraft({ ...draft, reviewer_type: value ?? 'applicant', ratings: {} })}
          data={RATER_RELATIONSHIPS.map((type) => ({ value: type.id, label: t(`publicSite.reviewerTypes.${type.id}`) }))}
          allowDeselect={false}
          data-field="reviewer_type"
          error={errors['reviewer_type']}
        />
        <Input.Wrapper label={t('publicSite.review.overall')} error={errors['rating']} data-field="rating">
          <Rating value={draft.rating} onChange={(rating) => setDraft({ ...draft, rating })} aria-label={t('publicSite.review.overall')} />
        </Input.Wrapper>
        {(questions?.data ?? []).map((question) => (
          <Input.Wrapper
            key={question.id}
            label={question.question}
            error={errors[`ratings.${question.id}`]}
            data-field={`ratings.${question.id}`}
          >
            <Rating
              value={draft.ratings[question.id] ?? 0}
              onChange={(rating) => setDraft({ ...draft, ratings: { ...draft.ratings, [question.id]: rating } })}
              aria-label={question.question}
            />
          </Input.Wrapper>
        ))}
        <TextInput
          label={t('publicSite.review.workArea')}
          value={draft.work_area}
          onChange={(event) => setDraft({ ...draft, work_area: event.currentTarget.value })}
        />
        <Textarea
          label={t('publicSite.review.text')}
          description={t('publicSite.review.textHint')}
          value={draft.review}
          onChange={(event) => setDraft({ ...draft, review: event.currentTarget.value })}
          minRows={4}
          autosize
          required
          data-field="review"
          error={errors['review']}
        />
        <Button type="submit" loading={isLoading} w="fit-content">
          {t('publicSite.review.submitPublic')}
        </Button>
      </Stack>
    </form>
  );
}

function PrivateForm({ employerId, onDone }: { employerId: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useDraft<PrivateDraft>(employerId, 'private', EMPTY_PRIVATE);
  const [submit, { isLoading }] = useSubmitPrivateReviewMutation();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (draft.satisfaction < 1) {
      setErrors({ satisfaction: t('publicSite.review.rateOverall') });
      return;
    }
    const result = await submit({
      model: 'employer',
      id: employerId,
      satisfaction: draft.satisfaction,
      meta_questions: { about_employer: draft.about_employer.trim() || null, employer_improve: draft.employer_improve.trim() || null },
    });
    if ('error' in result) {
      const fields = fieldErrors(result.error);
      if (fields) setErrors(fields);
      else setFailure(errorMessage(result.error));
      return;
    }
    onDone();
  };
  return (
    <form onSubmit={(event) => void send(event)} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('publicSite.review.privateHint')}
        </Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Input.Wrapper label={t('publicSite.review.satisfaction')} error={errors['satisfaction']} data-field="satisfaction">
          <Rating
            value={draft.satisfaction}
            onChange={(satisfaction) => setDraft({ ...draft, satisfaction })}
            aria-label={t('publicSite.review.satisfaction')}
          />
        </Input.Wrapper>
        <Textarea
          label={t('publicSite.review.aboutEmployer')}
          value={draft.about_employer}
          onChange={(event) => setDraft({ ...draft, about_employer: event.currentTarget.value })}
          autosize
          minRows={2}
        />
        <Textarea
          label={t('publicSite.review.employerImprove')}
          value={draft.employer_improve}
          onChange={(event) => setDraft({ ...draft, employer_improve: event.currentTarget.value })}
          autosize
          minRows={2}
        />
        <Group>
          <Button type="submit" loading={isLoading}>
            {t('publicSite.review.submitPrivate')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The review of an employer by a signed-in candidate: the public review first, then the private one or
 * skip; once the public review is in, the switcher no longer returns to it. Then the thank-you page.
 */
export function ReviewFlow({ employerId }: { employerId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: status, isLoading } = useIsAlreadyRatedQuery({ model: 'employer', id: employerId });
  const [step, setStep] = useState<'public' | 'private' | null>(null);
  if (isLoading || !status) return null;
  const current = step ?? (status.public_done ? 'private' : 'public');
  const finish = () => {
    clearDrafts(employerId);
    void navigate(`/review/thank-you?arbeitgeber=${employerId}`);
  };
  // Rated: the server says so; this browser's note (local storage) only covers the time until it has answered.
  // The candidate's own review can be changed (its public part) whatever step the flow is at.
  const edit = status.review_id && status.own ? <ReviewEditButton reviewId={status.review_id} own={status.own} /> : null;
  if (status.private_done || (step === null && !status.rated && ratedHere(employerId) && status.public_done)) {
    return (
      <Stack gap="sm">
        <Alert color="blue">{serverText(ALREADY_RATED)}</Alert>
        {edit}
      </Stack>
    );
  }
  if (!status.may_review) return <Alert color="gray">{serverText(REVIEW_NEEDS_OFFER)}</Alert>;
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Title order={2}>{t('publicSite.review.title')}</Title>
        {edit}
        <SegmentedControl
          value={current}
          onChange={(value) => {
            if (value === 'public' && status.public_done) return;
            setStep(value as 'public' | 'private');
          }}
          data={[
            { value: 'public', label: t('publicSite.review.public'), disabled: status.public_done || current === 'private' },
            { value: 'private', label: t('publicSite.review.private'), disabled: current === 'public' },
          ]}
        />
        {current === 'public' ? (
          <PublicForm employerId={employerId} onDone={() => setStep('private')} />
        ) : (
          <Stack gap="sm">
            <PrivateForm employerId={employerId} onDone={finish} />
            <Button variant="subtle" onClick={finish} w="fit-content">
              {t('publicSite.review.skip')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
