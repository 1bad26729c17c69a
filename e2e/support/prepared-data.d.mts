export declare const DEMO_ACCOUNTS: Record<
  'customer' | 'manager' | 'staff' | 'admin',
  { email: string; password: string; login: string }
>;
export declare function seededDataDir(preparedDir: string): string;
export declare function storageStateFile(
  preparedDir: string,
  who: keyof typeof DEMO_ACCOUNTS,
): string;
export declare function prepareSeededData(preparedDir: string, port: number): Promise<void>;
export declare function copySeededData(preparedDir: string, dataDir: string): void;
