import { randomUUID } from 'node:crypto';
import { runCompanyCommand, runEmployerCommand, type CommandMetadata } from '@rm/command-api';
import type { EventStore } from '@rm/eventstore';
import type { DemoPlan } from './demo-plan';

const DEFINITIONS = [
  {
    name: 'Pflegefachkraft',
    description: 'Dreijährig examinierte Pflegekraft (Pflegefachfrau/-mann, Altenpflege, Gesundheits- und Krankenpflege).',
  },
  { name: 'Pflegehilfskraft', description: 'Ein- oder zweijährige Ausbildung in der Pflegehilfe oder angelernt mit Basiskurs.' },
  { name: 'Springerpool', description: 'Mitarbeitende ohne festen Wohnbereich, die Ausfälle im ganzen Haus abdecken.' },
];

const TEMPLATES = [
  {
    name: 'Erstkontakt Pflege',
    body: 'Guten Tag, wir suchen für unser Haus erfahrene Pflegekräfte mit fairen Dienstplänen und Tariflohn. Hätten Sie Lust auf ein kurzes Telefonat?',
  },
  {
    name: 'Nachfassen',
    body: 'Guten Tag, wir hatten Ihnen vor einiger Zeit geschrieben. Unser Angebot steht weiterhin – melden Sie sich gern!',
  },
];

/**
 * The demo company's employer settings, through the command path: an approved SEPA account, definitions,
 * two testimonials, the paid package (50 messages, 1 campaign, quarterly), message templates and a few
 * active-sourcing messages already sent. Deterministic but for the generated ids.
 */
export async function seedEmployerSettings(
  store: EventStore,
  plan: DemoPlan,
  asAdmin: (fraction: number) => CommandMetadata,
  at: (fraction: number) => string,
): Promise<void> {
  const owner = plan.users.find((user) => user.email === 'owner@demo.test');
  const employer = plan.users.find((user) => user.email === 'employer@demo.test');
  const companyId = owner?.companyId;
  if (!owner || !companyId) return;
  const byOwner = (fraction: number): CommandMetadata => ({
    actorId: owner.userId,
    actorRole: 'business-owner',
    occurredAt: at(fraction),
    correlationId: randomUUID(),
  });

  await runEmployerCommand(
    store,
    companyId,
    {
      type: 'SaveSepaDetails',
      data: {
        companyId,
        userId: owner.userId,
        bankAccountOwner: plan.companies.find((company) => company.companyId === companyId)?.name ?? 'Demo GmbH',
        iban: 'DE89370400440532013000',
        swiftBic: 'COBADEFFXXX',
        signerName: `${owner.firstName} ${owner.lastName}`,
        now: at(0.05),
      },
    },
    byOwner(0.05),
  );
  await runCompanyCommand(
    store,
    companyId,
    { type: 'SetCompanyFlag', data: { companyId, flag: 'sepa_enabled', value: true } },
    asAdmin(0.06),
  );
  await runCompanyCommand(store, companyId, { type: 'ApproveSepa', data: { companyId, signedAt: at(0.05), now: at(0.06) } }, asAdmin(0.06));

  for (const [i, definition] of DEFINITIONS.entries()) {
    await runEmployerCommand(
      store,
      companyId,
      { type: 'SaveDefinition', data: { companyId, definitionId: randomUUID(), ...definition, create: true } },
      byOwner(0.07 + i * 0.001),
    );
  }

  const testimonials = [
    {
      author: owner,
      bodyProblem: 'Wir hatten sechs offene Stellen in der Altenpflege und kaum Bewerbungen über klassische Anzeigen.',
      bodyCollaboration: 'Die Kampagnen waren in zwei Tagen live, die Ansprechpartnerin hat uns bei jeder Frage schnell geholfen.',
      bodyResults: 'In drei Monaten haben wir vier Pflegefachkräfte eingestellt, zwei davon aus der direkten Ansprache.',
      bodyConclusion: 'Für uns der verlässlichste Weg zu neuen Kolleginnen und Kollegen.',
    },
    ...(employer
      ? [
          {
            author: employer,
            bodyProblem: 'Unsere Nachtdienste waren dauerhaft unterbesetzt.',
            bodyCollaboration: 'Die freigeschalteten Kontakte kamen mit vollständigen Angaben, das spart viele Telefonate.',
            bodyResults: 'Zwei neue Kolleginnen für den Nachtdienst innerhalb von sechs Wochen.',
            bodyConclusion: 'Klare Empfehlung für Pflegeeinrichtungen.',
          },
        ]
      : []),
  ];
  for (const [i, testimonial] of testimonials.entries()) {
    const { author, ...bodies } = testimonial;
    await runEmployerCommand(
      store,
      companyId,
      { type: 'SaveTestimonial', data: { companyId, testimonialId: randomUUID(), userId: author.userId, ...bodies, create: true } },
      byOwner(0.3 + i * 0.1),
    );
  }

  await runEmployerCommand(
    store,
    companyId,
    { type: 'ChoosePackage', data: { companyId, packageKey: 'professional', messages: 50, campaigns: 1, months: 3 } },
    byOwner(0.5),
  );
  const templateIds: string[] = [];
  for (const [i, template] of TEMPLATES.entries()) {
    const templateId = randomUUID();
    templateIds.push(templateId);
    await runEmployerCommand(
      store,
      companyId,
      { type: 'SaveMessageTemplate', data: { companyId, templateId, ...template, create: true } },
      byOwner(0.51 + i * 0.001),
    );
  }
  const sender = employer ?? owner;
  for (const [i, contact] of plan.contacts.slice(0, 12).entries()) {
    const fraction = 0.6 + i * 0.02;
    await runEmployerCommand(
      store,
      companyId,
      {
        type: 'SendActiveSourcingMessage',
        data: {
          companyId,
          messageId: randomUUID(),
          contactId: contact.contactId,
          senderId: sender.userId,
          templateId: templateIds[i % templateIds.length] ?? null,
          message: TEMPLATES[i % TEMPLATES.length]?.body ?? 'Guten Tag!',
          now: at(fraction),
        },
      },
      { actorId: sender.userId, actorRole: 'business', occurredAt: at(fraction), correlationId: randomUUID() },
    );
  }
}
