import type { Db } from '../db/client.ts';
import { webhookWorkspace } from '../modules/workspaces/index.ts';

// Each workspace's own mail address. The product's address is MAIL_FROM's: mail goes out from it
// and replies come back to it (the inbound SMTP listener). A workspace's address adds its id as a
// sub-address (RFC 5233): `inbox+<workspace id>@example.com`. The first workspace keeps the bare
// address too, so an installation of one business, and the address its contacts already know,
// need no change. Mail a workspace sends goes out from its own address, so a contact who answers,
// or writes anew to the address they know, reaches that workspace and no other.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The address and display name of a From line such as `AgentDesk <no-reply@agentdesk.local>`. */
export const parseFromLine = (line: string): { address: string; name: string } => {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(line);
  return match ? { name: match[1]!.trim(), address: match[2]!.trim() } : { name: '', address: line.trim() };
};

/** A From line with a display name, quoted so commas or brackets in the name stay part of it. */
export const formatFromLine = ({ name, address }: { name: string; address: string }): string =>
  name ? `"${name.replace(/["\\\r\n]/g, '')}" <${address}>` : address;

/**
 * The workspace id a recipient names as its sub-address (`local+<id>@domain`, any domain the
 * listener receives for), or null when it names none: no sub-address, or one that is not an id
 * (`inbox+sales@`), which reads as the bare address.
 */
export const workspaceTagOf = (address: string): string | null => {
  const at = address.lastIndexOf('@');
  const local = at < 0 ? address : address.slice(0, at);
  const plus = local.lastIndexOf('+');
  const tag = plus < 0 ? '' : local.slice(plus + 1);
  return UUID.test(tag) ? tag.toLowerCase() : null;
};

/** The earliest workspace: mail to the bare address is its mail (as webhooks that name no workspace are). */
export const firstWorkspaceId = (db: Db): Promise<string | null> => webhookWorkspace(db, undefined);

/** The workspace a sub-address names, if it exists. */
export const existingWorkspaceId = (db: Db, tag: string): Promise<string | null> => webhookWorkspace(db, tag);

/** A workspace's own address, made from the product's: bare for the first workspace, else sub-addressed. */
export const workspaceMailAddress = async ({
  db,
  baseAddress,
  workspaceId,
}: {
  db: Db;
  baseAddress: string;
  workspaceId: string;
}): Promise<string> => {
  const at = baseAddress.lastIndexOf('@');
  if (at < 0 || (await firstWorkspaceId(db)) === workspaceId) return baseAddress;
  return `${baseAddress.slice(0, at)}+${workspaceId}${baseAddress.slice(at)}`;
};

/**
 * Who mail of a workspace is from: its own address, under the product's name or the name given
 * (an agent who signs it). `line` is the From line to queue, undefined when it is the outbox's
 * default (MAIL_FROM) as before workspaces.
 */
export const workspaceSender = async ({
  db,
  defaultFrom,
  workspaceId,
  name,
}: {
  db: Db;
  defaultFrom: string;
  workspaceId: string;
  name?: string;
}) => {
  const product = parseFromLine(defaultFrom);
  const address = await workspaceMailAddress({ db, baseAddress: product.address, workspaceId });
  const sender = { address, name: name ?? product.name };
  return { ...sender, line: address === product.address && name === undefined ? undefined : formatFromLine(sender) };
};
