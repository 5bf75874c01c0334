import { randomUUID } from 'node:crypto';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { employerSettingsFeature, forbidden, invalid } from '@rm/domain';
import { bindContracts, commandHandlers, isAdmin, signedInUser } from '@rm/platform/http';
import type { FastifyRequest } from 'fastify';
import { metadataOf, type CommandRoutesOptions } from '../shared/command-context';
import { ownCompany, runEmployerCommand } from './employer-commands';

interface TestimonialBody {
  company_id: string;
  author_id: string;
  body_problem: string;
  body_collaboration: string;
  body_results: string;
  body_conclusion: string;
}

/** Employer settings: SEPA details, definitions (delete with a reason), contacting sales, testimonials, choosing a package. */
export const employerSettingsRoutes: FastifyPluginCallbackTypebox<CommandRoutesOptions> = (app, { store, reads }, done) => {
  const settled = (position: bigint | null | undefined) => reads.caughtUp('employer-settings', position ?? null);

  /** A testimonial's company: any for an admin, their own for a company user (403); its author must be a user of it (422). */
  const testimonialCompany = async (request: FastifyRequest, body: TestimonialBody): Promise<string> => {
    const user = signedInUser(request);
    if (!isAdmin(user) && user.companyId !== body.company_id) throw forbidden();
    const author = await reads.user(body.author_id);
    if (!author || author.companyId !== body.company_id) throw invalid('author_id', 'The author must be a user of the company.');
    return body.company_id;
  };
  const saveTestimonial = async (request: FastifyRequest, testimonialId: string, body: TestimonialBody, create: boolean) => {
    const companyId = await testimonialCompany(request, body);
    const result = await runEmployerCommand(
      store,
      companyId,
      {
        type: 'SaveTestimonial',
        data: {
          companyId,
          testimonialId,
          userId: body.author_id,
          bodyProblem: body.body_problem.trim(),
          bodyCollaboration: body.body_collaboration.trim(),
          bodyResults: body.body_results.trim(),
          bodyConclusion: body.body_conclusion.trim(),
          create,
        },
      },
      metadataOf(request),
    );
    await settled(result.append?.position);
    const author = await reads.user(body.author_id);
    return {
      message: create ? 'Testimonial created!' : 'Testimonial updated!',
      data: {
        id: testimonialId,
        company_id: companyId,
        company_name: '',
        author_id: body.author_id,
        author_name: author?.fullName ?? '',
        body_problem: body.body_problem.trim(),
        body_collaboration: body.body_collaboration.trim(),
        body_results: body.body_results.trim(),
        body_conclusion: body.body_conclusion.trim(),
        updated_at: metadataOf(request).occurredAt ?? new Date().toISOString(),
      },
    };
  };

  bindContracts(
    app,
    commandHandlers(employerSettingsFeature, {
      async saveSepa(request) {
        const companyId = ownCompany(request);
        const body = request.body;
        if (!body.accept_terms) throw invalid('accept_terms', 'Please accept the SEPA mandate.');
        const metadata = metadataOf(request);
        const result = await runEmployerCommand(
          store,
          companyId,
          {
            type: 'SaveSepaDetails',
            data: {
              companyId,
              userId: signedInUser(request).id,
              bankAccountOwner: body.bank_account_owner.trim(),
              iban: body.iban,
              swiftBic: body.swift_bic,
              signerName: body.signer_name.trim(),
              now: metadata.occurredAt ?? new Date().toISOString(),
            },
          },
          metadata,
        );
        await settled(result.append?.position);
        const sepa = result.state.sepa;
        if (!sepa) throw new Error('SEPA details were not saved');
        return {
          message: 'SEPA details saved.',
          data: {
            bank_account_owner: sepa.bankAccountOwner,
            iban: sepa.iban,
            swift_bic: sepa.swiftBic,
            signer_name: sepa.signerName,
            accepted_terms_at: sepa.acceptedTermsAt,
            approved_at: null,
          },
        };
      },
      async createDefinition(request, reply) {
        const companyId = ownCompany(request);
        const definitionId = randomUUID();
        const data = {
          companyId,
          definitionId,
          name: request.body.name.trim(),
          description: request.body.description.trim(),
          create: true,
        };
        const result = await runEmployerCommand(store, companyId, { type: 'SaveDefinition', data }, metadataOf(request));
        await settled(result.append?.position);
        void reply.code(201);
        return { message: 'Definition created!', data: { id: definitionId, name: data.name, description: data.description } };
      },
      async updateDefinition(request) {
        const companyId = ownCompany(request);
        const data = {
          companyId,
          definitionId: request.params.id,
          name: request.body.name.trim(),
          description: request.body.description.trim(),
          create: false,
        };
        const result = await runEmployerCommand(store, companyId, { type: 'SaveDefinition', data }, metadataOf(request));
        await settled(result.append?.position);
        return { message: 'Definition Updated!', data: { id: data.definitionId, name: data.name, description: data.description } };
      },
      async deleteDefinition(request) {
        const companyId = ownCompany(request);
        const result = await runEmployerCommand(
          store,
          companyId,
          {
            type: 'DeleteDefinition',
            data: { companyId, definitionId: request.params.id, userId: signedInUser(request).id, reason: request.body.reason },
          },
          metadataOf(request),
        );
        await settled(result.append?.position);
        return { success: true, message: 'Definition deleted.' };
      },
      async contactSales(request, reply) {
        const companyId = ownCompany(request);
        const b = request.body;
        const optional = (value: string | null | undefined): string | null => value?.trim() || null;
        await runEmployerCommand(
          store,
          companyId,
          {
            type: 'SendSalesInquiry',
            data: {
              companyId,
              inquiryId: randomUUID(),
              userId: signedInUser(request).id,
              firstName: b.first_name.trim(),
              lastName: b.last_name.trim(),
              companyName: b.company_name.trim(),
              email: b.email.trim().toLowerCase(),
              mobile: optional(b.mobile),
              selectedPackage: optional(b.selected_package),
              message: optional(b.message),
              reachability: optional(b.reachability),
              registeredFromPage: optional(b.registered_from_page),
            },
          },
          metadataOf(request),
        );
        void reply.code(201);
        return { message: 'Thank you! Our sales team will get in touch with you shortly.' };
      },
      async createTestimonial(request, reply) {
        const answer = await saveTestimonial(request, randomUUID(), request.body, true);
        void reply.code(201);
        return answer;
      },
      updateTestimonial: (request) => saveTestimonial(request, request.params.id, request.body, false),
      async choosePackage(request) {
        const companyId = ownCompany(request);
        const b = request.body;
        const result = await runEmployerCommand(
          store,
          companyId,
          {
            type: 'ChoosePackage',
            data: { companyId, packageKey: b.package_key, messages: b.messages, campaigns: b.campaigns, months: b.months },
          },
          metadataOf(request),
        );
        await settled(result.append?.position);
        const chosen = result.events.find((event) => event.type === 'PackageChosen');
        if (chosen?.type !== 'PackageChosen') throw new Error('the package was not chosen');
        const d = chosen.data;
        return {
          message: 'Package chosen.',
          data: {
            package_key: d.packageKey,
            messages: d.messages,
            campaigns: d.campaigns,
            months: d.months,
            monthly_price: d.monthlyPrice,
            period_price: d.periodPrice,
            chosen_at: metadataOf(request).occurredAt ?? new Date().toISOString(),
          },
        };
      },
    }),
  );
  done();
};
