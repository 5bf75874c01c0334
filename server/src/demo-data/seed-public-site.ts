import { reviewIdOf, runJobPostingCommand, runReviewCommand, type CommandMetadata } from '@rm/command-api';
import type { EmploymentType, JobBenefit, Salary } from '@rm/domain';
import type { EventStore } from '@rm/eventstore';
import type { DemoPlan } from './demo-plan';
import { distanceKm, isResidential, loadPostalCodes } from './postal-codes';
import { seededRandom } from './random';

const TITLES: Record<string, readonly string[]> = {
  care: [
    'Altenpfleger (m/w/d)',
    'Pflegehilfskraft (m/w/d) Altenpflege',
    'Pflegefachkraft (m/w/d) ambulante Pflege',
    'Betreuungskraft (m/w/d) nach § 43b SGB XI',
  ],
  nursing: [
    'Gesundheits- und Krankenpfleger (m/w/d)',
    'Pflegefachkraft (m/w/d) Intensivstation',
    'Kinderkrankenpfleger (m/w/d)',
    'Praxisanleiter (m/w/d) Pflege',
  ],
  driver: [
    'Berufskraftfahrer (m/w/d) CE Fernverkehr',
    'Lkw-Fahrer (m/w/d) Nahverkehr',
    'Auslieferungsfahrer (m/w/d) Klasse B',
    'Busfahrer (m/w/d) Linienverkehr',
  ],
};
const TEXTS: Record<string, string> = {
  care: 'Sie betreuen pflegebedürftige Menschen mit Herz und Fachwissen. Wir bieten feste Touren, ein kollegiales Team, Einarbeitung durch Praxisanleiter und faire Dienstpläne mit Wunschfrei.',
  nursing:
    'Sie versorgen Patientinnen und Patienten auf einer modernen Station. Wir bieten Tarifvertrag, Zuschläge für Nacht- und Wochenenddienste, Fortbildungen und ein Team, das zusammenhält.',
  driver:
    'Sie fahren moderne Fahrzeuge mit Vollausstattung und kehren planbar nach Hause zurück. Wir bieten pünktliche Bezahlung, Spesen, ein festes Fahrzeug und eine freundliche Disposition.',
};
const EMPLOYMENTS: readonly EmploymentType[] = ['full_time', 'part_time', 'full_or_part_time', 'mini_job'];
const BENEFITS: readonly JobBenefit[] = [
  'company_car',
  'bonus',
  'company_pension',
  'further_training',
  'flexible_hours',
  'childcare',
  'bike_leasing',
  'health_offers',
  'fixed_rota',
  'public_transport_ticket',
];
const REVIEWS = [
  'Sehr nettes Team und die Einarbeitung war gründlich. Die Dienstpläne kommen rechtzeitig.',
  'Faire Bezahlung nach Tarif, aber die Wochenenden sind oft knapp besetzt.',
  'Die Leitung hört zu und nimmt Wünsche ernst. Ich arbeite gern hier.',
  'Moderne Ausstattung und pünktliche Bezahlung. Die Kommunikation könnte besser sein.',
  'Kollegialer Umgang, flexible Arbeitszeiten und gute Fortbildungen.',
  'Der Bewerbungsprozess war schnell und freundlich, ich hatte nach einer Woche eine Zusage.',
];
const COMMON_QUESTIONS = ['work_climate', 'salary', 'management', 'work_life_balance'];

function salaryOf(index: number, profession: string): Salary {
  switch (index % 4) {
    case 0:
      return {
        salaryType: 'TARIFF',
        amountFrom: null,
        amountTill: null,
        salaryByTariff: profession === 'driver' ? 'Tarifvertrag Spedition' : 'TVöD-P',
      };
    case 1:
      return { salaryType: 'FIX_SALARY', amountFrom: 2800 + (index % 5) * 150, amountTill: 3600 + (index % 5) * 150, salaryByTariff: null };
    case 2:
      return { salaryType: 'HOURLY', amountFrom: 15 + (index % 6), amountTill: null, salaryByTariff: null };
    default:
      return { salaryType: 'NEGOTIABLE', amountFrom: null, amountTill: null, salaryByTariff: null };
  }
}

interface DemoReview {
  companyId: string;
  userId: string;
  contactId: string;
  workArea: string | null;
  review: string;
  rating: number;
  /** Stars for each of the common questions, in their order. */
  ratings: number[];
  privatePart: { satisfaction: number; aboutEmployer: string; employerImprove: string } | null;
  /** The reviewer's actor id in the metadata (null for a demo contact without an account). */
  actorId: string | null;
  fraction: number;
}

