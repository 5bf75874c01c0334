import { describe, expect, it } from 'vitest';
import { apiGetRoutes } from './route-table';

describe("the APIs' GET routes, as the edge learns them", () => {
  it('come from the route definitions: the command GETs and the query GETs apart', async () => {
    const { commandGets, queryGets } = await apiGetRoutes();
    expect([...commandGets].sort()).toEqual(
      [
        '/contacts/:id/verifyWithoutCode',
        '/api/companies/:id/toggleMarkAsVerified',
        '/api/companies/:id/noFocus',
        '/api/campaigns/:id/toggleSendOffersInBatch',
        '/api/campaigns/:id/sendReminders',
        '/contacts/:userId/deleteDocument/:docId',
        '/api/generateOTP',
      ].sort(),
    );
    expect(queryGets).toContain('/campaign-approvals/pending');
    expect(queryGets).toContain('/api/offers/:stage');
    expect(queryGets).toContain('/reports/campaigns/conversion/sms');
    expect(queryGets.filter((url) => commandGets.includes(url))).toEqual([]);
  });
});
