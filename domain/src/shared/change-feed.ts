import type { Static, TObject } from '@sinclair/typebox';
import type { CompanyUserPermission } from './permissions';

/** Who is looking, as far as a change notice's audience is concerned. */
export interface Viewer {
  userId: string;
  admin: boolean;
  /** The company of a company user (business, business-owner); null for others. */
  companyId: string | null;
  /** The candidate profile of a contact user; null for others. */
  contactId: string | null;
}

/** A tag of the web app's cache: a kind, and an id where the data has one (`LIST-…` for lists). */
export type ChangeTag = string | { type: string; id: string };

/** The channels a change goes out on: the pipeline channel, the user's own channel, or the chat's received messages. */
export type ChangeChannel = 'pipe' | 'user' | 'messages';

/**
 * A read model's change notices as one feature declares them, once for the projection that publishes
 * them, the gateway that relays them and the web app that refetches: the bus subject, the notice's shape
 * (checked at the gateway), who may be told (admins, the company concerned, the person concerned), and
 * what the web app refetches — with an optional message for changes made by someone else.
 */
export interface ChangeFeed<S extends TObject = TObject> {
  subject: string;
  notice: S;
  channel: ChangeChannel;
  // Methods (not function properties), so that a feed of any notice shape fits a list of feeds.
  visibleTo(viewer: Viewer, notice: Static<S>): boolean;
  /**
   * The employer-workspace area the change belongs to (as the operations that read it declare it): a
   * company user whose list lacks it is not told, however `visibleTo` answers. None: no area.
   */
  permission?(notice: Static<S>): CompanyUserPermission | null;
  tags(notice: Static<S>): readonly ChangeTag[];
  /** The message key the web app shows when someone else made this change (none: refetch quietly). */
  announce?(notice: Static<S>): string | null;
}

export const changeFeed = <S extends TObject>(feed: ChangeFeed<S>): ChangeFeed<S> => feed;

/** The usual audience: admins, and the users of the company the change concerns. */
export const adminsAndCompany = (viewer: Viewer, notice: { companyId?: string | null }): boolean =>
  viewer.admin || (viewer.companyId !== null && viewer.companyId === notice.companyId);

export const adminsOnly = (viewer: Viewer): boolean => viewer.admin;

/** The channel name of a private channel for a user. */
export const channelOf = (kind: ChangeChannel, userId: string): string =>
  kind === 'pipe' ? `pipe.${userId}` : kind === 'messages' ? 'messages.received' : `App.User.${userId}`;
