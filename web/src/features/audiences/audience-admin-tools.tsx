import { Button, Card, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '../../lib/errors';
import { flashShown } from '../../lib/flash';
import { serverText } from '../../lib/server-text';
import { useAppDispatch } from '../../lib/store';
import {
  useAudienceOptimizationQuery,
  useOptimizationExperiencesQuery,
  useOptimizationQualificationsQuery,
  useResetAllOffersMutation,
  useResetNonViewedOffersMutation,
  useSaveAudienceOptimizationMutation,
} from './audiences-api';

/** A reference list as choices (key, shown by name), with the chosen keys the list no longer has kept as they are. */
function choicesOf(items: ReadonlyArray<{ key: string; name: string }> | undefined, chosen: readonly string[]) {
  const listed = (items ?? []).map((item) => ({ value: item.key, label: item.name }));
  const known = new Set(listed.map((item) => item.value));
  return [...listed, ...chosen.filter((key) => !known.has(key)).map((key) => ({ value: key, label: key }))];
}

/** An admin's buttons on an audience: send its campaigns' offers again, all or those nobody viewed. */
export function AudienceOfferResets({ audienceId }: { audienceId: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [resetAll, resetAllState] = useResetAllOffersMutation();
  const [resetNonViewed, resetNonViewedState] = useResetNonViewedOffersMutation();
  const done = (result: { data?: { message: string } }) => {
    if (result.data) dispatch(flashShown(serverText(result.data.message)));
  };
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        color="orange"
        loading={resetAllState.isLoading}
        onClick={() => void resetAll({ id: audienceId }).then(done)}
        data-testid="audience-reset-all"
      >
        {t('audienceAdmin.resetAll')}
      </Button>
      <Button
        size="xs"
        variant="subtle"
        color="orange"
        loading={resetNonViewedState.isLoading}
        onClick={() => void resetNonViewed({ id: audienceId }).then(done)}
        data-testid="audience-reset-non-viewed"
      >
        {t('audienceAdmin.resetNonViewed')}
      </Button>
    </>
  );
}

/** The admins' audience optimisation preference: experiences and qualifications optimised audiences favour. */
export function AudienceOptimization() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [experiences, setExperiences] = useState<string[]>([]);
  const [qualifications, setQualifications] = useState<string[]>([]);
  const [save, saveState] = useSaveAudienceOptimizationMutation();
  // The stored preference fills the form, so that a save changes what is shown, not an empty form over it.
  const stored = useAudienceOptimizationQuery();
  const experienceList = useOptimizationExperiencesQuery({ page: 1 });
  const qualificationList = useOptimizationQualificationsQuery({ page: 1 });
  useEffect(() => {
    if (!stored.data) return;
    setExperiences(stored.data.meta.experiences);
    setQualifications(stored.data.meta.qualifications);
  }, [stored.data]);
  const errors = fieldErrors(saveState.error);
  const submit = async (): Promise<void> => {
    const result = await save({ meta: { experiences, qualifications } });
    if ('data' in result && result.data) {
      setExperiences(result.data.meta.experiences);
      setQualifications(result.data.meta.qualifications);
      dispatch(flashShown(serverText(result.data.message)));
    }
  };
  return (
    <Card withBorder data-testid="audience-optimization">
      <Stack gap="xs">
        <Text fw={600}>{t('audienceAdmin.optimization')}</Text>
        <MultiSelect
          label={t('audienceAdmin.experiences')}
          data={choicesOf(experienceList.data?.data, experiences)}
          searchable
          disabled={!stored.data}
          value={experiences}
          onChange={setExperiences}
          error={errors?.['meta.experiences']}
          data-testid="optimization-experiences"
        />
        <MultiSelect
          label={t('audienceAdmin.qualifications')}
          data={choicesOf(qualificationList.data?.data, qualifications)}
          searchable
          disabled={!stored.data}
          value={qualifications}
          onChange={setQualifications}
          error={errors?.['meta.qualifications']}
          data-testid="optimization-qualifications"
        />
        <Group justify="flex-end">
          <Button onClick={() => void submit()} loading={saveState.isLoading} disabled={!stored.data} data-testid="optimization-save">
            {t('audienceAdmin.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
