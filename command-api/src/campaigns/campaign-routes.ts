import { randomUUID } from 'node:crypto';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Money, campaignsFeature, invalid, notFound, type CampaignCommand } from '@rm/domain';
import { bindContracts, commandHandlers } from '@rm/platform/http';
import type { FastifyRequest } from 'fastify';
import { loadCompany } from '../companies/company-commands';
import { metadataOf, type CommandRoutesOptions } from '../shared/command-context';
import { sendOfferReminders } from '../super-actions/reminder-commands';
import {
  createAudience,
  loadAudience,
  loadCampaign,
  loadMarketingChannel,
  runCampaignCommand,
  runMarketingChannelCommand,
} from './campaign-commands';
import { postalCodePlace } from './postal-codes';

const SAVED = 'Gespeichert!';
type CampaignEdit = Extract<CampaignCommand, { data: { expectedVersion?: number } }>;
const expected = (version: number | undefined) => (version === undefined ? {} : { expectedVersion: version });
const WEB_LINK = /^https?:\/\/\S+$/;

/** Campaigns: approval, creation with a budget, switches, de-blocking, reminders, deletion, marketing channels. */
export const campaignRoutes: FastifyPluginCallbackTypebox<CommandRoutesOptions> = (
  app,
  { store, reads, approvalAudienceThreshold },
  done,
) => {
  /** Runs an edit on the campaign's stream and answers once the campaign read models show it. */
  const edit = async (request: FastifyRequest, command: CampaignEdit, flag?: 'is_critical' | 'send_offers_in_batch') => {
    const result = await runCampaignCommand(store, command.data.campaignId, command, metadataOf(request));
    const position = result.append?.position ?? null;
    await reads.caughtUp('campaign-admin', position);
    await reads.caughtUp('campaigns', position);
    const state = result.state;
    const version = state.status === 'none' ? 0 : state.version;
    return {
      message: SAVED,
      version,
      ...(flag && state.status !== 'none' && state.status !== 'deleted' ? { value: state.flags[flag] } : {}),
    };
  };

  bindContracts(
    app,
    commandHandlers(campaignsFeature, {
      async approveCampaign(request) {
        const { campaign_id: campaignId } = request.body;
        // A soft rule resting on a statistic: the audience's candidate count comes from the campaigns read
        // model, not from a stream (it is a count over many contacts, and no two commands race on it).
        const audienceCandidatesCount = await reads.audienceCandidates(campaignId);
        if (audienceCandidatesCount === null) throw notFound('Campaign not found.');
        await runCampaignCommand(
          store,
          campaignId,
          {
            type: 'ApproveCampaign',
            data: {
              campaignId,
              resetRejectedOffers: request.body.reset_rejected_offers,
              userShouldBeNotified: request.body.user_should_be_notified,
              audienceCandidatesCount,
              threshold: approvalAudienceThreshold,
            },
          },
          metadataOf(request),
        );
        return { message: 'Campaign approved.' };
      },
      async rejectCampaign(request) {
        const { campaign_id: campaignId, rejected_reason: rejectedReason, user_should_be_notified: userShouldBeNotified } = request.body;
        await runCampaignCommand(
          store,
          campaignId,
          { type: 'RejectCampaign', data: { campaignId, rejectedReason, userShouldBeNotified } },
          metadataOf(request),
        );
        return { message: 'Campaign rejected.' };
      },
      async createCampaign(request, reply) {
        const body = request.body;
        const metadata = metadataOf(request);
        if ((await loadCompany(store, body.company_id)).status !== 'registered')
          throw invalid('company_id', 'The selected company is invalid.');
        let audienceId: string;
        if (body.audience_id) {
          const audience = await loadAudience(store, body.audience_id);
          if (audience.status !== 'created' || audience.companyId !== body.company_id)
            throw invalid('audience_id', 'The selected audience is not one of this company’s.');
          audienceId = audience.audienceId;
        } else if (body.audience) {
          const place = postalCodePlace(body.audience.zip_code);
          if (!place) throw invalid('audience.zip_code', 'This postal code is unknown.');
          audienceId = randomUUID();
          await createAudience(
            store,
            {
              audienceId,
              companyId: body.company_id,
              name: body.audience.name.trim(),
              profession: body.audience.profession,
              zipCode: place.zipCode,
              lat: place.lat,
              lng: place.lng,
              rangeKm: body.audience.range_km,
            },
            metadata,
          );
        } else {
          throw invalid('audience_id', 'Choose one of the company’s audiences or describe a new one.');
        }
        const campaignId = randomUUID();
        let result = await runCampaignCommand(
          store,
          campaignId,
          {
            type: 'CreateCampaign',
            data: {
              campaignId,
              companyId: body.company_id,
              audienceId,
              name: body.name,
              costPerUnlock: Money.fromEuros(body.cost_per_unlock),
              budget: Money.fromEuros(body.budget),
              createdBy: request.user?.id ?? null,
            },
          },
          metadata,
        );
        if (body.submit) {
          result = await runCampaignCommand(store, campaignId, { type: 'SubmitCampaignForApproval', data: { campaignId } }, metadata);
        }
        const position = result.append?.position ?? null;
        await reads.caughtUp('campaigns', position);
        await reads.caughtUp('campaign-admin', position);
        const version = result.state.status === 'none' ? 0 : result.state.version;
        return reply
          .code(201)
          .send({ message: body.submit ? 'The campaign waits for approval.' : 'Campaign created.', id: campaignId, version });
      },
      submitCampaign: (request) =>
        edit(request, {
          type: 'SubmitCampaignForApproval',
          data: { campaignId: request.params.id, ...expected(request.body.expected_version) },
        }),
      toggleCampaignCritical: (request) =>
        edit(
          request,
          {
            type: 'SetCampaignFlag',
            data: { campaignId: request.params.id, flag: 'is_critical', ...expected(request.body.expected_version) },
          },
          'is_critical',
        ),
      toggleCampaignSendOffersInBatch: (request) =>
        edit(
          request,
          {
            type: 'SetCampaignFlag',
            data: { campaignId: request.params.id, flag: 'send_offers_in_batch', ...expected(request.query.expected_version) },
          },
          'send_offers_in_batch',
        ),
      deblockCampaign: (request) =>
        edit(request, {
          type: 'DeblockCampaign',
          data: {
            campaignId: request.params.id,
            addBudget: Money.fromEuros(request.body.add_budget ?? 0),
            ...expected(request.body.expected_version),
          },
        }),
      async sendCampaignReminders(request) {
        const campaignId = request.params.id;
        const campaign = await loadCampaign(store, campaignId);
        if (campaign.status === 'none' || campaign.status === 'deleted') throw notFound('Campaign not found.');
        const now = new Date().toISOString();
        const selection = { campaignId, maxReminders: 1, minHoursSinceLast: 0 };
        const offerIds = await reads.reminderTargets({ ...selection, now });
        const { sent, position } = await sendOfferReminders(
          store,
          offerIds,
          { batchId: request.id, now, ...selection },
          metadataOf(request),
        );
        await reads.caughtUp('offer-reminders', position);
        return { message: 'Offer reminders sent', sent };
      },
      async deleteCampaign(request, reply) {
        await edit(request, {
          type: 'DeleteCampaign',
          data: { campaignId: request.params.id, ...expected(request.query.expected_version) },
        });
        return reply.code(204).send(null);
      },
      async createMarketingChannel(request, reply) {
        const channelId = randomUUID();
        const result = await runMarketingChannelCommand(
          store,
          channelId,
          {
            type: 'CreateMarketingChannel',
            data: {
              channelId,
              name: request.body.name,
              icon: request.body.icon ?? null,
              url: request.body.url ?? null,
              color: request.body.color ?? null,
            },
          },
          metadataOf(request),
        );
        await reads.caughtUp('campaign-admin', result.append?.position ?? null);
        return reply.code(201).send({ message: 'Marketing channel created.', id: channelId, version: 0 });
      },
      async updateMarketingChannel(request) {
        const channelId = request.params.id;
        const result = await runMarketingChannelCommand(
          store,
          channelId,
          {
            type: 'UpdateMarketingChannel',
            data: {
              channelId,
              name: request.body.name,
              icon: request.body.icon ?? null,
              url: request.body.url ?? null,
              color: request.body.color ?? null,
              ...expected(request.body.expected_version),
            },
          },
          metadataOf(request),
        );
        await reads.caughtUp('campaign-admin', result.append?.position ?? null);
        return { message: SAVED, id: channelId, version: result.state.status === 'none' ? 0 : result.state.version };
      },
      async deleteMarketingChannel(request, reply) {
        const result = await runMarketingChannelCommand(
          store,
          request.params.id,
          { type: 'DeleteMarketingChannel', data: { channelId: request.params.id } },
          metadataOf(request),
        );
        await reads.caughtUp('campaign-admin', result.append?.position ?? null);
        return reply.code(204).send(null);
      },
      async syncCampaignMarketingChannels(request) {
        const channels = request.body.channels.map((channel) => ({ channelId: channel.id, url: channel.url?.trim() || null }));
        for (const channel of channels) {
          if ((await loadMarketingChannel(store, channel.channelId)).status !== 'active')
            throw invalid('channels', 'The selected marketing channel is invalid.');
          if (channel.url !== null && !WEB_LINK.test(channel.url))
            throw invalid('channels', 'Each link must start with http:// or https://.');
        }
        return edit(request, {
          type: 'SyncMarketingChannels',
          data: { campaignId: request.params.campaignId, channels, ...expected(request.body.expected_version) },
        });
      },
    }),
  );
  done();
};
