import { Button, Card, Group, SegmentedControl, Slider, Stack, Text, Title } from '@mantine/core';
import {
  BILLING_MONTHS,
  CAMPAIGN_STEP,
  DEFAULT_BILLING_MONTHS,
  INITIAL_CAMPAIGNS,
  INITIAL_MESSAGES,
  MAX_CAMPAIGNS,
  MAX_MESSAGES,
  MESSAGE_STEP,
  PAID_PACKAGE_KEY,
  priceOf,
  type BillingMonths,
  type PriceQuote,
} from '@rm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../lib/format';

export interface PricingChoice {
  messages: number;
  campaigns: number;
  months: BillingMonths;
  quote: PriceQuote;
}

/**
 * The pricing slider: messages in steps of 25 and campaigns one at a time (one step beyond the ranges
 * means "contact sales"), the billing period with its discount (3 months by default). The price is the
 * domain's `priceOf`, the same function the server charges by.
 */
export function PricingSlider({
  onChoose,
  onContactSales,
  canChoose,
  choosing = false,
}: {
  onChoose: (choice: PricingChoice) => void;
  onContactSales: () => void;
  canChoose: boolean;
  choosing?: boolean;
}) {
  const { t } = useTranslation();
  const [messages, setMessages] = useState(INITIAL_MESSAGES);
  const [campaigns, setCampaigns] = useState(INITIAL_CAMPAIGNS);
  const [months, setMonths] = useState<BillingMonths>(DEFAULT_BILLING_MONTHS as BillingMonths);
  const quote = priceOf({ packageKey: PAID_PACKAGE_KEY, messages, campaigns, months });
  return (
    <Card withBorder component="section" aria-labelledby="pricing-title">
      <Stack>
        <Title order={2} size="h5" id="pricing-title">
          {t('employerPackages.paid')}
        </Title>
        <Text id="messages-label" size="sm" fw={500}>
          {t('employerPackages.messages')}: {messages > MAX_MESSAGES ? `> ${MAX_MESSAGES}` : messages}
        </Text>
        <Slider
          min={MESSAGE_STEP}
          max={MAX_MESSAGES + MESSAGE_STEP}
          step={MESSAGE_STEP}
          value={messages}
          onChange={setMessages}
          label={null}
          thumbLabel={t('employerPackages.messages')}
          data-testid="messages-slider"
        />
        <Text id="campaigns-label" size="sm" fw={500}>
          {t('employerPackages.campaigns')}: {campaigns > MAX_CAMPAIGNS ? `> ${MAX_CAMPAIGNS}` : campaigns}
        </Text>
        <Slider
          min={1}
          max={MAX_CAMPAIGNS + CAMPAIGN_STEP}
          step={CAMPAIGN_STEP}
          value={campaigns}
          onChange={setCampaigns}
          label={null}
          thumbLabel={t('employerPackages.campaigns')}
          data-testid="campaigns-slider"
        />
        <Text size="sm" fw={500}>
          {t('employerPackages.billing')}
        </Text>
        <SegmentedControl
          aria-label={t('employerPackages.billing')}
          value={String(months)}
          onChange={(value) => setMonths(Number(value) as BillingMonths)}
          data={BILLING_MONTHS.map((value) => ({ value: String(value), label: t(`employerPackages.months.${value}`) }))}
          data-testid="billing-months"
        />
        {quote.kind === 'price' ? (
          <Stack gap={4} data-testid="price">
            <Group justify="space-between">
              <Text size="sm">
                {t('employerPackages.basePrice')}
                {quote.discountPercentage > 0 ? ` (${t('employerPackages.discount', { percentage: quote.discountPercentage })})` : ''}
              </Text>
              <Text size="sm">{formatEuros(quote.basePrice)}</Text>
            </Group>
            {quote.extraMessages > 0 ? (
              <Group justify="space-between">
                <Text size="sm">{t('employerPackages.extraMessages', { count: quote.extraMessages })}</Text>
                <Text size="sm">{formatEuros(quote.extraMessagesPrice)}</Text>
              </Group>
            ) : null}
            {quote.extraCampaigns > 0 ? (
              <Group justify="space-between">
                <Text size="sm">{t('employerPackages.extraCampaigns', { count: quote.extraCampaigns })}</Text>
                <Text size="sm">{formatEuros(quote.extraCampaignsPrice)}</Text>
              </Group>
            ) : null}
            <Group justify="space-between">
              <Text fw={700}>{t('employerPackages.perMonth')}</Text>
              <Text fw={700} data-testid="monthly-price">
                {formatEuros(quote.monthlyPrice)}
              </Text>
            </Group>
            <Group justify="space-between">
              <Text size="sm">{t('employerPackages.perPeriod')}</Text>
              <Text size="sm" data-testid="period-price">
                {formatEuros(quote.periodPrice)}
              </Text>
            </Group>
            <Group justify="flex-end">
              <Button
                disabled={!canChoose}
                loading={choosing}
                onClick={() => onChoose({ messages, campaigns, months, quote })}
                data-testid="choose-package"
              >
                {t('employerPackages.choose')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="xs" data-testid="contact-sales-hint">
            <Text>{t('employerPackages.contactSales')}</Text>
            <Group justify="flex-end">
              <Button variant="light" onClick={onContactSales} data-testid="pricing-contact-sales">
                {t('employerSettings.sales.open')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
