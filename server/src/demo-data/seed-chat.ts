import { handleCommand, loadUnlock, recordChatMessageStatus, type CommandMetadata } from '@rm/command-api';
import { chatMessageDecider, chatStreamId, type ChatMessageCommand } from '@rm/domain';
import type { EventStore } from '@rm/eventstore';
import { nameBasedId } from '@rm/platform';
import type { DemoContact, DemoPlan } from './demo-plan';

/** A demo message's id, the same on every seed of the same plan. */
const demoId = (key: string): string => nameBasedId(`demo-chat:${key}`);

type Line = { from: 'us' | 'contact'; text: string; failed?: string };

const COMPANY_THREADS: Line[][] = [
  [
    { from: 'us', text: 'Guten Tag! Vielen Dank für Ihr Interesse. Passt Ihnen ein kurzes Telefonat morgen um 10 Uhr?' },
    { from: 'contact', text: 'Ja, das passt gut. Bis morgen!' },
    { from: 'us', text: 'Super, wir rufen Sie an.' },
  ],
  [
    { from: 'us', text: 'Hallo, könnten Sie uns bitte noch eine Kopie Ihres Führerscheins schicken?' },
    { from: 'contact', text: 'Mache ich heute Abend.' },
  ],
  [
    {
      from: 'us',
      text: 'Willkommen im Team! Ihr erster Arbeitstag beginnt um 7 Uhr am Depot in der Hafenstraße 12. Bitte bringen Sie Ihre Fahrerkarte, Arbeitsschuhe und eine Kopie Ihres Führerscheins mit.',
    },
    { from: 'us', text: 'Bitte bestätigen Sie kurz.', failed: 'Number unreachable' },
  ],
];
const BACK_OFFICE_THREADS: Line[][] = [
  [
    { from: 'us', text: 'Hallo, hier ist das Team der Plattform. Ist Ihr Profil noch aktuell?' },
    { from: 'contact', text: 'Ja, ich suche weiterhin eine Stelle im Nahverkehr.' },
  ],
  [
    { from: 'us', text: 'Bitte bestätigen Sie Ihre Telefonnummer in der App.' },
    { from: 'contact', text: 'Erledigt, danke!' },
    { from: 'contact', text: 'Gibt es schon neue Angebote?' },
  ],
];

/**
 * Chat threads through the command path: the demo company (owner@demo.test) with three of its unlocked
 * contacts, the back office (admin@demo.test) with two other contacts; sent, failed and received
 * messages, the last answers unread.
 */
export async function seedChat(store: EventStore, plan: DemoPlan, now: Date): Promise<void> {
  const company = plan.companies[0];
  const owner = plan.users.find((u) => u.email === 'owner@demo.test');
  const admin = plan.users.find((u) => u.email === 'admin@demo.test');
  if (!company || !owner || !admin) return;
  let tick = 0;
  const at = (): string => {
    tick += 1;
    return new Date(now.getTime() - (120 - tick) * 60_000).toISOString();
  };
  const run = (messageId: string, command: ChatMessageCommand, metadata: CommandMetadata) =>
    handleCommand({ store, streamId: chatStreamId(messageId), decider: chatMessageDecider, command, metadata });

  const thread = async (contact: DemoContact, companyId: string | null, senderId: string, lines: Line[]) => {
    for (const [index, line] of lines.entries()) {
      const messageId = demoId(`${contact.contactId}:${companyId ?? 'bo'}:${index}`);
      const occurredAt = at();
      if (line.from === 'contact') {
        await run(
          messageId,
          {
            type: 'ReceiveChatMessage',
            data: {
              messageId,
              contactId: contact.contactId,
              companyId,
              message: line.text,
              phone: contact.phone,
              providerMessageId: `demo-${messageId}`,
            },
          },
          { actorId: null, actorRole: 'sms-provider', occurredAt },
        );
        continue;
      }
      await run(
        messageId,
        {
          type: 'SendChatMessage',
          data: { messageId, contactId: contact.contactId, companyId, senderId, message: line.text, phone: contact.phone },
        },
        { actorId: senderId, actorRole: companyId ? 'business' : 'admin', occurredAt },
      );
      await recordChatMessageStatus(
        store,
        messageId,
        line.failed ? { status: 'failed', failedReason: line.failed } : { status: 'sent', failedReason: null },
        { actorId: null, actorRole: 'system', occurredAt },
      );
    }
  };

  const unlocked = [
    ...new Set(plan.offers.filter((o) => o.campaign.companyId === company.companyId && o.path.includes('unlocked')).map((o) => o.contact)),
  ].sort((a, b) => a.contactId.localeCompare(b.contactId));
  const chatting: DemoContact[] = [];
  for (const contact of unlocked) {
    if (chatting.length === COMPANY_THREADS.length) break;
    const unlock = await loadUnlock(store, company.companyId, contact.contactId);
    if (unlock.status !== 'none' && unlock.status !== 'deleted') chatting.push(contact);
  }
  for (const [index, contact] of chatting.entries()) await thread(contact, company.companyId, owner.userId, COMPANY_THREADS[index] ?? []);

  const others = plan.contacts.filter((c) => c.active && !unlocked.includes(c)).slice(0, BACK_OFFICE_THREADS.length);
  for (const [index, contact] of others.entries()) await thread(contact, null, admin.userId, BACK_OFFICE_THREADS[index] ?? []);
}
