import { forbidden, notFound, type Comment, type CommentModel, type CommentReply, type CommentVisibility } from '@rm/domain';
import type { AuthUser } from '@rm/platform/http';
import { isAdmin } from '@rm/platform/http';
import { commentsTables } from '@rm/projectors';
import { sql, type CommonQueryMethods } from 'slonik';
import { companyHasUnlocked } from '../employer-settings/employer-settings-queries';
import { tables } from '../shared/tables';

const comments = sql.identifier(commentsTables.comments.split('.'));

/** The subject of a thread when it exists. */
export async function commentSubject(db: CommonQueryMethods, model: CommentModel, id: string): Promise<{ id: string } | null> {
  const found =
    model === 'contact'
      ? await db.exists(sql.unsafe`select 1 from ${tables.contacts} where contact_id = ${id}`)
      : await db.exists(sql.unsafe`select 1 from ${tables.companies} where company_id = ${id}`);
  return found ? { id } : null;
}

/** Whether the user may read the thread: admins any; a company's users their company's and their unlocked contacts' (403 otherwise, 404 unknown). */
export async function checkThreadReader(db: CommonQueryMethods, user: AuthUser, model: CommentModel, id: string): Promise<void> {
  if (!(await commentSubject(db, model, id))) throw notFound(model === 'contact' ? 'Contact not found.' : 'Company not found.');
  if (isAdmin(user)) return;
  if (!user.companyId) throw forbidden();
  if (model === 'company' ? id !== user.companyId : !(await companyHasUnlocked(db, user.companyId, id))) throw forbidden();
}

interface CommentRow {
  comment_id: string;
  parent_id: string | null;
  root_id: string;
  body: string;
  visibility: CommentVisibility;
  author_id: string;
  author_name: string | null;
  created_at: string;
  updated_at: string | null;
}

const columns = sql.fragment`
  c.comment_id, c.parent_id, c.root_id, c.body, c.visibility, c.author_id, u.full_name as author_name,
  c.created_at::text as created_at, c.updated_at::text as updated_at`;

const replyOf = (row: CommentRow): CommentReply => ({
  id: row.comment_id,
  body: row.body,
  user: row.author_name === null ? null : { id: row.author_id, full_name: row.author_name },
  parent_id: row.parent_id,
  visibility: row.visibility,
  created_at: new Date(row.created_at).toISOString(),
  updated_at: row.updated_at === null ? null : new Date(row.updated_at).toISOString(),
});

/**
 * A thread: top comments newest first, each with its live replies oldest first. For the customer (`customerOnly`,
 * a company's users) only the comments for the customer, and none under an internal top comment.
 */
export async function commentThread(
  db: CommonQueryMethods,
  model: CommentModel,
  id: string,
  { customerOnly }: { customerOnly: boolean },
): Promise<Comment[]> {
  const forCustomer = customerOnly
    ? sql.fragment`and c.visibility = 'customer'
      and exists (select 1 from ${comments} r where r.comment_id = c.root_id and r.visibility = 'customer')`
    : sql.fragment``;
  const result = await db.query(sql.unsafe`
    select ${columns} from ${comments} c left join ${tables.users} u on u.user_id = c.author_id
    where c.model = ${model} and c.model_id = ${id} and c.removed_at is null
      and not exists (select 1 from ${comments} r where r.comment_id = c.root_id and r.removed_at is not null)
      ${forCustomer}
    order by c.created_at, c.comment_id`);
  const rows = result.rows as readonly CommentRow[];
  const threads = new Map<string, Comment>();
  for (const row of rows) if (row.comment_id === row.root_id) threads.set(row.comment_id, { ...replyOf(row), children: [] });
  for (const row of rows) if (row.comment_id !== row.root_id) threads.get(row.root_id)?.children.push(replyOf(row));
  return [...threads.values()].reverse();
}

/** One live comment. */
export async function readComment(db: CommonQueryMethods, commentId: string): Promise<CommentReply | null> {
  const result = await db.query(sql.unsafe`
    select ${columns} from ${comments} c left join ${tables.users} u on u.user_id = c.author_id
    where c.comment_id = ${commentId} and c.removed_at is null`);
  const row = (result.rows as readonly CommentRow[])[0];
  return row ? replyOf(row) : null;
}
