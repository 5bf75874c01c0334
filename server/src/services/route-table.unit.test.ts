import { describe, expect, it } from 'vitest';
import { apiGetRoutes } from './route-table';

describe("the APIs' GET routes, as the edge learns them", () => {
  it('come from the route definitions: the command GETs and the query GETs apart', async () => {
    const { commandGets, queryGets } = await apiGetRoutes();
    expect(commandGets).toEqual(['/contacts/:id/verifyWithoutCode']);
    expect(queryGets).toContain('/campaign-approvals/pending');
    expect(queryGets).toContain('/api/offers/:stage');
    expect(queryGets.filter((url) => commandGets.includes(url))).toEqual([]);
  });
});
