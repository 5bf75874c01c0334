import { Alert, Button, Group, Input, Modal, Rating, Stack, TextInput, Textarea } from '@mantine/core';
import type { ReviewStatus } from '@rm/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { languageOf } from '../../lib/i18n';
import { useReviewQuestionsQuery, useUpdateReviewMutation } from './public-site-api';

type OwnReview = NonNullable<ReviewStatus['own']>;

/** The modal edit of the candidate's own review: its public part (stars, words, work area), as it stands now. */
function EditForm({ reviewId, own, onClose }: { reviewId: string; own: OwnReview; onClose: (saved: boolean) => void }) {
  const { t, i18n } = useTranslation();
  const { data: questions } = useReviewQuestionsQuery({
    model: 'employer',
    reviewerType: own.reviewer_type,
    lang: languageOf(i18n.language),
  });
  const [rating, setRating] = useState(own.rating);
  const [ratings, setRatings] = useState<Record<string, number>>(() => Object.fromEntries(own.ratings.map((r) => [r.id, r.rating])));
  const [workArea, setWorkArea] = useState(own.work_area ?? '');
  const [review, setReview] = useState(own.review);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateReviewMutation();
  // The questions the review was given for (those the reviewer type asks now, else the stored ones by id).
  const asked = questions?.data ?? own.ratings.map((r) => ({ id: r.id, question: r.id }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (rating < 1) missing['rating'] = t('publicSite.review.rateOverall');
    for (const question of asked) if (!ratings[question.id]) missing[`ratings.${question.id}`] = t('publicSite.review.rateQuestion');
    if (!review.trim()) missing['review'] = t('publicSite.review.textRequired');
    if (Object.keys(missing).length > 0) return setErrors(missing);
    const result = await update({
      id: reviewId,
      work_area: workArea.trim() || null,
      review,
      rating,
      ratings: asked.map((question) => ({ id: question.id, rating: ratings[question.id] ?? 1 })),
    });
    if ('error' in result) {
      const fields = fieldErrors(result.error);
      if (fields) setErrors(fields);
      else setFailure(errorMessage(result.error));
      return;
    }
    onClose(true);
  };

  return (
    <form onSubmit={(event) => void save(event)} noValidate data-testid="review-edit-form">
      <Stack gap="sm">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Input.Wrapper label={t('publicSite.review.overall')} error={errors['rating']}>
          <Rating value={rating} onChange={setRating} aria-label={t('publicSite.review.overall')} />
        </Input.Wrapper>
        {asked.map((question) => (
          <Input.Wrapper key={question.id} label={question.question} error={errors[`ratings.${question.id}`]}>
            <Rating
              value={ratings[question.id] ?? 0}
              onChange={(value) => setRatings({ ...ratings, [question.id]: value })}
              aria-label={question.question}
            />
          </Input.Wrapper>
        ))}
        <TextInput label={t('publicSite.review.workArea')} value={workArea} onChange={(event) => setWorkArea(event.currentTarget.value)} />
        <Textarea
          label={t('publicSite.review.text')}
          value={review}
          onChange={(event) => setReview(event.currentTarget.value)}
          minRows={4}
          autosize
          required
          error={errors['review']}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onClose(false)}>
            {t('publicSite.review.cancel')}
          </Button>
          <Button type="submit" loading={isLoading}>
            {t('publicSite.review.editSave')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Edit review" and its modal; after a save, the thanks for the change. */
export function ReviewEditButton({ reviewId, own }: { reviewId: string; own: OwnReview }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <Stack gap="xs">
      {saved && (
        <Alert color="green" role="status">
          {t('publicSite.review.editSaved')}
        </Alert>
      )}
      <Button variant="light" w="fit-content" onClick={() => setOpened(true)} data-testid="review-edit">
        {t('publicSite.review.edit')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('publicSite.review.editTitle')} size="lg">
        {opened && (
          <EditForm
            reviewId={reviewId}
            own={own}
            onClose={(done) => {
              setOpened(false);
              if (done) setSaved(true);
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}