/** One demo review of an employer by an employee, through the command path. */
async function submitDemoReview(
  store: EventStore,
  asAdmin: (fraction: number) => CommandMetadata,
  at: (fraction: number) => string,
  r: DemoReview,
): Promise<void> {
  const reviewId = reviewIdOf(r.companyId, r.userId);
  await runReviewCommand(
    store,
    reviewId,
    {
      type: 'SubmitReview',
      data: {
        reviewId,
        model: 'employer',
        companyId: r.companyId,
        userId: r.userId,
        contactId: r.contactId,
        reviewerType: 'employee',
        workArea: r.workArea,
        review: r.review,
        rating: r.rating,
        ratings: COMMON_QUESTIONS.map((questionId, i) => ({ questionId, rating: r.ratings[i] ?? r.rating })),
        questionIds: COMMON_QUESTIONS,
        privatePart: r.privatePart,
        now: at(r.fraction),
      },
    },
    { ...asAdmin(r.fraction), actorId: r.actorId, actorRole: 'contact' },
  );
}

/**
 * The public site's demo data, through the command path: every campaign's job posting (the open ones
 * are those of approved campaigns, placed around each audience's centre: Berlin to Munich, Cologne to
 * Dresden), and public and private reviews of the employers by candidates who had offers from them. The
 * demo candidate (candidate@demo.test) has reviewed one of the employers they had offers from (to edit it) and
 * can review the others.
 */
export async function seedPublicSite(
  store: EventStore,
  plan: DemoPlan,
  asAdmin: (fraction: number) => CommandMetadata,
  at: (fraction: number) => string,
  /** The companies the demo candidate has offers from. */
  candidateCompanyIds: readonly string[] = [],
): Promise<void> {
  const random = seededRandom(19_2026);
  const postalCodes = loadPostalCodes().filter(isResidential);
  let index = 0;
  for (const campaign of plan.campaigns) {
    const profession = campaign.audience.profession;
    const nearby = postalCodes.filter((p) => distanceKm(p, campaign.audience.center) <= Math.min(campaign.audience.rangeKm, 40));
    const place = index % 3 === 0 || nearby.length === 0 ? campaign.audience.center : random.pick(nearby);
    const titles = TITLES[profession] ?? TITLES['care'] ?? [];
    await runJobPostingCommand(
      store,
      campaign.campaignId,
      {
        type: 'PublishJobPosting',
        data: {
          campaignId: campaign.campaignId,
          companyId: campaign.companyId,
          title: random.pick(titles),
          description: TEXTS[profession] ?? '',
          profession,
          employment: EMPLOYMENTS[index % EMPLOYMENTS.length] ?? 'full_time',
          holidaysCount: profession === 'driver' ? 26 + (index % 4) : 28 + (index % 4),
          benefits: BENEFITS.filter(() => random.chance(0.35)).slice(0, 5),
          salary: salaryOf(index, profession),
          zipCode: place.zipCode,
          now: at(0.3 + index * 0.001),
        },
      },
      asAdmin(0.3 + index * 0.001),
    );
    index += 1;
  }

  // Reviews: a few candidates per company who had an offer from it (not the demo candidate).
  const reviewers = new Map<string, Set<string>>();
  for (const offer of plan.offers) {
    if (offer.contact.userId) continue;
    const set = reviewers.get(offer.campaign.companyId) ?? new Set<string>();
    if (set.size < 4 && random.chance(0.5)) set.add(offer.contact.contactId);
    reviewers.set(offer.campaign.companyId, set);
  }
  let n = 0;
  for (const [companyId, contactIds] of reviewers) {
    for (const contactId of contactIds) {
      // Demo contacts have no account: the review is about them, so their contact id stands for the reviewer.
      const rating = random.int(2, 5);
      await submitDemoReview(store, asAdmin, at, {
        companyId,
        userId: contactId,
        contactId,
        workArea: random.pick(['Pflege', 'Nachtdienst', 'Fernverkehr', 'Station', null]),
        review: REVIEWS[n % REVIEWS.length] ?? REVIEWS[0] ?? '',
        rating,
        ratings: COMMON_QUESTIONS.map(() => Math.max(1, Math.min(5, rating + random.int(-1, 1)))),
        privatePart: random.chance(0.6)
          ? { satisfaction: rating, aboutEmployer: 'Das Team.', employerImprove: 'Mehr Personal am Wochenende.' }
          : null,
        actorId: null,
        fraction: 0.85 + n * 0.001,
      });
      n += 1;
    }
  }

  // The demo candidate's own review of one employer they had offers from (the last by name, so that the first
  // stays open for them to review), to read and edit on the employer's page.
  const candidate = plan.contacts.find((contact) => contact.email === 'candidate@demo.test');
  const theirs = candidateCompanyIds
    .map((companyId) => plan.companies.find((company) => company.companyId === companyId))
    .filter((company) => company !== undefined)
    .sort((a, b) => a.name.localeCompare(b.name));
  const reviewed = theirs.length > 1 ? theirs.at(-1) : undefined;
  if (candidate?.userId && reviewed) {
    await submitDemoReview(store, asAdmin, at, {
      companyId: reviewed.companyId,
      userId: candidate.userId,
      contactId: candidate.contactId,
      workArea: 'Pflege',
      review: 'Gute Einarbeitung, die Dienstpläne kommen aber oft spät.',
      rating: 4,
      ratings: COMMON_QUESTIONS.map(() => 4),
      privatePart: null,
      actorId: candidate.userId,
      fraction: 0.9,
    });
  }
}
