// What a service may ask of the store of uploaded bytes (ctx.files). The stores themselves (disk,
// PostgreSQL) are the files module's (modules/files/store.ts).
export interface FileStore {
  readonly kind: "disk" | "postgres";
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}
