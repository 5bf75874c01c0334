import { describe, expect, it } from 'vitest';
import { DISCOUNTS, FREE_PACKAGE_KEY, PAID_PACKAGE_KEY, priceOf } from './pricing';

describe('priceOf', () => {
  it('charges the base price with the 3-month default when nothing is added', () => {
    const quote = priceOf({ packageKey: PAID_PACKAGE_KEY, messages: 25, campaigns: 1, months: 3 });
    expect(quote).toMatchObject({
      kind: 'price',
      basePrice: 490,
      extraMessagesPrice: 0,
      extraCampaignsPrice: 0,
      monthlyPrice: 490,
      periodPrice: 1470,
    });
  });

  it('adds 247.5 per 25 messages above the included ones, rounding up to whole steps', () => {
    expect(priceOf({ packageKey: PAID_PACKAGE_KEY, messages: 50, campaigns: 1, months: 3 })).toMatchObject({
      extraMessages: 25,
      extraMessagesPrice: 247.5,
      monthlyPrice: 737.5,
      messages: 50,
    });
    expect(priceOf({ packageKey: PAID_PACKAGE_KEY, messages: 51, campaigns: 1, months: 3 })).toMatchObject({
      extraMessages: 50,
      extraMessagesPrice: 495,
      messages: 75,
    });
  });

  it('adds each campaign above the included one', () => {
    expect(priceOf({ packageKey: PAID_PACKAGE_KEY, messages: 25, campaigns: 3, months: 3 })).toMatchObject({
      extraCampaigns: 2,
      extraCampaignsPrice: 580,
      monthlyPrice: 1070,
    });
  });

  it('takes the discount off the base price only', () => {
    const six = priceOf({ packageKey: PAID_PACKAGE_KEY, messages: 50, campaigns: 1, months: 6 });
    expect(six).toMatchObject({ discountPercentage: 10, basePrice: 441, monthlyPrice: 688.5, periodPrice: 4131 });
    const year = priceOf({ packageKey: PAID_PACKAGE_KEY, messages: 50, campaigns: 1, months: 12 });
    expect(year).toMatchObject({ discountPercentage: 20, basePrice: 392, monthlyPrice: 639.5, periodPrice: 7674 });
    expect(DISCOUNTS.map((discount) => discount.months)).toEqual([3, 6, 12]);
  });

  it('falls back to the 3-month period for a period without a discount', () => {
    expect(priceOf({ packageKey: PAID_PACKAGE_KEY, messages: 25, campaigns: 1, months: 5 })).toMatchObject({ months: 3 });
  });

  it('sends anything above the ranges to sales', () => {
    expect(priceOf({ packageKey: PAID_PACKAGE_KEY, messages: 101, campaigns: 1, months: 3 })).toEqual({
      kind: 'contact_sales',
      reason: 'messages',
    });
    expect(priceOf({ packageKey: PAID_PACKAGE_KEY, messages: 50, campaigns: 6, months: 3 })).toEqual({
      kind: 'contact_sales',
      reason: 'campaigns',
    });
  });

  it('gives the free package its 5 messages for nothing', () => {
    expect(priceOf({ packageKey: FREE_PACKAGE_KEY, messages: 50, campaigns: 1, months: 12 })).toMatchObject({
      kind: 'price',
      monthlyPrice: 0,
      periodPrice: 0,
      messages: 5,
      campaigns: 0,
    });
  });
});
