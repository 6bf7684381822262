import type { Db } from '../client';

export interface DemoAccount {
  role: string;
  userName: string;
  password: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [];

export async function seedDemoData(_db: Db, _options: { uploadsDir: string }): Promise<DemoAccount[]> {
  return DEMO_ACCOUNTS;
}
