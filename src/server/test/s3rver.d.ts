// The few parts of @20minutes/s3rver (a local S3-API server, tests only) that s3-server.ts uses; the
// package ships no types of its own.
declare module "@20minutes/s3rver" {
  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      silent?: boolean;
      directory: string;
      configureBuckets?: { name: string }[];
    });
    run(): Promise<{ port: number }>;
    close(): Promise<void>;
  }
}
