/**
 * Who may choose an unlocked contact's owner (employer spec §6): anyone on a contact without campaign, a
 * business-owner, or one of the campaign's users (the employer it was unlocked for, who created the campaign).
 * `campaignUsers` is asked only when the first two do not decide.
 */
export async function mayChangeOwner(
  user: { id: string; roles: readonly string[] },
  campaignId: string | null,
  campaignUsers: () => readonly string[] | Promise<readonly string[]>,
): Promise<boolean> {
  if (campaignId === null || user.roles.includes('business-owner')) return true;
  return (await campaignUsers()).includes(user.id);
}
