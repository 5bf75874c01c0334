import { describe, expect, it } from 'vitest';
import { conversionRows, conversionStepOf } from './conversion';

describe('conversion rows', () => {
  const counts = new Map([
    ['sent', 200],
    ['clicked_from_sms', 80],
    ['clicked_from_mail', 30],
    ['visible', 100],
    ['accept_modal_opened', 40],
    ['accepted', 25],
    ['rejected', 3],
  ]);

  it('gives every step in funnel order with its rate of the offers sent and of the step before', () => {
    const rows = conversionRows(counts);
    expect(rows.map((r) => r.step)).toEqual([
      'sent',
      'clicked_from_sms',
      'clicked_from_mail',
      'visible',
      'accept_modal_opened',
      'accept_modal_closed',
      'accepted',
      'reject_modal_opened',
      'reject_modal_closed',
      'rejected',
    ]);
    expect(rows[0]).toEqual({ step: 'sent', count: 200, rate: 100, parent: null, step_rate: 100 });
    expect(rows.find((r) => r.step === 'visible')).toEqual({ step: 'visible', count: 100, rate: 50, parent: 'sent', step_rate: 50 });
    expect(rows.find((r) => r.step === 'accepted')).toEqual({
      step: 'accepted',
      count: 25,
      rate: 12.5,
      parent: 'accept_modal_opened',
      step_rate: 62.5,
    });
    expect(rows.find((r) => r.step === 'rejected')).toMatchObject({ count: 3, rate: 1.5, step_rate: 0 });
    expect(rows.find((r) => r.step === 'accept_modal_closed')).toMatchObject({ count: 0, rate: 0 });
  });

  it('leaves out the other channel in a channel report', () => {
    const sms = conversionRows(counts, 'sms');
    expect(sms.map((r) => r.step)).not.toContain('clicked_from_mail');
    expect(sms.find((r) => r.step === 'clicked_from_sms')).toMatchObject({ count: 80, rate: 40 });
  });

  it('answers 0 rates when nothing was sent', () => {
    expect(conversionRows(new Map()).every((r) => r.rate === 0 && r.count === 0)).toBe(true);
  });

  it('maps tracked step names onto the funnel', () => {
    expect(conversionStepOf('viewed')).toBe('visible');
    expect(conversionStepOf('clicked_from_sms')).toBe('clicked_from_sms');
    expect(conversionStepOf('something_else')).toBeNull();
  });

  it('knows no step by the names every object has (constructor, toString, __proto__)', () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) expect(conversionStepOf(name), name).toBeNull();
  });
});
