import { Button, Card, Group, Stack, TagsInput, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '../../lib/errors';
import { flashShown } from '../../lib/flash';
import { serverText } from '../../lib/server-text';
import { useAppDispatch } from '../../lib/store';
import { useResetAllOffersMutation, useResetNonViewedOffersMutation, useSaveAudienceOptimizationMutation } from './audiences-api';

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
        <TagsInput
          label={t('audienceAdmin.experiences')}
          value={experiences}
          onChange={setExperiences}
          error={errors?.['meta.experiences']}
          data-testid="optimization-experiences"
        />
        <TagsInput
          label={t('audienceAdmin.qualifications')}
          value={qualifications}
          onChange={setQualifications}
          error={errors?.['meta.qualifications']}
          data-testid="optimization-qualifications"
        />
        <Group justify="flex-end">
          <Button onClick={() => void submit()} loading={saveState.isLoading} data-testid="optimization-save">
            {t('audienceAdmin.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
