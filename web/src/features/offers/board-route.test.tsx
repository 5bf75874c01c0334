import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OFFER_STAGES } from '@rm/domain';
import { describe, expect, it, onTestFinished } from 'vitest';
import { setRealtimeListening } from '../../lib/own-requests';
import { applyRealtimeMessage } from '../../lib/realtime';
import { currentUser } from '../../testing/users';
import { renderWithApi, type Handler, type Recorded } from '../../testing/render';
import { BoardRoute } from './board-route';

const companyId = '00000000-0000-4000-8000-0000000000a1';
const card = (
  id: string,
  stage: string,
  name: string,
  unlockedBefore = ['unlocked', 'in_company_process', 'gets_hired', 'hired'].includes(stage),
) => ({
  id,
  stage,
  created_at: '2026-11-02T09:30:00.000Z',
  price: 1234.5,
  hired_at: null,
  unlocked_before: unlockedBefore,
  driver: { id: `${id.slice(0, -2)}cc`, full_name: name },
  campaign: { id: '00000000-0000-4000-8000-0000000000b1', name: 'Fahrer Berlin' },
  company: { id: companyId, name: 'Pflege GmbH' },
  employer: null,
  audience: null,
});
const offerA = card('00000000-0000-4000-8000-0000000000f1', 'new', 'Kim Muster');
const offerB = card('00000000-0000-4000-8000-0000000000f2', 'unlocked', 'Alex Beispiel');

const viewer = (role: 'admin' | 'business') => currentUser(role, role === 'admin' ? null : companyId);

function routes(
  put: Handler = () => ({ status: 200, body: { data: { ...offerA, stage: 'in_process' } } }),
  { role = 'admin', cards = [offerA] }: { role?: 'admin' | 'business'; cards?: Array<ReturnType<typeof card>> } = {},
): Record<string, Handler> {
  const board: Record<string, Handler> = {};
  for (const stage of OFFER_STAGES) {
    const column = cards.filter((c) => c.stage === stage);
    board[`GET /api/offers/${stage}`] = () => ({
      status: 200,
      body: { data: column, meta: { current_page: 1, last_page: 1, per_page: 20, total: column.length } },
    });
  }
  const puts = Object.fromEntries(cards.map((c) => [`PUT /api/offers/${c.id}`, put]));
  return {
    ...board,
    'GET /api/user/current': () => ({ status: 200, body: viewer(role) }),
    'GET /api/offers/companies': () => ({ status: 200, body: [{ id: companyId, name: 'Pflege GmbH' }] }),
    'GET /api/options/account-manager-users': () => ({ status: 200, body: [] }),
    'GET /api/options/companies': () => ({ status: 200, body: [{ id: companyId, name: 'Pflege GmbH' }] }),
    'GET /api/options/employers': () => ({ status: 200, body: [] }),
    'GET /api/options/all-campaigns': () => ({ status: 200, body: [] }),
    ...puts,
  };
}

/** The card of an offer, once the board knows whose stage rules apply. */
async function cardOf(offerId: string, actor: 'admin' | 'company' = 'admin'): Promise<Element> {
  await waitFor(() => expect(screen.getByTestId('board').getAttribute('data-actor')).toBe(actor));
  const cards = await screen.findAllByTestId('offer-card');
  const found = cards.find((node) => node.getAttribute('data-offer-id') === offerId);
  if (!found) throw new Error(`no card ${offerId}`);
  return found;
}

