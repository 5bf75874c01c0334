import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OFFER_STAGES } from '@rm/domain';
import { describe, expect, it } from 'vitest';
import { applyRealtimeMessage } from '../../lib/realtime';
import { renderWithApi, type Handler, type Recorded } from '../../testing/render';
import { BoardRoute } from './board-route';

const companyId = '00000000-0000-4000-8000-0000000000a1';
const card = (id: string, stage: string, name: string) => ({
  id,
  stage,
  created_at: '2026-11-02T09:30:00.000Z',
  price: 1234.5,
  hired_at: null,
  driver: { id: `${id.slice(0, -2)}cc`, full_name: name },
  campaign: { id: '00000000-0000-4000-8000-0000000000b1', name: 'Fahrer Berlin' },
  company: { id: companyId, name: 'Pflege GmbH' },
  employer: null,
  audience: null,
});
const offerA = card('00000000-0000-4000-8000-0000000000f1', 'new', 'Kim Muster');

function routes(put: Handler = () => ({ status: 200, body: { data: { ...offerA, stage: 'in_process' } } })): Record<string, Handler> {
  const board: Record<string, Handler> = {};
  for (const stage of OFFER_STAGES) {
    board[`GET /api/offers/${stage}`] = () => ({
      status: 200,
      body: { data: stage === 'new' ? [offerA] : [], meta: { current_page: 1, last_page: 1, per_page: 20, total: stage === 'new' ? 1 : 0 } },
    });
  }
  return {
    ...board,
    'GET /api/offers/companies': () => ({ status: 200, body: [{ id: companyId, name: 'Pflege GmbH' }] }),
    'GET /api/options/account-manager-users': () => ({ status: 200, body: [] }),
    'GET /api/options/companies': () => ({ status: 200, body: [{ id: companyId, name: 'Pflege GmbH' }] }),
    'GET /api/options/employers': () => ({ status: 200, body: [] }),
    'GET /api/options/all-campaigns': () => ({ status: 200, body: [] }),
    [`PUT /api/offers/${offerA.id}`]: put,
  };
}

/** Drags with the HTML5 drag events the board's drag-and-drop backend listens to. */
function drag(source: Element, target: Element): void {
  const dataTransfer = { data: {} as Record<string, string>, setData(k: string, v: string) { this.data[k] = v; }, getData(k: string) { return this.data[k] ?? ''; }, dropEffect: 'move', effectAllowed: 'all', types: [] as string[], setDragImage: () => undefined };
  const fire = (node: Element, type: 'dragStart' | 'dragEnter' | 'dragOver' | 'drop' | 'dragEnd'): void => {
    const event = createEvent[type](node);
    Object.defineProperty(event, 'dataTransfer', { value: dataTransfer });
    fireEvent(node, event);
  };
  fire(source, 'dragStart');
  fire(target, 'dragEnter');
  fire(target, 'dragOver');
  fire(target, 'drop');
  fire(source, 'dragEnd');
}

const puts = (calls: Recorded[]): Recorded[] => calls.filter((c) => c.method === 'PUT');

describe('offer pipeline board', () => {
  it('shows the seven columns with counts and cards (contact, campaign, company, date, euros)', async () => {
    renderWithApi(<BoardRoute />, routes());
    const cardNode = await screen.findByTestId('offer-card');
    for (const stage of OFFER_STAGES) expect(screen.getByTestId(`column-${stage}`)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('count-new').textContent).toBe('1'));
    expect(screen.getByTestId('count-hired').textContent).toBe('0');
    const text = cardNode.textContent?.replace(/\u00a0/g, ' ') ?? '';
    expect(text).toContain('Kim Muster');
    expect(text).toContain('Fahrer Berlin');
    expect(text).toContain('Pflege GmbH');
    expect(text).toContain('02.11.2026');
    expect(text).toContain('1.234,50 €');
  });

  it('dropping a card on another column changes its stage and says so', async () => {
    const { calls } = renderWithApi(<BoardRoute />, routes());
    drag(await screen.findByTestId('offer-card'), screen.getByTestId('column-in_process'));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]).toMatchObject({ url: `/api/offers/${offerA.id}`, body: { stage: 'in_process', from: 'new' } });
    expect(await screen.findByText('Contact stage changed')).toBeTruthy();
  });

  it('dropping a card on unlocked opens the unlock dialog instead of changing the stage', async () => {
    const { calls } = renderWithApi(<BoardRoute />, routes());
    drag(await screen.findByTestId('offer-card'), screen.getByTestId('column-unlocked'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Kim Muster/)).toBeTruthy();
    expect(puts(calls)).toHaveLength(0);
  });

  it('shows the refusal when the stage change fails', async () => {
    renderWithApi(<BoardRoute />, routes(() => ({ status: 422, body: { message: 'The given data was invalid.', errors: { stage: ['Not allowed.'] } } })));
    drag(await screen.findByTestId('offer-card'), screen.getByTestId('column-hired'));
    expect(await screen.findByText('Not allowed.')).toBeTruthy();
  });

  it('after a conflict (someone else moved the offer) says so and reloads the board', async () => {
    const message = 'Someone else moved this offer to hired meanwhile; the board shows it where it is now.';
    const { calls } = renderWithApi(<BoardRoute />, routes(() => ({ status: 409, body: { message } })));
    drag(await screen.findByTestId('offer-card'), screen.getByTestId('column-in_process'));
    expect(await screen.findByText(message)).toBeTruthy();
    const newColumnLoads = (): number => calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/offers/new')).length;
    await waitFor(() => expect(newColumnLoads()).toBeGreaterThanOrEqual(2));
  });

  it('a resync from the realtime gateway (pushes may have been missed) reloads the board quietly', async () => {
    const { calls, store } = renderWithApi(<BoardRoute />, routes());
    await screen.findByTestId('offer-card');
    const loads = (): number => calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/offers/new')).length;
    const before = loads();
    applyRealtimeMessage(store.dispatch, { type: 'resync' });
    await waitFor(() => expect(loads()).toBe(before + 1));
    expect(store.getState().flash).toEqual([]);
  });
});
