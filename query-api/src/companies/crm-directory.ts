/**
 * The CRM edge (the spec's HubSpot links): the company's record there, and companies there that may be
 * the same one. A port, so that a CRM client can replace the local adapter without touching the queries.
 */
export interface CrmDirectory {
  companyLink(companyId: string): Promise<{ url: string } | null>;
  suggestions(company: { id: string; name: string; domain: string | null }): Promise<Array<{ name: string; url: string }>>;
}

/** No CRM connected: nothing is linked and nothing suggested; duplicates are found in the product's own data. */
export const localCrmDirectory: CrmDirectory = {
  companyLink: () => Promise.resolve(null),
  suggestions: () => Promise.resolve([]),
};
