import type { IncomingMessage, ServerResponse } from "node:http";

export const EMAIL_PATH: string;
export const SHEET_PATH: string;
export function emailProblem(body: unknown): string | null;
export function createInbox(options: { file: string; log?: (line: string) => void }): (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
