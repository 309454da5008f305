import type { IncomingMessage, ServerResponse } from "node:http";

// The types of inbox.mjs, for TypeScript modules that import it (vite.config.ts).

export interface InboxOptions {
  /** The JSON-lines store. */
  file: string;
  /** Prints one line per request. */
  log?: (line: string) => void;
  maxBodyBytes?: number;
  maxFileBytes?: number;
  /** Requests per client per window. */
  rateLimit?: number;
  rateWindowMs?: number;
  /** Take the client's address from the last X-Forwarded-For entry. */
  trustProxy?: boolean;
}

export const EMAIL_PATH: string;
export const SHEET_PATH: string;
export const DEFAULT_LIMITS: { maxBodyBytes: number; maxFileBytes: number; rateLimit: number; rateWindowMs: number };
export function emailProblem(body: unknown): string | null;
export function createInbox(options: InboxOptions): (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
