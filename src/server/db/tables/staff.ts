import type { Generated } from 'kysely';

// The staff console's tables (decision 080). The camelCase ones belong to the authentication
// library; the console reads them (lists, the audit log) and changes them only through it, except
// to disable an account.

export type StaffRole = 'admin' | 'sales' | 'accounts';

export interface StaffUsersTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean | number;
  image: string | null;
  createdAt: string | Date;
  updatedAt: string | Date;
  twoFactorEnabled: boolean | number | null;
  role: string | null;
  banned: boolean | number | null;
  banReason: string | null;
  banExpires: string | Date | null;
  /** A new password is due before the console opens (decision 191). */
  passwordChangeDue: boolean | number | null;
}

export interface StaffSessionsTable {
  id: string;
  expiresAt: string | Date;
  token: string;
  createdAt: string | Date;
  updatedAt: string | Date;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
  impersonatedBy: string | null;
}

export interface StaffAccountsTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  password: string | null;
  createdAt: string | Date;
  updatedAt: string | Date;
}

export interface StaffVerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: string | Date;
  createdAt: string | Date;
  updatedAt: string | Date;
}

export interface StaffTwoFactorsTable {
  id: string;
  secret: string;
  backupCodes: string;
  userId: string;
  verified: boolean | number | null;
  failedVerificationCount: number | null;
  lockedUntil: string | Date | null;
}

export interface StaffRateLimitsTable {
  id: string;
  key: string;
  count: number;
  lastRequest: number | string;
}

/** A staff member's passkey (decision 085): the passkey plugin's table. */
export interface StaffPasskeysTable {
  id: string;
  /** The name the person gave it, e.g. "Work phone". */
  name: string | null;
  publicKey: string;
  userId: string;
  credentialID: string;
  /** The authenticator's signature counter; a sign-in with a lower one is refused. */
  counter: number;
  deviceType: string;
  backedUp: boolean | number;
  transports: string | null;
  createdAt: string | Date | null;
  aaguid: string | null;
}

/** Failed sign-ins per lower-cased e-mail address (an account or not). */
export interface StaffSignInFailuresTable {
  email_key: string;
  failures: number;
  /** Epoch ms; sign-in refused until then. */
  locked_until: number | string | null;
  updated_at: number | string;
}

/** The newest authenticator time step each account has signed in with; none older is accepted. */
export interface StaffTotpStepsTable {
  user_id: string;
  /** Unix time over the code's period (30 s), as the authenticator counts it. */
  last_step: number | string;
}

/** Who did what and when; written by the server, never changed or deleted from the console. */
export interface StaffAuditTable {
  id: Generated<number>;
  at: string;
  actor_id: string | null;
  actor_email: string | null;
  /** e.g. "sign-in", "sign-in.failed", "credit.reveal", "item.status". */
  action: string;
  /** What it was done to, e.g. "contact_messages:12" or an e-mail address. */
  subject: string | null;
  detail: string | null;
  address: string | null;
}

export type ItemStatus = 'new' | 'in_progress' | 'done' | 'declined';

/** The console's state of one submission; no row means New, version 0. */
export interface StaffItemStatesTable {
  kind: string;
  record_id: number;
  status: ItemStatus;
  assignee_id: string | null;
  /** Raised by one on every change; a change naming an older version is refused. */
  version: number;
  updated_at: string;
  updated_by: string | null;
}

export interface StaffNotesTable {
  id: Generated<number>;
  kind: string;
  record_id: number;
  author_id: string;
  author_name: string;
  body: string;
  created_at: string;
}

export interface StaffTables {
  staff_users: StaffUsersTable;
  staff_sessions: StaffSessionsTable;
  staff_accounts: StaffAccountsTable;
  staff_verifications: StaffVerificationsTable;
  staff_two_factors: StaffTwoFactorsTable;
  staff_rate_limits: StaffRateLimitsTable;
  staff_passkeys: StaffPasskeysTable;
  staff_sign_in_failures: StaffSignInFailuresTable;
  staff_totp_steps: StaffTotpStepsTable;
  staff_audit: StaffAuditTable;
  staff_item_states: StaffItemStatesTable;
  staff_notes: StaffNotesTable;
}