/** Drags with the HTML5 drag events the board's drag-and-drop backend listens to. */
function drag(source: Element, target: Element): void {
  const dataTransfer = {
    data: {} as Record<string, string>,
    setData(k: string, v: string) {
      this.data[k] = v;
    },
    getData(k: string) {
      return this.data[k] ?? '';
    },
    dropEffect: 'move',
    effectAllowed: 'all',
    types: [] as string[],
    setDragImage: () => undefined,
  };
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

  it('offers the variant without the gets_hired column, and remembers the choice across a reload', async () => {
    window.localStorage.removeItem('board-variant');
    const first = renderWithApi(<BoardRoute />, routes());
    await screen.findByTestId('offer-card');
    expect(screen.getByTestId('column-gets_hired')).toBeTruthy();
    fireEvent.click(screen.getByText('Without “Gets hired”'));
    await waitFor(() => expect(screen.queryByTestId('column-gets_hired')).toBeNull());
    for (const stage of OFFER_STAGES.filter((s) => s !== 'gets_hired')) expect(screen.getByTestId(`column-${stage}`)).toBeTruthy();
    expect(window.localStorage.getItem('board-variant')).toBe('without_gets_hired');
    first.unmount();
    renderWithApi(<BoardRoute />, routes());
    await screen.findByTestId('offer-card');
    expect(screen.queryByTestId('column-gets_hired')).toBeNull();
    fireEvent.click(screen.getByText('All stages'));
    expect(await screen.findByTestId('column-gets_hired')).toBeTruthy();
    window.localStorage.removeItem('board-variant');
  });

  it('in the variant without gets_hired, a card dropped on the column after the missing one takes that stage', async () => {
    window.localStorage.setItem('board-variant', 'without_gets_hired');
    onTestFinished(() => window.localStorage.removeItem('board-variant'));
    const { calls } = renderWithApi(
      <BoardRoute />,
      routes(() => ({ status: 200, body: { data: { ...offerB, stage: 'hired' } } }), { cards: [offerA, offerB] }),
    );
    const cardB = await cardOf(offerB.id);
    expect(screen.queryByTestId('column-gets_hired')).toBeNull();
    // The columns in their order, gets_hired left out: the fifth is hired.
    const columns = screen.getAllByTestId(/^column-/).map((node) => node.getAttribute('data-testid'));
    expect(columns).toEqual(OFFER_STAGES.filter((stage) => stage !== 'gets_hired').map((stage) => `column-${stage}`));
    drag(cardB, screen.getByTestId('column-hired'));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]).toMatchObject({ url: `/api/offers/${offerB.id}`, body: { stage: 'hired', from: 'unlocked' } });
    expect(await screen.findByText('Contact stage changed')).toBeTruthy();
    drag(await cardOf(offerA.id), screen.getByTestId('column-in_process'));
    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    expect(puts(calls)[1]).toMatchObject({ url: `/api/offers/${offerA.id}`, body: { stage: 'in_process', from: 'new' } });
  });

  it("in the variant without gets_hired, a card's move to menu offers no gets_hired either", async () => {
    window.localStorage.setItem('board-variant', 'without_gets_hired');
    onTestFinished(() => window.localStorage.removeItem('board-variant'));
    renderWithApi(<BoardRoute />, routes(undefined, { role: 'business', cards: [offerB] }));
    const card = await cardOf(offerB.id, 'company');
    const menu = within(card as HTMLElement).getByRole('combobox', { name: 'Move Alex Beispiel to …' });
    const options = within(menu)
      .getAllByRole('option')
      .map((item) => item.textContent);
    expect(options).toEqual(['Move to …', 'In company process', 'Hired', 'Unqualified']);
  });

  it('dropping a card on another column changes its stage and says so', async () => {
    const { calls } = renderWithApi(<BoardRoute />, routes());
    drag(await cardOf(offerA.id), screen.getByTestId('column-in_process'));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]).toMatchObject({ url: `/api/offers/${offerA.id}`, body: { stage: 'in_process', from: 'new' } });
    expect(await screen.findByText('Contact stage changed')).toBeTruthy();
  });

  it('reloads the two columns once, when the push says the board holds the move (never before)', async () => {
    setRealtimeListening(true);
    onTestFinished(() => setRealtimeListening(false));
    const { calls, store } = renderWithApi(<BoardRoute />, routes());
    const loads = (stage: string): number => calls.filter((c) => c.method === 'GET' && c.url.startsWith(`/api/offers/${stage}`)).length;
    drag(await cardOf(offerA.id), screen.getByTestId('column-in_process'));
    expect(await screen.findByText('Contact stage changed')).toBeTruthy();
    const [before, beforeTarget] = [loads('new'), loads('in_process')];
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect([loads('new'), loads('in_process')]).toEqual([before, beforeTarget]);
    const requestId = puts(calls)[0]?.requestId ?? '';
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const push = {
      offerId: offerA.id,
      companyId,
      campaignId: offerA.campaign.id,
      from: 'new',
      to: 'in_process',
      position: '9',
      correlationId: requestId,
    };
    applyRealtimeMessage(store.dispatch, { type: 'change', channel: 'pipe.1', subject: 'rm.offer-board.changed', data: push });
    await waitFor(() => expect([loads('new'), loads('in_process')]).toEqual([before + 1, beforeTarget + 1]));
    // Its own push is no news to the tab: said once, by the move.
    expect(screen.getAllByText('Contact stage changed')).toHaveLength(1);
    expect(screen.queryByText('Contact stage updated')).toBeNull();
  });

  it('dropping a card never unlocked on unlocked opens the unlock dialog, without a stage change', async () => {
    const { calls, store } = renderWithApi(<BoardRoute />, routes());
    drag(await cardOf(offerA.id), screen.getByTestId('column-unlocked'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Kim Muster/)).toBeTruthy();
    expect(puts(calls)).toHaveLength(0);
    expect(store.getState().flash).toEqual([]);
  });

  it('moves a card unlocked before back to unlocked by a stage change', async () => {
    const sentBack = { ...offerB, stage: 'new', unlocked_before: true };
    const { calls } = renderWithApi(
      <BoardRoute />,
      routes(() => ({ status: 200, body: { data: { ...sentBack, stage: 'unlocked' } } }), { cards: [sentBack] }),
    );
    drag(await cardOf(offerB.id), screen.getByTestId('column-unlocked'));
    expect(await screen.findByText('Contact stage changed')).toBeTruthy();
    expect(puts(calls)[0]?.body).toEqual({ stage: 'unlocked', from: 'new' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a drop on a column the signed-in user may not move the card to (the stage rules)', async () => {
    const { calls } = renderWithApi(<BoardRoute />, routes(undefined, { role: 'business', cards: [offerA, offerB] }));
    // A company user: not an offer never unlocked, not back to new, and hired only from the process.
    drag(await cardOf(offerA.id, 'company'), screen.getByTestId('column-in_process'));
    drag(await cardOf(offerA.id, 'company'), screen.getByTestId('column-hired'));
    drag(await cardOf(offerB.id, 'company'), screen.getByTestId('column-new'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(puts(calls)).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Where the rules allow it, the card moves.
    drag(await cardOf(offerB.id, 'company'), screen.getByTestId('column-in_company_process'));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]).toMatchObject({ url: `/api/offers/${offerB.id}`, body: { stage: 'in_company_process', from: 'unlocked' } });
  });

  it('moves a card by keyboard: its "move to" menu offers the stages the rules allow and moves as a drop does', async () => {
    const { calls } = renderWithApi(<BoardRoute />, routes(undefined, { role: 'business', cards: [offerA, offerB] }));
    // A company user's card never unlocked offers no move at all.
    expect(within((await cardOf(offerA.id, 'company')) as HTMLElement).queryByTestId('offer-move')).toBeNull();
    const card = await cardOf(offerB.id, 'company');
    expect(card.getAttribute('aria-label')).toBe('Alex Beispiel, Unlocked');
    const menu = within(card as HTMLElement).getByRole('combobox', { name: 'Move Alex Beispiel to …' });
    const options = within(menu)
      .getAllByRole('option')
      .map((item) => item.textContent);
    expect(options).toEqual(['Move to …', 'In company process', 'Gets hired', 'Hired', 'Unqualified']);
    fireEvent.change(menu, { target: { value: 'in_company_process' } });
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]).toMatchObject({ url: `/api/offers/${offerB.id}`, body: { stage: 'in_company_process', from: 'unlocked' } });
    expect(await screen.findByText('Contact stage changed')).toBeTruthy();
  });

  it('asks an admin for a reason where the move needs one, and sends it with the move', async () => {
    const { calls } = renderWithApi(
      <BoardRoute />,
      routes(() => ({ status: 200, body: { data: { ...offerB, stage: 'new' } } }), { cards: [offerB] }),
    );
    drag(await cardOf(offerB.id), screen.getByTestId('column-new'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Alex Beispiel/)).toBeTruthy();
    const submit = within(dialog).getByTestId('move-reason-submit');
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: '  ab ' } });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: '  Wrong contact ' } });
    expect(puts(calls)).toHaveLength(0);
    fireEvent.click(submit);
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]?.body).toEqual({ stage: 'new', from: 'unlocked', reason: 'Wrong contact' });
    expect(await screen.findByText('Contact stage changed')).toBeTruthy();
  });

  it('shows the refusal when the stage change fails', async () => {
    renderWithApi(
      <BoardRoute />,
      routes(() => ({ status: 422, body: { message: 'The given data was invalid.', errors: { stage: ['Not allowed.'] } } })),
    );
    drag(await cardOf(offerA.id), screen.getByTestId('column-unqualified'));
    expect(await screen.findByText('Not allowed.')).toBeTruthy();
  });

  it('after a conflict (someone else moved the offer) says so and reloads the board', async () => {
    const message = 'Someone else moved this offer to hired meanwhile; the board shows it where it is now.';
    const { calls } = renderWithApi(
      <BoardRoute />,
      routes(() => ({ status: 409, body: { message } })),
    );
    drag(await cardOf(offerA.id), screen.getByTestId('column-in_process'));
    // The server's message in the user's language, the stage by its name.
    expect(await screen.findByText('Someone else moved this offer to “Hired” meanwhile; the board shows it where it is now.')).toBeTruthy();
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
