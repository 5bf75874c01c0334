import { Badge, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FREE_PACKAGE_KEY, PAID_PACKAGE_KEY, type CurrentUser, type Package } from '@rm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { Page } from '../../components/page';
import { hasRole } from '../../lib/feature';
import { flashShown } from '../../lib/flash';
import { formatEuros } from '../../lib/format';
import { serverText } from '../../lib/server-text';
import { useAppDispatch } from '../../lib/store';
import { ContactSalesModal } from './contact-sales-modal';
import { useChoosePackageMutation, usePackagesQuery } from './employer-settings-api';
import { PricingSlider, type PricingChoice } from './pricing-slider';

const FEATURE_FLAGS = ['employer_profile', 'can_customize_campaigns', 'can_customize_message'] as const;

/** Packages and pricing: the free and the paid package with their features, the pricing slider, the current package. */
export function PackagesRoute() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { user } = useOutletContext<{ user: CurrentUser }>();
  const { data } = usePackagesQuery();
  const [choose, { isLoading }] = useChoosePackageMutation();
  const [salesOpen, setSalesOpen] = useState(false);
  const owner = hasRole(user, 'business-owner');
  const nameOf = (key: string) => (key === FREE_PACKAGE_KEY ? t('employerPackages.free') : t('employerPackages.paid'));
  const onChoose = async (choice: PricingChoice) => {
    const result = await choose({
      package_key: PAID_PACKAGE_KEY,
      messages: choice.messages,
      campaigns: choice.campaigns,
      months: choice.months,
    });
    if ('data' in result && result.data) dispatch(flashShown(serverText(result.data.message)));
  };
  return (
    <Page title={t('employerPackages.title')}>
      <Text data-testid="current-package">
        {data?.current
          ? t('employerPackages.current', {
              name: nameOf(data.current.package_key),
              messages: data.current.messages,
              campaigns: data.current.campaigns,
            })
          : t('employerPackages.noPackage')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {(data?.data ?? []).map((item) => (
          <PackageCard key={item.key} item={item} name={nameOf(item.key)} current={data?.current?.package_key === item.key} />
        ))}
      </SimpleGrid>
      {!owner ? <Text size="sm">{t('employerPackages.onlyOwner')}</Text> : null}
      <PricingSlider
        canChoose={owner}
        choosing={isLoading}
        onChoose={(choice) => void onChoose(choice)}
        onContactSales={() => setSalesOpen(true)}
      />
      <ContactSalesModal
        opened={salesOpen}
        onClose={() => setSalesOpen(false)}
        selectedPackage={PAID_PACKAGE_KEY}
        initial={{ first_name: user.first_name, last_name: user.last_name, email: user.email }}
      />
    </Page>
  );
}

function PackageCard({ item, name, current }: { item: Package; name: string; current: boolean }) {
  const { t } = useTranslation();
  return (
    <Card withBorder component="section" aria-label={name}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h5">
            {name}
          </Title>
          {current ? <Badge color="green">{t('employerPackages.currentBadge')}</Badge> : null}
        </Group>
        <Text fw={700}>
          {formatEuros(item.prices.base_price)} {t('employerPackages.perMonth')}
        </Text>
        <Text size="sm">
          {t('employerPackages.included', { messages: item.features.active_sourcing_messages, campaigns: item.features.job_campaigns })}
        </Text>
        <List size="sm">
          {FEATURE_FLAGS.filter((flag) => item.features[flag]).map((flag) => (
            <List.Item key={flag}>{t(`employerPackages.features.${flag}`)}</List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}
