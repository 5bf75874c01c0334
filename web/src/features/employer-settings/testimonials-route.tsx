import { Button, Card, Group, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import type { CurrentUser, Testimonial } from '@rm/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { Page } from '../../components/page';
import { fieldErrors } from '../../lib/errors';
import { flashShown } from '../../lib/flash';
import { formatDate } from '../../lib/format';
import { serverText } from '../../lib/server-text';
import { useAppDispatch } from '../../lib/store';
import {
  useCreateTestimonialMutation,
  useTestimonialAuthorsQuery,
  useTestimonialsQuery,
  useUpdateTestimonialMutation,
} from './employer-settings-api';

const BODIES = [
  ['body_problem', 'employerTestimonials.problem'],
  ['body_collaboration', 'employerTestimonials.collaboration'],
  ['body_results', 'employerTestimonials.results'],
  ['body_conclusion', 'employerTestimonials.conclusion'],
] as const;
type Body = (typeof BODIES)[number][0];
const EMPTY: Record<Body, string> = { body_problem: '', body_collaboration: '', body_results: '', body_conclusion: '' };

/** The company's testimonials: the list, and the form (its company is the user's own; an author of it is required). */
export function TestimonialsRoute() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { user } = useOutletContext<{ user: CurrentUser }>();
  const companyId = user.company_id ?? '';
  const { data } = useTestimonialsQuery({});
  const authors = useTestimonialAuthorsQuery({});
  const [create, creating] = useCreateTestimonialMutation();
  const [update, updating] = useUpdateTestimonialMutation();
  const [editing, setEditing] = useState<Testimonial | null>(null);
  const [authorId, setAuthorId] = useState<string | null>(user.id);
  const [bodies, setBodies] = useState(EMPTY);
  const [authorMissing, setAuthorMissing] = useState(false);
  const errors = fieldErrors(editing ? updating.error : creating.error) ?? {};
  const reset = () => {
    setEditing(null);
    setBodies(EMPTY);
    setAuthorId(user.id);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!authorId) {
      setAuthorMissing(true);
      return;
    }
    setAuthorMissing(false);
    const body = { company_id: companyId, author_id: authorId, ...bodies };
    const result = editing ? await update({ id: editing.id, ...body }) : await create(body);
    if ('data' in result && result.data) {
      dispatch(flashShown(serverText(result.data.message)));
      reset();
    }
  };
  return (
    <Page title={t('employerTestimonials.title')}>
      <Stack data-testid="testimonials">
        {data && data.data.length === 0 ? <Text>{t('employerTestimonials.none')}</Text> : null}
        {data?.data.map((testimonial) => (
          <Card withBorder key={testimonial.id} component="article" aria-label={testimonial.author_name}>
            <Stack gap={4}>
              <Group justify="space-between">
                <Text fw={700}>{t('employerTestimonials.by', { author: testimonial.author_name })}</Text>
                <Text size="sm">{formatDate(testimonial.updated_at)}</Text>
              </Group>
              {BODIES.map(([name, label]) => (
                <Text key={name} size="sm">
                  <strong>{t(label)}:</strong> {testimonial[name]}
                </Text>
              ))}
              <Group justify="flex-end">
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => {
                    setEditing(testimonial);
                    setAuthorId(testimonial.author_id);
                    setBodies({
                      body_problem: testimonial.body_problem,
                      body_collaboration: testimonial.body_collaboration,
                      body_results: testimonial.body_results,
                      body_conclusion: testimonial.body_conclusion,
                    });
                  }}
                >
                  {t('employerTestimonials.edit')}
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
      </Stack>
      <Card withBorder component="section" aria-labelledby="testimonial-form-title">
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack>
            <Title order={2} size="h5" id="testimonial-form-title">
              {editing ? t('employerTestimonials.edit') : t('employerTestimonials.create')}
            </Title>
            <Select
              label={t('employerTestimonials.author')}
              required
              data={(authors.data ?? []).map((person) => ({ value: person.id, label: person.full_name }))}
              value={authorId}
              onChange={setAuthorId}
              error={authorMissing ? t('employerTestimonials.authorRequired') : errors['author_id']}
              data-testid="testimonial-author"
            />
            {BODIES.map(([name, label]) => (
              <Textarea
                key={name}
                name={name}
                label={t(label)}
                required
                value={bodies[name]}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setBodies((current) => ({ ...current, [name]: value }));
                }}
                error={errors[name]}
              />
            ))}
            <Group justify="flex-end">
              {editing ? (
                <Button variant="default" onClick={reset}>
                  {t('employerTestimonials.cancel')}
                </Button>
              ) : null}
              <Button type="submit" loading={creating.isLoading || updating.isLoading} data-testid="testimonial-save">
                {editing ? t('employerTestimonials.save') : t('employerTestimonials.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Page>
  );
}
